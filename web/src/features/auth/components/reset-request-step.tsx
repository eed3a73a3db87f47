import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/reset';
import { errorMessage } from '../../../lib/api-client';
import { localizeMessage } from '../../../lib/error-text';
import { Button } from '../../../components/ui/button';
import { EmailInput } from './auth-form-parts';
import { useForgotPassword } from '../api/forgot-password';
import { ForgotPasswordForm, type ForgotPasswordForm as ForgotValues } from '../api/form-schemas';
import type { ResetMessage } from './reset-message';
import { useZodForm } from '../../../lib/use-zod-form';

interface RequestStepProps {
  onMessage: (message: ResetMessage | undefined) => void;
  onRequested: () => void;
  onHaveToken: () => void;
}

/** Step 1: the email address to send a reset token to. */
export function RequestStep({ onMessage, onRequested, onHaveToken }: RequestStepProps) {
  const forgot = useForgotPassword();
  const { t } = useTranslation();
  const { register, handleSubmit, setFocus, errors } = useZodForm<ForgotValues>(ForgotPasswordForm, { email: '' });

  useEffect(() => setFocus('email'), [setFocus]);

  const onSubmit = handleSubmit((values) => {
    onMessage(undefined);
    forgot.mutate(values, {
      onSuccess: ({ message }) => {
        onMessage({ text: localizeMessage(message), tone: 'success' });
        onRequested();
      },
      onError: (error) => onMessage({ text: errorMessage(error), tone: 'error' }),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('reset.requestForm')}>
      <EmailInput label={t('reset.email')} data-autofocus error={errors.email?.message} {...register('email')} />
      <Button type="submit" loading={forgot.isPending} className="w-full">
        {forgot.isPending ? t('reset.sending') : t('reset.send')}
      </Button>
      <Button variant="link" onClick={onHaveToken} className="self-center text-sm">
        {t('reset.haveToken')}
      </Button>
    </form>
  );
}
