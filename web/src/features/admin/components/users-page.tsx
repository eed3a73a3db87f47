import { useState } from 'react';
import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  DollarSign,
  Download,
  Eye,
  KeyRound,
  Pencil,
  Search,
  ShieldBan,
  ShieldCheck,
  Trash2,
  UserCheck,
  UserPlus,
  Users,
  UserX,
} from 'lucide-react';
import { toast } from 'sonner';
import type { Role } from '../../../../../shared/api/auth';
import { USERS_PAGE_SIZE } from '../../../../../shared/api/users';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { saveBlob } from '../../../lib/download';
import { useSession } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  exportUsersCsv,
  useBulkUsers,
  useDeleteUser,
  useResetUserPassword,
  useSetUserStatus,
  useUsersPage,
  useUserStats,
  type AdminUser,
  type UsersFilter,
  type UserSort,
  type UserStatus,
} from '../api/users';
import { AdminHeader } from './admin-layout';
import { OrdersPager } from './orders-pager';
import { StatCard } from './stat-card';
import { useStoreMoney } from '../hooks/use-store-money';
import { ArtistApplications } from './artist-applications';
import {
  AddUserDialog,
  bulkDeleteConfirm,
  ConfirmDialog,
  DELETE_USER_CONFIRM,
  EditUserDialog,
  formatDateTime,
  RESET_PASSWORD_CONFIRM,
  ViewUserDialog,
} from './user-dialogs';

/** Local calendar date in the file name: users-2025-03-14.csv. */
export const usersExportFileName = (now = new Date()): string =>
  `users-${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}.csv`;

type BulkAction = '' | 'activate' | 'suspend' | 'delete' | 'export';

const SORTS: { key: UserSort; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'role', label: 'Role' },
  { key: 'status', label: 'Status' },
  { key: 'joined', label: 'Joined' },
];

const STATUS_CLASS: Record<UserStatus, string> = {
  active: 'border-success/40 bg-success/10 text-success',
  suspended: 'border-danger/40 bg-danger/10 text-danger',
  pending: 'border-brand/40 bg-brand/10 text-brand',
};

const joinedFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

type Pending = { kind: 'view' | 'edit' | 'delete' | 'reset'; user: AdminUser } | { kind: 'bulkDelete'; ids: string[] } | { kind: 'add' };

/** Admin §2.7: cards, search, filters, sortable columns, selection with bulk Apply, CSV from the server, per-row actions. */
export function AdminUsersPage() {
  const { fromTaka } = useStoreMoney();
  const { user: me } = useSession();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<'all' | Role>('all');
  const [status, setStatus] = useState<'all' | UserStatus>('all');
  const [sort, setSort] = useState<{ key: UserSort; order: 'asc' | 'desc' }>({ key: 'joined', order: 'desc' });
  const q = useDebouncedValue(search.trim(), 300);
  const filter: UsersFilter = {
    ...(q ? { q } : {}),
    ...(role !== 'all' ? { role } : {}),
    ...(status !== 'all' ? { status } : {}),
    sort: sort.key,
    order: sort.order,
  };
  const filterKey = JSON.stringify(filter);

  const [pages, setPages] = useState<{ key: string; cursors: (string | undefined)[] }>({ key: filterKey, cursors: [undefined] });
  const cursors = pages.key === filterKey ? pages.cursors : [undefined];
  if (pages.key !== filterKey) setPages({ key: filterKey, cursors: [undefined] });
  const pageIndex = cursors.length - 1;

  const list = useUsersPage(filter, cursors[pageIndex]);
  const stats = useUserStats();
  const users = list.data?.items ?? [];
  const nextCursor = list.data?.nextCursor;

  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkAction, setBulkAction] = useState<BulkAction>('');
  const [pending, setPending] = useState<Pending>();
  const [exporting, setExporting] = useState(false);

  const setUserStatus = useSetUserStatus();
  const deleteUser = useDeleteUser();
  const resetPassword = useResetUserPassword();
  const bulk = useBulkUsers();

  const allOnPage = users.length > 0 && users.every((u) => selected.has(u.id));
  const toggleAll = () =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const u of users)
        if (allOnPage) next.delete(u.id);
        else next.add(u.id);
      return next;
    });
  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const sortBy = (key: UserSort) =>
    setSort((prev) =>
      prev.key === key ? { key, order: prev.order === 'asc' ? 'desc' : 'asc' } : { key, order: key === 'joined' ? 'desc' : 'asc' },
    );

  const download = async (input: Parameters<typeof exportUsersCsv>[0]) => {
    setExporting(true);
    try {
      saveBlob(await exportUsersCsv(input), usersExportFileName());
      toast.success('Users exported successfully!');
    } catch {
      toast.error('Failed to export users');
    } finally {
      setExporting(false);
    }
  };

  const runBulk = (action: 'activate' | 'suspend' | 'delete', ids: string[]) =>
    bulk.mutate(
      { action, userIds: ids },
      {
        onSuccess: (result) => {
          setSelected(new Set());
          setBulkAction('');
          setPending(undefined);
          if (result.failed === 0) toast.success(`${result.succeeded} users updated`);
          else
            toast.warning(`${result.succeeded} users updated, ${result.failed} failed: ${result.results.find((r) => !r.ok)?.error ?? ''}`);
        },
        onError: () => {
          setPending(undefined);
          toast.error('Bulk action failed');
        },
      },
    );

  const apply = () => {
    const ids = [...selected];
    // Admin §5: Apply needs both an action and a selection.
    if (!bulkAction || ids.length === 0) return;
    if (bulkAction === 'export') void download({ ids });
    else if (bulkAction === 'delete') setPending({ kind: 'bulkDelete', ids });
    else runBulk(bulkAction, ids);
  };

  const toggleStatus = (user: AdminUser) => {
    const next = user.status === 'suspended' ? 'active' : 'suspended';
    setUserStatus.mutate(
      { id: user.id, status: next },
      {
        onSuccess: () => toast.success(next === 'active' ? 'User activated successfully' : 'User suspended successfully'),
        onError: (error) => toast.error(`Failed to update user status: ${errorMessage(error)}`),
      },
    );
  };

  const first = pageIndex * USERS_PAGE_SIZE + 1;
  const last = first + users.length - 1;

  return (
    <>
      <AdminHeader
        title="Users"
        description="Search, filter and manage every account."
        actions={
          <>
            <Button variant="secondary" loading={exporting} onClick={() => void download(filter)}>
              {!exporting && <Download aria-hidden="true" className="size-4" />}
              Export CSV
            </Button>
            <Button onClick={() => setPending({ kind: 'add' })}>
              <UserPlus aria-hidden="true" className="size-4" />
              Add User
            </Button>
          </>
        }
      />

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Users" value={stats.data?.total.toLocaleString('en-US')} icon={Users} />
        <StatCard label="Active Users" value={stats.data?.active.toLocaleString('en-US')} icon={UserCheck} tone="text-success" />
        <StatCard label="Suspended" value={stats.data?.suspended.toLocaleString('en-US')} icon={UserX} tone="text-danger" />
        <StatCard label="Revenue" value={stats.data ? fromTaka(stats.data.revenue) : undefined} icon={DollarSign} />
      </div>

      <ArtistApplications />

      <section aria-labelledby="users-list-heading" className="mt-6 rounded-2xl border border-line bg-surface">
        <h2 id="users-list-heading" className="sr-only">
          Users list
        </h2>
        <div role="search" className="flex flex-col gap-3 border-b border-line p-4 lg:flex-row">
          <div className="relative flex-1">
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
            <input
              type="search"
              aria-label="Search users"
              placeholder="Search by name or email"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              maxLength={100}
              className={cn(inputClasses, 'pl-9')}
            />
          </div>
          <select
            aria-label="Role"
            value={role}
            onChange={(e) => setRole(e.target.value as typeof role)}
            className={cn(inputClasses, 'lg:w-40')}
          >
            <option value="all">All roles</option>
            <option value="user">User</option>
            <option value="artist">Artist</option>
            <option value="admin">Admin</option>
          </select>
          <select
            aria-label="Status"
            value={status}
            onChange={(e) => setStatus(e.target.value as typeof status)}
            className={cn(inputClasses, 'lg:w-40')}
          >
            <option value="all">All statuses</option>
            <option value="active">Active</option>
            <option value="suspended">Suspended</option>
            <option value="pending">Pending</option>
          </select>
        </div>

        <div className="flex flex-wrap items-center gap-3 border-b border-line px-4 py-3">
          <select
            aria-label="Bulk action"
            value={bulkAction}
            onChange={(e) => setBulkAction(e.target.value as BulkAction)}
            className={cn(inputClasses, 'h-9 w-48')}
          >
            <option value="">Bulk actions</option>
            <option value="activate">Activate</option>
            <option value="suspend">Deactivate</option>
            <option value="delete">Delete</option>
            <option value="export">Export selected</option>
          </select>
          <Button variant="secondary" size="sm" loading={bulk.isPending} onClick={apply}>
            Apply
          </Button>
          <p className="text-sm text-muted">{selected.size} selected</p>
        </div>

        {list.isError && users.length === 0 ? (
          <div role="alert" className="p-6 text-sm text-danger">
            Failed to load users: {errorMessage(list.error)}
            <Button variant="secondary" size="sm" className="ml-4" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="overflow-x-auto">
            <table className={cn('w-full min-w-[56rem] text-left text-sm', list.isPlaceholderData && 'opacity-60')}>
              <thead className="text-xs uppercase tracking-wider text-muted">
                <tr>
                  <th scope="col" className="w-10 px-4 py-3">
                    <input type="checkbox" aria-label="Select all users on this page" checked={allOnPage} onChange={toggleAll} />
                  </th>
                  {SORTS.map((s) => (
                    <th
                      key={s.key}
                      scope="col"
                      className="px-4 py-3 font-semibold"
                      aria-sort={sort.key === s.key ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      <button type="button" className="inline-flex items-center gap-1 uppercase" onClick={() => sortBy(s.key)}>
                        {s.label}
                        {sort.key !== s.key ? (
                          <ArrowUpDown aria-hidden="true" className="size-3" />
                        ) : sort.order === 'asc' ? (
                          <ArrowUp aria-hidden="true" className="size-3" />
                        ) : (
                          <ArrowDown aria-hidden="true" className="size-3" />
                        )}
                      </button>
                    </th>
                  ))}
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Purchases
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody aria-busy={list.isPending}>
                {list.isPending &&
                  Array.from({ length: 5 }, (_, i) => (
                    <tr key={i} className="border-t border-line">
                      <td colSpan={7} className="px-4 py-3">
                        <div className="h-5 animate-pulse rounded bg-raised" />
                      </td>
                    </tr>
                  ))}
                {list.isSuccess && users.length === 0 && (
                  <tr className="border-t border-line">
                    <td colSpan={7} className="px-4 py-8 text-center text-muted">
                      No users found matching your criteria
                    </td>
                  </tr>
                )}
                {users.map((user) => (
                  <tr key={user.id} className="border-t border-line">
                    <td className="px-4 py-3">
                      <input
                        type="checkbox"
                        aria-label={`Select ${user.name}`}
                        checked={selected.has(user.id)}
                        onChange={() => toggle(user.id)}
                      />
                    </td>
                    <td className="px-4 py-3">
                      <p className="font-medium text-ink">{user.name}</p>
                      <p className="text-xs text-muted">{user.email}</p>
                    </td>
                    <td className="px-4 py-3 capitalize">{user.role}</td>
                    <td className="px-4 py-3">
                      <span className={cn('rounded-full border px-2 py-0.5 text-xs font-semibold capitalize', STATUS_CLASS[user.status])}>
                        {user.status}
                      </span>
                    </td>
                    <td className="px-4 py-3 tabular-nums text-muted">
                      {joinedFormat.format(new Date(user.created_at))}
                      <p className="text-xs">Last login: {formatDateTime(user.last_login)}</p>
                    </td>
                    <td className="px-4 py-3 tabular-nums">
                      {user.total_purchases} · ${user.total_spent.toFixed(2)}
                    </td>
                    <td className="px-4 py-3">
                      <div className="flex justify-end gap-1">
                        <IconButton label={`View ${user.name}`} icon={Eye} onClick={() => setPending({ kind: 'view', user })} />
                        <IconButton label={`Edit ${user.name}`} icon={Pencil} onClick={() => setPending({ kind: 'edit', user })} />
                        {user.id !== me?.id && (
                          <IconButton
                            label={`${user.status === 'suspended' ? 'Activate' : 'Suspend'} ${user.name}`}
                            icon={user.status === 'suspended' ? ShieldCheck : ShieldBan}
                            onClick={() => toggleStatus(user)}
                          />
                        )}
                        <IconButton
                          label={`Reset password of ${user.name}`}
                          icon={KeyRound}
                          onClick={() => setPending({ kind: 'reset', user })}
                        />
                        {user.role !== 'admin' && (
                          <IconButton
                            label={`Delete ${user.name}`}
                            icon={Trash2}
                            danger
                            onClick={() => setPending({ kind: 'delete', user })}
                          />
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}

        {users.length > 0 && (pageIndex > 0 || nextCursor !== undefined || list.data?.total !== undefined) && (
          <OrdersPager
            noun="users"
            first={first}
            last={last}
            total={list.data?.total}
            canGoBack={pageIndex > 0}
            canGoOn={!!nextCursor && !list.isPlaceholderData}
            onPrevious={() => setPages({ key: filterKey, cursors: cursors.slice(0, -1) })}
            onNext={() => setPages({ key: filterKey, cursors: [...cursors, nextCursor] })}
          />
        )}
      </section>

      {pending?.kind === 'add' && <AddUserDialog onClose={() => setPending(undefined)} />}
      {pending?.kind === 'view' && <ViewUserDialog user={pending.user} onClose={() => setPending(undefined)} />}
      {pending?.kind === 'edit' && <EditUserDialog user={pending.user} selfId={me?.id} onClose={() => setPending(undefined)} />}
      {pending?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete user"
          question={DELETE_USER_CONFIRM}
          confirmLabel="Delete User"
          danger
          busy={deleteUser.isPending}
          onClose={() => setPending(undefined)}
          onConfirm={() =>
            deleteUser.mutate(pending.user.id, {
              onSuccess: () => toast.success('User deleted successfully'),
              onError: (error) => toast.error(`Failed to delete user: ${errorMessage(error)}`),
              onSettled: () => setPending(undefined),
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
          onClose={() => setPending(undefined)}
          onConfirm={() =>
            resetPassword.mutate(pending.user.id, {
              onSuccess: () => toast.success('Password reset email sent'),
              onError: () => toast.error('Failed to send password reset email'),
              onSettled: () => setPending(undefined),
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
          busy={bulk.isPending}
          onClose={() => setPending(undefined)}
          onConfirm={() => runBulk('delete', pending.ids)}
        />
      )}
    </>
  );
}

function IconButton({ label, icon: Icon, danger, onClick }: { label: string; icon: typeof Eye; danger?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn('rounded-md p-1.5 text-muted hover:bg-raised hover:text-ink', danger && 'hover:text-danger')}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}
