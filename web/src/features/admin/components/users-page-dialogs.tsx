import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteUser, useResetUserPassword, type AdminUser } from '../api/users';
import {
  AddUserDialog,
  bulkDeleteConfirm,
  ConfirmDialog,
  DELETE_USER_CONFIRM,
  EditUserDialog,
  RESET_PASSWORD_CONFIRM,
  ViewUserDialog,
} from './user-dialogs';

/** The dialog the admin users page has open, if any. */
export type Pending =
  { kind: 'view' | 'edit' | 'delete' | 'reset'; user: AdminUser } | { kind: 'bulkDelete'; ids: string[] } | { kind: 'add' };

interface UserDialogsProps {
  pending: Pending;
  selfId: string | undefined;
  bulkBusy: boolean;
  onBulkDelete: (ids: string[]) => void;
  onClose: () => void;
}

/** The add, view, edit and confirmation dialogs of the admin users page. */
export function UserDialogs({ pending, selfId, bulkBusy, onBulkDelete, onClose }: UserDialogsProps) {
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
          question={DELETE_USER_CONFIRM}
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
        />
      )}
      {pending?.kind === 'reset' && (
        <ConfirmDialog
          title="Reset password"
          question={RESET_PASSWORD_CONFIRM}
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
        />
      )}
      {pending?.kind === 'bulkDelete' && (
        <ConfirmDialog
          title="Delete users"
          question={bulkDeleteConfirm(pending.ids.length)}
          confirmLabel="Delete Users"
          danger
          busy={bulkBusy}
          onClose={() => onClose()}
          onConfirm={() => onBulkDelete(pending.ids)}
        />
      )}
    </>
  );
}
