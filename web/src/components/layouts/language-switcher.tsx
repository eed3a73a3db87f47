import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Languages } from 'lucide-react';
import { currentLanguage, isLanguage, LANGUAGE_NAMES, LANGUAGES, setLanguage } from '../../i18n/i18n';

/** A visitor's language choice, remembered on this device; a signed-in user's is their setting. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-xs text-muted">
      <Languages aria-hidden="true" className="size-4" />
      <label htmlFor={id}>{t('footer.language')}</label>
      <select
        id={id}
        value={currentLanguage()}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void setLanguage(event.target.value);
        }}
        className="rounded-md border border-line bg-raised px-2 py-1 text-xs text-ink"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
