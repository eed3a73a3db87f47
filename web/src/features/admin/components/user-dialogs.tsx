import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { CreateUserBody } from '../../../../../shared/api/users';
import * as z from '../../../../../shared/api/zod';
import { Dialog } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { useStoreMoney } from '../hooks/use-store-money';
import { useCreateUser, useUpdateUser, type AdminUser } from '../api/users';
import { Options } from '../../../components/ui/options';

export const DELETE_USER_CONFIRM = 'Are you sure you want to delete this user?';
export const bulkDeleteConfirm = (n: number) => `Delete ${n} users permanently?`;
export const SUSPEND_USER_CONFIRM = 'They are signed out at once and cannot sign in until you activate them again.';
export const bulkSuspendConfirm = (n: number) =>
  `Suspend ${n} user${n === 1 ? '' : 's'}? They are signed out at once and cannot sign in until activated.`;
export const RESET_PASSWORD_CONFIRM = 'Send password reset email to this user?';

const ROLE_OPTIONS = [
  { value: 'user', label: 'User' },
  { value: 'artist', label: 'Artist' },
  { value: 'admin', label: 'Admin' },
] as const;

const dateTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
export const formatDateTime = (iso: string | null): string => {
  const date = iso ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? dateTime.format(date) : 'Never';
};

/** Every field of §3 User, read only. */
export function ViewUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { fromUsd } = useStoreMoney();
  const rows: [string, string][] = [
    ['Email', user.email],
    ['Role', user.role],
    ['Status', user.status],
    ['Joined', formatDateTime(user.created_at)],
    ['Last login', formatDateTime(user.last_login)],
    ['Purchases', String(user.total_purchases)],
    ['Total spent', fromUsd(user.total_spent)],
  ];
  return (
    <Dialog open onClose={onClose} title={user.name} description={`User ${user.id}`}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}

const EditForm = z.pick(CreateUserBody, { name: true, role: true });
type EditForm = z.input<typeof EditForm>;

export function EditUserDialog({ user, selfId, onClose }: { user: AdminUser; selfId: string | undefined; onClose: () => void }) {
  const update = useUpdateUser();
  const form = useForm<EditForm>({ resolver: zodResolver(EditForm), defaultValues: { name: user.name, role: user.role } });
  const submit = form.handleSubmit((values) =>
    update.mutate(
      { id: user.id, body: { name: values.name, ...(values.role !== user.role ? { role: values.role } : {}) } },
      {
        onSuccess: () => {
          toast.success('User updated successfully');
          onClose();
        },
        onError: (error) => toast.error(`Failed to update user: ${errorMessage(error)}`),
      },
    ),
  );
  return (
    <FormDialog
      title="Edit user"
      description={user.email}
      confirmLabel="Save Changes"
      busy={update.isPending}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
    >
      <Input label="Name" data-autofocus {...form.register('name')} error={form.formState.errors.name?.message} />
      <Select label="Role" disabled={user.id === selfId} {...form.register('role')}>
        <Options items={ROLE_OPTIONS} />
      </Select>
    </FormDialog>
  );
}

type AddForm = z.input<typeof CreateUserBody>;

/** Add User: the person gets a mail with a single-use link to choose a password. */
export function AddUserDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateUser();
  const form = useForm<AddForm>({ resolver: zodResolver(CreateUserBody), defaultValues: { name: '', email: '', role: 'user' } });
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (user) => {
        toast.success(`User added: an email to set a password was sent to ${user.email}`);
        onClose();
      },
      onError: (error) => toast.error(`Failed to add user: ${errorMessage(error)}`),
    }),
  );
  return (
    <FormDialog title="Add User" confirmLabel="Add User" busy={create.isPending} onSubmit={(e) => void submit(e)} onClose={onClose}>
      <Input label="Name" data-autofocus {...form.register('name')} error={form.formState.errors.name?.message} />
      <Input label="Email" type="email" {...form.register('email')} error={form.formState.errors.email?.message} />
      <Select label="Role" {...form.register('role')}>
        <Options items={ROLE_OPTIONS} />
      </Select>
    </FormDialog>
  );
}
