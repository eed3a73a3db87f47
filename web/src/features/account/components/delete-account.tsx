import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '../../../config/paths';
import '../../../i18n/locales/en/profile';
import { ApiError, FALLBACK_ERROR_MESSAGE } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { Input } from '../../../components/ui/input';
import { useDeleteAccount } from '../api/account';
import { TitledSection } from '../../../components/ui/titled-section';

/**
 * Spec §4 Delete account, two steps: the first press asks for confirmation (type the email or the
 * password), the second deletes; Cancel returns to the first. After success the session is gone
 * and the user lands on /auth.
 */
export function DeleteAccount() {
  const [step, setStep] = useState<'idle' | 'confirm'>('idle');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string>();
  const remove = useDeleteAccount();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const { t } = useTranslation();

  const submit = () => {
    setError(undefined);
    remove.mutate(
      { confirmation },
      {
        onSuccess: () => {
          toast.warning(t('profile.delete.deleted'));
          signOut();
          void navigate(paths.auth, { replace: true });
        },
        onError: (failure) => {
          const text =
            failure instanceof ApiError && failure.message !== FALLBACK_ERROR_MESSAGE ? failure.message : t('profile.delete.failed');
          setError(text);
          toast.error(t('profile.delete.failed'));
        },
      },
    );
  };

  return (
    <TitledSection
      title={t('profile.delete.title')}
      className="rounded-2xl border border-danger/40 bg-danger/5 p-6"
      titleClassName="text-lg font-bold text-danger"
    >
      <p className="mt-1 text-sm text-muted">{t('profile.delete.text')}</p>
      {step === 'idle' ? (
        <Button variant="danger" className="mt-4" onClick={() => setStep('confirm')}>
          {t('profile.delete.button')}
        </Button>
      ) : (
        <form
          className="mt-4 flex flex-col gap-3"
          aria-label={t('profile.delete.form')}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Input
            label={t('profile.delete.confirmLabel')}
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            autoComplete="off"
            type="password"
            data-autofocus
          />
          {error && <FormMessage tone="error" text={error} />}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" loading={remove.isPending} disabled={confirmation.trim() === ''}>
              {t('profile.delete.confirm')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setStep('idle');
                setConfirmation('');
                setError(undefined);
              }}
            >
              {t('profile.delete.cancel')}
            </Button>
          </div>
        </form>
      )}
    </TitledSection>
  );
}
