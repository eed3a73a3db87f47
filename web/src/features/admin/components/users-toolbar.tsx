import type { Role } from '../../../../../shared/api/auth';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input';
import { SearchInput } from '../../../components/ui/search-input';
import { cn } from '../../../lib/cn';
import type { UserStatus } from '../api/users';

export type BulkAction = '' | 'activate' | 'suspend' | 'delete' | 'export';

interface UsersFilterBarProps {
  search: string;
  onSearch: (search: string) => void;
  role: 'all' | Role;
  onRole: (role: 'all' | Role) => void;
  status: 'all' | UserStatus;
  onStatus: (status: 'all' | UserStatus) => void;
}

/** Free-text search and the role and status filters above the admin users table. */
export function UsersFilterBar({ search, onSearch, role, onRole, status, onStatus }: UsersFilterBarProps) {
  return (
    <div role="search" className="flex flex-col gap-3 border-b border-line p-4 lg:flex-row">
      <SearchInput label="Search users" placeholder="Search by name or email" value={search} onChange={onSearch} />
      <select
        aria-label="Role"
        value={role}
        onChange={(e) => onRole(e.target.value as typeof role)}
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
        onChange={(e) => onStatus(e.target.value as typeof status)}
        className={cn(inputClasses, 'lg:w-40')}
      >
        <option value="all">All statuses</option>
        <option value="active">Active</option>
        <option value="suspended">Suspended</option>
        <option value="pending">Pending</option>
      </select>
    </div>
  );
}

interface BulkActionsBarProps {
  action: BulkAction;
  onAction: (action: BulkAction) => void;
  selected: number;
  busy: boolean;
  onApply: () => void;
}

/** The bulk action picker and its Apply button over the selected users. */
export function BulkActionsBar({ action, onAction, selected, busy, onApply }: BulkActionsBarProps) {
  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-line px-4 py-3">
      <select
        aria-label="Bulk action"
        value={action}
        onChange={(e) => onAction(e.target.value as BulkAction)}
        className={cn(inputClasses, 'h-9 w-48')}
      >
        <option value="">Bulk actions</option>
        <option value="activate">Activate</option>
        <option value="suspend">Deactivate</option>
        <option value="delete">Delete</option>
        <option value="export">Export selected</option>
      </select>
      <Button variant="secondary" size="sm" loading={busy} onClick={onApply}>
        Apply
      </Button>
      <p className="text-sm text-muted">{selected} selected</p>
    </div>
  );
}
