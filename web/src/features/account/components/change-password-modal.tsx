import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError, FALLBACK_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { MIN_PASSWORD_SCORE, passwordProblem, passwordScore, strengthLabel, TOO_WEAK_MESSAGE } from '../../../../../shared/password-policy';
import { useSession } from '../../../lib/session';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-message';
import { PasswordInput } from '../../../components/ui/password-input';
import { useChangeUserPassword } from '../api/account';

/** Spec §8 texts. */
export const PASSWORD_MISMATCH = 'New passwords do not match';
export const PASSWORD_CHANGED = 'Password changed successfully!';
export const PASSWORD_CHANGE_FAILED = 'Failed to change password';
const REQUIRED = 'Please fill in all password fields';

interface Fields {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const { user, signIn } = useSession();
  const change = useChangeUserPassword();
  const [error, setError] = useState<string>();
  const { register, handleSubmit, control } = useForm<Fields>({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const score = passwordScore(newPassword);

  const onSubmit = handleSubmit((values) => {
    setError(undefined);
    if (!values.currentPassword || !values.newPassword || !values.confirmPassword) return setError(REQUIRED);
    if (values.newPassword !== values.confirmPassword) return setError(PASSWORD_MISMATCH);
    if (passwordScore(values.newPassword) < MIN_PASSWORD_SCORE) return setError(TOO_WEAK_MESSAGE);
    // The rest of the policy the server applies (a common word, the account's email).
    const problem = passwordProblem(values.newPassword, user?.email);
    if (problem) return setError(problem);
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: ({ token }) => {
          // Every other session has ended; this device carries on with the new token.
          if (user) signIn(token, { id: user.id, role: user.role, name: user.name, email: user.email ?? '' });
          toast.success(PASSWORD_CHANGED);
          onClose();
        },
        onError: (failure) => {
          const text =
            failure instanceof ApiError && !failure.isNetworkError && failure.message !== FALLBACK_ERROR_MESSAGE
              ? failure.message
              : failure instanceof ApiError && failure.isNetworkError
                ? NETWORK_ERROR_MESSAGE
                : PASSWORD_CHANGE_FAILED;
          setError(text);
          toast.error(text);
        },
      },
    );
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Change password" className="flex flex-col gap-4">
      <PasswordInput label="Current password" autoComplete="current-password" data-autofocus {...register('currentPassword')} />
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        hint={
          newPassword ? `Strength: ${strengthLabel(score)}` : 'At least 8 characters, with 3 of: upper case, lower case, a number, a symbol'
        }
        {...register('newPassword')}
      />
      <PasswordInput label="Confirm new password" autoComplete="new-password" {...register('confirmPassword')} />
      {error && <FormMessage tone="error" text={error} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={change.isPending}>
          Change Password
        </Button>
      </div>
    </form>
  );
}

export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Change Password" description="Other devices will be signed out.">
      {open && <ChangePasswordForm onClose={onClose} />}
    </Dialog>
  );
}
