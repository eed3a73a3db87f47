import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteUser, useResetUserPassword, type AdminUser } from '../api/users';
import { ConfirmActionDialog } from './confirm-action-dialog';
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

/** The two bulk confirmations: what each asks and runs. */
const BULK = {
  bulkDelete: { title: 'Delete users', confirmLabel: 'Delete Users', action: 'delete', question: bulkDeleteConfirm },
  bulkSuspend: { title: 'Suspend users', confirmLabel: 'Suspend Users', action: 'suspend', question: bulkSuspendConfirm },
} as const;

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
        <ConfirmActionDialog
          title="Delete user"
          confirmLabel="Delete User"
          danger
          action={deleteUser}
          variables={pending.user.id}
          done="User deleted successfully"
          onFailure={(error) => toast.error(`Failed to delete user: ${errorMessage(error)}`)}
          onClose={() => onClose()}
        >
          {DELETE_USER_CONFIRM}
        </ConfirmActionDialog>
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
        <ConfirmActionDialog
          title="Reset password"
          confirmLabel="Send Email"
          action={resetPassword}
          variables={pending.user.id}
          done="Password reset email sent"
          onFailure={() => toast.error('Failed to send password reset email')}
          onClose={() => onClose()}
        >
          {RESET_PASSWORD_CONFIRM}
        </ConfirmActionDialog>
      )}
      {(pending?.kind === 'bulkDelete' || pending?.kind === 'bulkSuspend') && (
        <ConfirmDialog
          title={BULK[pending.kind].title}
          confirmLabel={BULK[pending.kind].confirmLabel}
          danger
          busy={bulkBusy}
          onClose={() => onClose()}
          onConfirm={() => onBulk(BULK[pending.kind].action, pending.ids)}
        >
          {BULK[pending.kind].question(pending.ids.length)}
        </ConfirmDialog>
      )}
    </>
  );
}
