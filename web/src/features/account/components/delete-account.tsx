import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '../../../config/paths';
import { ApiError, FALLBACK_ERROR_MESSAGE } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { Input } from '../../../components/ui/input';
import { useDeleteAccount } from '../api/account';

export const DELETE_FAILED = 'Failed to delete account';
export const ACCOUNT_DELETED = 'Account deleted successfully';

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

  const submit = () => {
    setError(undefined);
    remove.mutate(
      { confirmation },
      {
        onSuccess: () => {
          toast.warning(ACCOUNT_DELETED);
          signOut();
          void navigate(paths.auth, { replace: true });
        },
        onError: (failure) => {
          const text = failure instanceof ApiError && failure.message !== FALLBACK_ERROR_MESSAGE ? failure.message : DELETE_FAILED;
          setError(text);
          toast.error(DELETE_FAILED);
        },
      },
    );
  };

  return (
    <section aria-labelledby="danger-zone-heading" className="rounded-2xl border border-danger/40 bg-danger/5 p-6">
      <h2 id="danger-zone-heading" className="text-lg font-bold text-danger">
        Danger Zone
      </h2>
      <p className="mt-1 text-sm text-muted">
        Deleting your account removes your profile, settings, favorites and playlists. Your orders stay on record and your licences stay
        valid, without your name or email.
      </p>
      {step === 'idle' ? (
        <Button variant="danger" className="mt-4" onClick={() => setStep('confirm')}>
          Delete Account
        </Button>
      ) : (
        <form
          className="mt-4 flex flex-col gap-3"
          aria-label="Confirm account deletion"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Input
            label="Type your email address or your password to confirm"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            autoComplete="off"
            type="password"
            data-autofocus
          />
          {error && <FormMessage tone="error" text={error} />}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" loading={remove.isPending} disabled={confirmation.trim() === ''}>
              Delete my account permanently
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setStep('idle');
                setConfirmation('');
                setError(undefined);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
