import { useState } from 'react';
import { DollarSign, Download, UserCheck, UserPlus, Users, UserX } from 'lucide-react';
import { toast } from 'sonner';
import type { Role } from '../../../../../shared/api/auth';
import { USERS_PAGE_SIZE } from '../../../../../shared/api/users';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { useSession } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  exportUsersCsv,
  useBulkUsers,
  useSetUserStatus,
  useUsersPage,
  useUserStats,
  type AdminUser,
  type UsersFilter,
  type UserSort,
  type UserStatus,
} from '../api/users';
import { AdminHeader } from './admin-layout';
import { ListLoadError } from './list-load-error';
import { ListPager } from './list-pager';
import { StatCard } from './stat-card';
import { ArtistApplications } from './artist-applications';
import { useStoreMoney } from '../hooks/use-store-money';
import { UserDialogs, type Pending } from './users-page-dialogs';
import { useFilteredPages } from '../hooks/use-filtered-pages';
import { BulkActionsBar, UsersFilterBar, type BulkAction } from './users-toolbar';
import { UsersTable } from './users-table';
import { TitledSection } from '../../../components/ui/titled-section';

/** Local calendar date in the file name: users-2025-03-14.csv. */
export const usersExportFileName = (now = new Date()): string =>
  `users-${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}.csv`;

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
  const { pages, list, items: users, nextCursor, state } = useFilteredPages(filter, useUsersPage);
  const { pageIndex } = pages;
  const stats = useUserStats();

  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkAction, setBulkAction] = useState<BulkAction>('');
  const [pending, setPending] = useState<Pending>();
  const [exporting, setExporting] = useState(false);

  const setUserStatus = useSetUserStatus();
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
    else if (bulkAction === 'suspend') setPending({ kind: 'bulkSuspend', ids });
    else runBulk(bulkAction, ids);
  };

  const changeStatus = (user: AdminUser, next: 'active' | 'suspended', done?: () => void) =>
    setUserStatus.mutate(
      { id: user.id, status: next },
      {
        onSuccess: () => toast.success(next === 'active' ? 'User activated successfully' : 'User suspended successfully'),
        onError: (error) => toast.error(`Failed to update user status: ${errorMessage(error)}`),
        onSettled: done,
      },
    );
  // Suspending ends the user's sessions, so it is confirmed first; activating gives access back at once.
  const toggleStatus = (user: AdminUser) =>
    user.status === 'suspended' ? changeStatus(user, 'active') : setPending({ kind: 'suspend', user });

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

      <TitledSection title="Users list" className="mt-6 rounded-2xl border border-line bg-surface" titleClassName="sr-only">
        <UsersFilterBar search={search} onSearch={setSearch} role={role} onRole={setRole} status={status} onStatus={setStatus} />
        <BulkActionsBar action={bulkAction} onAction={setBulkAction} selected={selected.size} busy={bulk.isPending} onApply={apply} />

        {list.isError && users.length === 0 ? (
          <ListLoadError what="users" query={list} />
        ) : (
          <UsersTable
            users={users}
            {...state}
            sort={sort}
            onSort={sortBy}
            selected={selected}
            onToggle={toggle}
            onToggleAll={toggleAll}
            selfId={me?.id}
            onAction={(kind, user) => setPending({ kind, user })}
            onToggleStatus={toggleStatus}
          />
        )}

        {users.length > 0 && (pageIndex > 0 || nextCursor !== undefined || list.data?.total !== undefined) && (
          <ListPager noun="users" pageSize={USERS_PAGE_SIZE} shown={users.length} total={list.data?.total} pages={pages} list={list} />
        )}
      </TitledSection>

      {pending && (
        <UserDialogs
          pending={pending}
          selfId={me?.id}
          bulkBusy={bulk.isPending}
          onBulk={runBulk}
          onSuspend={(user, done) => changeStatus(user, 'suspended', done)}
          suspendBusy={setUserStatus.isPending}
          onClose={() => setPending(undefined)}
        />
      )}
    </>
  );
}
