import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteUser, useResetUserPassword, type AdminUser } from '../api/users';
import {
  AddUserDialog,
  bulkDeleteConfirm,
  bulkSuspendConfirm,
  DELETE_USER_CONFIRM,
  EditUserDialog,
  RESET_PASSWORD_CONFIRM,
  SUSPEND_USER_CONFIRM,
  ViewUserDialog,
} from './user-dialogs';

/** The dialog the admin users page has open, if any. */
export type Pending =
  | { kind: 'view' | 'edit' | 'delete' | 'reset' | 'suspend'; user: AdminUser }
  | { kind: 'bulkDelete' | 'bulkSuspend'; ids: string[] }
  | { kind: 'add' };

interface UserDialogsProps {
  pending: Pending;
  selfId: string | undefined;
  bulkBusy: boolean;
  onBulk: (action: 'delete' | 'suspend', ids: string[]) => void;
  /** Suspends one user; the dialog waits for the answer. */
  onSuspend: (user: AdminUser, done: () => void) => void;
  suspendBusy: boolean;
  onClose: () => void;
}

/** The add, view, edit and confirmation dialogs of the admin users page. */
export function UserDialogs({ pending, selfId, bulkBusy, onBulk, onSuspend, suspendBusy, onClose }: UserDialogsProps) {
  const deleteUser = useDeleteUser();
  const resetPassword = useResetUserPassword();
  return (
    <>
      {pending?.kind === 'add' && <AddUserDialog onClose={() => onClose()} />}
      {pending?.kind === 'view' && <ViewUserDialog user={pending.user} onClose={() => onClose()} />}
      {pending?.kind === 'edit' && <EditUserDialog user={pending.user} selfId={selfId} onClose={() => onClose()} />}
      {pending?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete user"
          confirmLabel="Delete User"
          danger
          busy={deleteUser.isPending}
          onClose={() => onClose()}
          onConfirm={() =>
            deleteUser.mutate(pending.user.id, {
              onSuccess: () => toast.success('User deleted successfully'),
              onError: (error) => toast.error(`Failed to delete user: ${errorMessage(error)}`),
              onSettled: () => onClose(),
            })
          }
        >
          {DELETE_USER_CONFIRM}
        </ConfirmDialog>
      )}
      {pending?.kind === 'suspend' && (
        <ConfirmDialog
          title="Suspend user"
          description={`${pending.user.name} · ${pending.user.email}`}
          confirmLabel="Suspend User"
          danger
          busy={suspendBusy}
          onClose={() => onClose()}
          onConfirm={() => onSuspend(pending.user, onClose)}
        >
          {SUSPEND_USER_CONFIRM}
        </ConfirmDialog>
      )}
      {pending?.kind === 'reset' && (
        <ConfirmDialog
          title="Reset password"
          confirmLabel="Send Email"
          busy={resetPassword.isPending}
          onClose={() => onClose()}
          onConfirm={() =>
            resetPassword.mutate(pending.user.id, {
              onSuccess: () => toast.success('Password reset email sent'),
              onError: () => toast.error('Failed to send password reset email'),
              onSettled: () => onClose(),
            })
          }
        >
          {RESET_PASSWORD_CONFIRM}
        </ConfirmDialog>
      )}
      {pending?.kind === 'bulkDelete' && (
        <ConfirmDialog
          title="Delete users"
          confirmLabel="Delete Users"
          danger
          busy={bulkBusy}
          onClose={() => onClose()}
          onConfirm={() => onBulk('delete', pending.ids)}
        >
          {bulkDeleteConfirm(pending.ids.length)}
        </ConfirmDialog>
      )}
      {pending?.kind === 'bulkSuspend' && (
        <ConfirmDialog
          title="Suspend users"
          confirmLabel="Suspend Users"
          danger
          busy={bulkBusy}
          onClose={() => onClose()}
          onConfirm={() => onBulk('suspend', pending.ids)}
        >
          {bulkSuspendConfirm(pending.ids.length)}
        </ConfirmDialog>
      )}
    </>
  );
}
