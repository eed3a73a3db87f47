import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Check, X } from 'lucide-react';
import { toast } from 'sonner';
import { ApiError, FALLBACK_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import {
  MIN_PASSWORD_SCORE,
  PASSWORD_CRITERIA,
  TOO_WEAK_MESSAGE,
  passwordProblem,
  passwordScore,
  strengthLabel,
} from '../../../../../shared/password-policy';
import { useSession } from '../../../lib/session';
import { Dialog } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-message';
import { PasswordInput } from '../../../components/ui/password-input';
import { useChangePassword } from '../api/change-password';
import { DialogActions } from '../../../components/ui/dialog-actions';

// The strength rules (admin §5) are the ones every password screen uses; re-exported for the dialog's tests.
export { MIN_PASSWORD_SCORE, TOO_WEAK_MESSAGE, passwordScore, strengthLabel };
export const MISMATCH_MESSAGE = 'New passwords do not match';
export const CHANGED_MESSAGE = 'Password changed successfully!';
export const CHANGE_FAILED_MESSAGE = 'Failed to change password';
/** Admin §4: the dialog closes 2 s after success. */
export const CLOSE_AFTER_SUCCESS_MS = 2_000;

interface Fields {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

function StrengthMeter({ password }: { password: string }) {
  const score = passwordScore(password);
  const label = strengthLabel(score);
  const tone = label === 'Weak' ? 'bg-danger' : label === 'Medium' ? 'bg-brand' : 'bg-success';
  return (
    <div className="flex flex-col gap-2" data-testid="password-strength">
      <div className="flex items-center gap-3">
        <div
          role="meter"
          aria-label="Password strength"
          aria-valuemin={0}
          aria-valuemax={PASSWORD_CRITERIA.length}
          aria-valuenow={score}
          aria-valuetext={label}
          className="flex h-2 flex-1 gap-1"
        >
          {PASSWORD_CRITERIA.map((c, i) => (
            <span key={c.label} className={cn('h-full flex-1 rounded-full', i < score ? tone : 'bg-line')} />
          ))}
        </div>
        <span className="w-16 text-right text-xs font-semibold text-ink">{label}</span>
      </div>
      {/* Admin §2.13: the list shows the first four criteria only. */}
      <ul aria-label="Password requirements" className="grid gap-1 text-xs sm:grid-cols-2">
        {PASSWORD_CRITERIA.slice(0, 4).map((c) => {
          const met = c.test(password);
          const Icon = met ? Check : X;
          return (
            <li key={c.label} data-met={met} className={cn('flex items-center gap-1.5', met ? 'text-success' : 'text-muted')}>
              <Icon aria-hidden="true" className="size-3.5 shrink-0" />
              {c.label}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const { user, signIn } = useSession();
  const change = useChangePassword();
  const [message, setMessage] = useState<{ text: string; tone: 'success' | 'error' }>();
  const [done, setDone] = useState(false);
  const { register, handleSubmit, control } = useForm<Fields>({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const [newPassword, confirmPassword] = useWatch({ control, name: ['newPassword', 'confirmPassword'] });
  const score = passwordScore(newPassword);
  const mismatch = confirmPassword !== '' && confirmPassword !== newPassword;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onClose, CLOSE_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [done, onClose]);

  const onSubmit = handleSubmit((values) => {
    setMessage(undefined);
    if (values.newPassword !== values.confirmPassword) return setMessage({ text: MISMATCH_MESSAGE, tone: 'error' });
    if (passwordScore(values.newPassword) < MIN_PASSWORD_SCORE) return setMessage({ text: TOO_WEAK_MESSAGE, tone: 'error' });
    // The rest of the policy the server applies (a common word, the account's email).
    const problem = passwordProblem(values.newPassword, user?.email);
    if (problem) return setMessage({ text: problem, tone: 'error' });
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: ({ token }) => {
          // The change ended every session, this one too: carry on with the new token.
          if (user) signIn(token, { id: user.id, role: user.role, name: user.name, email: user.email ?? '' });
          setMessage({ text: CHANGED_MESSAGE, tone: 'success' });
          toast.success(CHANGED_MESSAGE);
          setDone(true);
        },
        onError: (error) => {
          const text =
            error instanceof ApiError
              ? error.isNetworkError
                ? NETWORK_ERROR_MESSAGE
                : error.message === FALLBACK_ERROR_MESSAGE
                  ? CHANGE_FAILED_MESSAGE
                  : error.message
              : CHANGE_FAILED_MESSAGE;
          setMessage({ text, tone: 'error' });
          toast.error(text);
        },
      },
    );
  });

  const blocked = done || score < MIN_PASSWORD_SCORE;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Change password" className="flex flex-col gap-4">
      <PasswordInput label="Current password" autoComplete="current-password" data-autofocus {...register('currentPassword')} />
      <PasswordInput label="New password" autoComplete="new-password" {...register('newPassword')} />
      <StrengthMeter password={newPassword} />
      {newPassword !== '' && score < MIN_PASSWORD_SCORE && <FormMessage tone="error" text={TOO_WEAK_MESSAGE} />}
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        {...register('confirmPassword')}
        error={mismatch ? 'Passwords do not match' : undefined}
      />
      {message && <FormMessage tone={message.tone} text={message.text} />}
      <DialogActions onCancel={onClose} confirmLabel="Change Password" loading={change.isPending} disabled={blocked} />
    </form>
  );
}

/** Admin §2.13 Security tab: the signed-in admin's own password, with the §5 strength rules. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Change Password" description="Enter your current password and choose a new one.">
      {open && <ChangePasswordForm onClose={onClose} />}
    </Dialog>
  );
}
