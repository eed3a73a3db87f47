import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Input, type InputProps } from './input';

/** Password field with a show/hide toggle. */
export function PasswordInput(props: Omit<InputProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  const { t, i18n } = useTranslation();
  // German capitalises nouns ('Passwort'); the other languages read the label in lower case.
  const label = i18n.language === 'de' ? props.label : props.label.toLowerCase();
  const Icon = visible ? EyeOff : Eye;
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? t('ui.hideLabel', { label }) : t('ui.showLabel', { label })}
          className="flex size-9 items-center justify-center rounded-md text-muted hover:text-ink"
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      }
    />
  );
}
