import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useAdminUsers, type AdminUser } from '../api/users';

const joined = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

const formatJoined = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : joined.format(date);
};

const ROLE_LABEL: Record<AdminUser['role'], string> = { admin: 'Admin', artist: 'Artist', user: 'User' };

const STATUS_CLASS: Record<AdminUser['status'], string> = {
  active: 'border-success/40 bg-success/10 text-success',
  suspended: 'border-danger/40 bg-danger/10 text-danger',
  pending: 'border-brand/40 bg-brand/10 text-brand',
};

export function UsersTable() {
  const query = useAdminUsers();
  const users = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section id="users" aria-labelledby="users-heading" className="scroll-mt-24 rounded-2xl border border-line bg-surface">
      <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-4">
        <h2 id="users-heading" className="text-lg font-bold">
          Users
        </h2>
        {query.isSuccess && (
          <p className="text-sm text-muted">
            {users.length}
            {query.hasNextPage ? '+' : ''} shown
          </p>
        )}
      </div>
      {query.isError ? (
        <div role="alert" className="p-6 text-sm text-danger">
          Could not load users: {errorMessage(query.error)}
          <Button variant="secondary" size="sm" className="ml-4" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="text-xs uppercase tracking-wider text-muted">
              <tr>
                <th scope="col" className="px-5 py-3 font-semibold">
                  Name
                </th>
                <th scope="col" className="px-5 py-3 font-semibold">
                  Email
                </th>
                <th scope="col" className="px-5 py-3 font-semibold">
                  Role
                </th>
                <th scope="col" className="px-5 py-3 font-semibold">
                  Status
                </th>
                <th scope="col" className="px-5 py-3 font-semibold">
                  Joined
                </th>
              </tr>
            </thead>
            <tbody aria-busy={query.isPending}>
              {query.isPending &&
                Array.from({ length: 5 }, (_, i) => (
                  <tr key={i} className="border-t border-line">
                    <td colSpan={5} className="px-5 py-3">
                      <div className="h-5 animate-pulse rounded bg-raised" />
                    </td>
                  </tr>
                ))}
              {query.isSuccess && users.length === 0 && (
                <tr className="border-t border-line">
                  <td colSpan={5} className="px-5 py-8 text-center text-muted">
                    No users found matching your criteria
                  </td>
                </tr>
              )}
              {users.map((user) => (
                <tr key={user.id} className="border-t border-line">
                  <td className="px-5 py-3 font-medium text-ink">{user.name}</td>
                  <td className="px-5 py-3 text-muted">{user.email}</td>
                  <td className="px-5 py-3">{ROLE_LABEL[user.role]}</td>
                  <td className="px-5 py-3">
                    <span className={cn('rounded-full border px-2 py-0.5 text-xs font-semibold capitalize', STATUS_CLASS[user.status])}>
                      {user.status}
                    </span>
                  </td>
                  <td className="px-5 py-3 tabular-nums text-muted">{formatJoined(user.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {query.hasNextPage && (
        <div className="flex justify-center border-t border-line p-4">
          <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
    </section>
  );
}
