import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/reset';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { RESET_DIALOG_CLOSE_MS } from '../../../../../shared/constants';
import { errorMessage } from '../../../lib/api-client';
import { localizeMessage } from '../../../lib/error-text';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { useResetPassword } from '../api/reset-password';
import { ResetPasswordForm, type ResetPasswordForm as ResetValues } from '../api/form-schemas';
import type { ResetMessage } from './reset-message';

interface ResetStepProps {
  initialToken?: string;
  onMessage: (message: ResetMessage | undefined) => void;
  onDone: () => void;
  onRequestAgain: () => void;
}

/** Step 2: the token and the new password; closes the dialog a moment after success. */
export function ResetStep({ initialToken, onMessage, onDone, onRequestAgain }: ResetStepProps) {
  const reset = useResetPassword();
  const { t } = useTranslation();
  const [succeeded, setSucceeded] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
    setFocus,
  } = useForm<ResetValues>({
    resolver: zodResolver(ResetPasswordForm),
    defaultValues: { token: initialToken ?? '', newPassword: '', confirmPassword: '' },
  });

  useEffect(() => setFocus(initialToken ? 'newPassword' : 'token'), [setFocus, initialToken]);

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(onDone, RESET_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [succeeded, onDone]);

  const onSubmit = handleSubmit(({ token, newPassword }) => {
    onMessage(undefined);
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: ({ message }) => {
          const text = localizeMessage(message);
          onMessage({ text, tone: 'success' });
          toast.success(text);
          setSucceeded(true);
        },
        onError: (error) => onMessage({ text: errorMessage(error), tone: 'error' }),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('reset.resetForm')}>
      <fieldset disabled={succeeded} className="flex flex-col gap-4">
        {initialToken ? (
          // From the mailed link: nothing to paste, only the new password to type.
          <>
            <input type="hidden" {...register('token')} />
            <p className="text-sm text-muted">{t('reset.tokenFromLink')}</p>
            {errors.token?.message && <p className="text-sm text-danger">{errors.token.message}</p>}
          </>
        ) : (
          <Input
            label={t('reset.token')}
            autoComplete="one-time-code"
            spellCheck={false}
            data-autofocus
            hint={t('reset.tokenFromMail')}
            error={errors.token?.message}
            {...register('token')}
          />
        )}
        <PasswordInput
          label={t('reset.newPassword')}
          autoComplete="new-password"
          data-autofocus={initialToken ? true : undefined}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordInput
          label={t('reset.confirmPassword')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" loading={reset.isPending} className="w-full">
          {reset.isPending ? t('reset.resetting') : t('reset.submit')}
        </Button>
      </fieldset>
      {!succeeded && (
        <Button variant="link" onClick={onRequestAgain} className="self-center text-sm">
          {t('reset.requestAgain')}
        </Button>
      )}
    </form>
  );
}
