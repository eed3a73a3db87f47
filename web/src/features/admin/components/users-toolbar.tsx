import type { Role } from '../../../../../shared/api/auth';
import { Button } from '../../../components/ui/button';
import { FilterSelect } from '../../../components/ui/filter-select';
import { SearchInput } from '../../../components/ui/search-input';
import type { UserStatus } from '../api/users';

export type BulkAction = '' | 'activate' | 'suspend' | 'delete' | 'export';

const ROLE_OPTIONS = [
  ['all', 'All roles'],
  ['user', 'User'],
  ['artist', 'Artist'],
  ['admin', 'Admin'],
] as const;

const STATUS_OPTIONS = [
  ['all', 'All statuses'],
  ['active', 'Active'],
  ['suspended', 'Suspended'],
  ['pending', 'Pending'],
] as const;

const BULK_OPTIONS = [
  ['', 'Bulk actions'],
  ['activate', 'Activate'],
  ['suspend', 'Deactivate'],
  ['delete', 'Delete'],
  ['export', 'Export selected'],
] as const;

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
      <FilterSelect label="Role" value={role} onChange={onRole} options={ROLE_OPTIONS} className="lg:w-40" />
      <FilterSelect label="Status" value={status} onChange={onStatus} options={STATUS_OPTIONS} className="lg:w-40" />
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
      <FilterSelect label="Bulk action" value={action} onChange={onAction} options={BULK_OPTIONS} className="h-9 w-48" />
      <Button variant="secondary" size="sm" loading={busy} onClick={onApply}>
        Apply
      </Button>
      <p className="text-sm text-muted">{selected} selected</p>
    </div>
  );
}
