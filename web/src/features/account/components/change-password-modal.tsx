import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError, FALLBACK_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../../../shared/constants';
import {
  MIN_PASSWORD_SCORE,
  PASSWORD_RULE_MESSAGES,
  passwordProblem,
  passwordScore,
  strengthLabel,
} from '../../../../../shared/password-policy';
import { i18n } from '../../../i18n/i18n';
import '../../../i18n/locales/en/profile';
import { useSession } from '../../../lib/session';
import { Dialog } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-message';
import { PasswordInput } from '../../../components/ui/password-input';
import { useChangeUserPassword } from '../api/account';
import { DialogActions } from '../../../components/ui/dialog-actions';

const RULES = Object.keys(PASSWORD_RULE_MESSAGES) as (keyof typeof PASSWORD_RULE_MESSAGES)[];

/** The shared policy's message in the reader's language (the policy itself answers in English, as the server does). */
const ruleText = (message: string): string => {
  const rule = RULES.find((key) => PASSWORD_RULE_MESSAGES[key] === message);
  return rule ? i18n.t(`profile.password.rule.${rule}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) : message;
};

interface Fields {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const { user, signIn } = useSession();
  const change = useChangeUserPassword();
  const { t } = useTranslation();
  const [error, setError] = useState<string>();
  const { register, handleSubmit, control } = useForm<Fields>({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const score = passwordScore(newPassword);

  const onSubmit = handleSubmit((values) => {
    setError(undefined);
    if (!values.currentPassword || !values.newPassword || !values.confirmPassword) return setError(t('profile.password.required'));
    if (values.newPassword !== values.confirmPassword) return setError(t('profile.password.mismatch'));
    if (passwordScore(values.newPassword) < MIN_PASSWORD_SCORE) return setError(t('profile.password.tooWeak'));
    // The rest of the policy the server applies (a common word, the account's email).
    const problem = passwordProblem(values.newPassword, user?.email);
    if (problem) return setError(ruleText(problem));
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: ({ token }) => {
          // Every other session has ended; this device carries on with the new token.
          if (user) signIn(token, { id: user.id, role: user.role, name: user.name, email: user.email ?? '' });
          toast.success(t('profile.password.changed'));
          onClose();
        },
        onError: (failure) => {
          const text =
            failure instanceof ApiError && !failure.isNetworkError && failure.message !== FALLBACK_ERROR_MESSAGE
              ? failure.message
              : failure instanceof ApiError && failure.isNetworkError
                ? NETWORK_ERROR_MESSAGE
                : t('profile.password.failed');
          setError(text);
          toast.error(text);
        },
      },
    );
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('profile.password.form')} className="flex flex-col gap-4">
      <PasswordInput
        label={t('profile.password.current')}
        autoComplete="current-password"
        data-autofocus
        {...register('currentPassword')}
      />
      <PasswordInput
        label={t('profile.password.new')}
        autoComplete="new-password"
        hint={
          newPassword
            ? t('profile.password.strength', { level: t(`profile.password.level.${strengthLabel(score)}`) })
            : t('profile.password.hint')
        }
        {...register('newPassword')}
      />
      <PasswordInput label={t('profile.password.confirm')} autoComplete="new-password" {...register('confirmPassword')} />
      {error && <FormMessage tone="error" text={error} />}
      <DialogActions
        cancelLabel={t('profile.password.cancel')}
        onCancel={onClose}
        confirmLabel={t('profile.password.submit')}
        loading={change.isPending}
      />
    </form>
  );
}

export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('profile.password.title')} description={t('profile.password.description')}>
      {open && <ChangePasswordForm onClose={onClose} />}
    </Dialog>
  );
}
