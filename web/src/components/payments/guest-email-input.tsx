import { useTranslation } from 'react-i18next';
import '../../i18n/locales/en/catalogue';
import { Input } from '../ui/input';

/** A guest checkout's email: where the order (its invoice and download links) is sent. */
export function GuestEmailInput({ value, onChange, hint }: { value: string; onChange: (email: string) => void; hint: string }) {
  const { t } = useTranslation();
  return (
    <Input
      label={t('purchase.guestEmail')}
      type="email"
      name="email"
      autoComplete="email"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint={hint}
    />
  );
}
