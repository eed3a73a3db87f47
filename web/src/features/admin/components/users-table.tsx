import { ArrowDown, ArrowUp, ArrowUpDown, Eye, KeyRound, Pencil, ShieldBan, ShieldCheck, Trash2 } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { NARROW_SCREEN, useMediaQuery } from '../../../lib/use-media-query';
import { useStoreMoney } from '../hooks/use-store-money';
import { RowActionsMenu, type RowAction } from './row-actions-menu';
import type { AdminUser, UserSort, UserStatus } from '../api/users';
import { formatDateTime } from './user-dialogs';
import { NameLines } from '../../../components/ui/name-lines';
import { CardList } from './card-list';

export type UserAction = 'view' | 'edit' | 'delete' | 'reset';

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

interface UsersTableProps {
  users: AdminUser[];
  pending: boolean;
  loaded: boolean;
  /** The previous page still on screen while the next one loads. */
  stale: boolean;
  sort: { key: UserSort; order: 'asc' | 'desc' };
  onSort: (key: UserSort) => void;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  selfId: string | undefined;
  onAction: (action: UserAction, user: AdminUser) => void;
  onToggleStatus: (user: AdminUser) => void;
}

/** The admin users table: sortable columns, row selection and the per-row actions. */
export function UsersTable(props: UsersTableProps) {
  const narrow = useMediaQuery(NARROW_SCREEN);
  const { users, pending, loaded, stale, sort, onSort, selected, onToggle, onToggleAll, ...rowProps } = props;
  if (narrow) return <UserCards {...props} />;
  const allOnPage = users.length > 0 && users.every((u) => selected.has(u.id));
  return (
    <div className="overflow-x-auto">
      <table className={cn('w-full min-w-[48rem] text-left text-sm', stale && 'opacity-60')}>
        <thead className="text-xs uppercase tracking-wider text-muted">
          <tr>
            <th scope="col" className="w-10 px-4 py-3">
              <input type="checkbox" aria-label="Select all users on this page" checked={allOnPage} onChange={onToggleAll} />
            </th>
            {SORTS.map((s) => (
              <th
                key={s.key}
                scope="col"
                className="px-4 py-3 font-semibold"
                aria-sort={sort.key === s.key ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                <button type="button" className="inline-flex items-center gap-1 uppercase" onClick={() => onSort(s.key)}>
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
        <tbody aria-busy={pending}>
          {pending &&
            Array.from({ length: 5 }, (_, i) => (
              <tr key={i} className="border-t border-line">
                <td colSpan={7} className="px-4 py-3">
                  <div className="h-5 animate-pulse rounded bg-raised" />
                </td>
              </tr>
            ))}
          {loaded && users.length === 0 && (
            <tr className="border-t border-line">
              <td colSpan={7} className="px-4 py-8 text-center text-muted">
                No users found matching your criteria
              </td>
            </tr>
          )}
          {users.map((user) => (
            <UserRow key={user.id} user={user} checked={selected.has(user.id)} onToggle={() => onToggle(user.id)} {...rowProps} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface UserRowProps extends Pick<UsersTableProps, 'selfId' | 'onAction' | 'onToggleStatus'> {
  user: AdminUser;
  checked: boolean;
  onToggle: () => void;
}

function UserRow({ user, checked, onToggle, selfId, onAction, onToggleStatus }: UserRowProps) {
  const { fromUsd } = useStoreMoney();
  return (
    <tr className="border-t border-line">
      <td className="px-4 py-3">
        <input type="checkbox" aria-label={`Select ${user.name}`} checked={checked} onChange={onToggle} />
      </td>
      <td className="px-4 py-3">
        {/* A table cell's max-width is ignored, so the bound sits on the text: cut, whole on hover. */}
        <NameLines name={user.name} detail={user.email} fit="max-w-64 truncate" detailClassName="text-xs text-muted" />
      </td>
      <td className="px-4 py-3 capitalize">{user.role}</td>
      <td className="px-4 py-3">
        <StatusBadge status={user.status} />
      </td>
      <td className="px-4 py-3 tabular-nums text-muted">
        {joinedFormat.format(new Date(user.created_at))}
        <p className="text-xs">Last login: {formatDateTime(user.last_login)}</p>
      </td>
      <td className="px-4 py-3 tabular-nums">
        {user.total_purchases} · {fromUsd(user.total_spent)}
      </td>
      <td className="px-4 py-3">
        <div className="flex justify-end gap-1">
          <UserActions user={user} selfId={selfId} onAction={onAction} onToggleStatus={onToggleStatus} />
        </div>
      </td>
    </tr>
  );
}

type ActionProps = Pick<UserRowProps, 'user' | 'selfId' | 'onAction' | 'onToggleStatus'>;

/** View stays one click away; the rest sits in the row's menu (delete is never offered for an admin). */
function UserActions({ user, selfId, onAction, onToggleStatus }: ActionProps) {
  const actions: RowAction[] = [{ label: 'Edit', name: `Edit ${user.name}`, icon: Pencil, onSelect: () => onAction('edit', user) }];
  if (user.id !== selfId)
    actions.push(
      user.status === 'suspended'
        ? { label: 'Activate', name: `Activate ${user.name}`, icon: ShieldCheck, onSelect: () => onToggleStatus(user) }
        : { label: 'Suspend', name: `Suspend ${user.name}`, icon: ShieldBan, danger: true, onSelect: () => onToggleStatus(user) },
    );
  actions.push({
    label: 'Reset password',
    name: `Reset password of ${user.name}`,
    icon: KeyRound,
    onSelect: () => onAction('reset', user),
  });
  if (user.role !== 'admin')
    actions.push({ label: 'Delete', name: `Delete ${user.name}`, icon: Trash2, danger: true, onSelect: () => onAction('delete', user) });
  return (
    <>
      <IconButton label={`View ${user.name}`} icon={Eye} onClick={() => onAction('view', user)} />
      <RowActionsMenu label={`Actions for ${user.name}`} actions={actions} />
    </>
  );
}

function StatusBadge({ status }: { status: UserStatus }) {
  return <span className={cn('rounded-full border px-2 py-0.5 text-xs font-semibold capitalize', STATUS_CLASS[status])}>{status}</span>;
}

/** A phone's view of one user: the row's facts and actions, stacked. */
function UserCard({ user, checked, onToggle, ...actionProps }: UserRowProps) {
  return (
    <li className="flex gap-3 border-t border-line px-4 py-3" data-testid={`user-card-${user.id}`}>
      <input type="checkbox" aria-label={`Select ${user.name}`} checked={checked} onChange={onToggle} className="mt-1" />
      <div className="min-w-0 flex-1">
        <NameLines name={user.name} detail={user.email} detailClassName="text-xs text-muted" />
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="capitalize">{user.role}</span>
          <StatusBadge status={user.status} />
          <span className="tabular-nums text-muted">Joined {joinedFormat.format(new Date(user.created_at))}</span>
          <span className="tabular-nums text-muted">{user.total_purchases} purchases</span>
        </div>
      </div>
      <div className="flex shrink-0 items-start gap-1">
        <UserActions user={user} {...actionProps} />
      </div>
    </li>
  );
}

function UserCards({ users, pending, loaded, stale, selected, onToggle, ...rowProps }: UsersTableProps) {
  return (
    <CardList
      label="Users"
      pending={pending}
      busy={pending}
      stale={stale}
      empty={
        loaded &&
        users.length === 0 && (
          <li className="border-t border-line px-4 py-8 text-center text-muted">No users found matching your criteria</li>
        )
      }
    >
      {users.map((user) => (
        <UserCard key={user.id} user={user} checked={selected.has(user.id)} onToggle={() => onToggle(user.id)} {...rowProps} />
      ))}
    </CardList>
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
