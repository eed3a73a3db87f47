import type { AdminOrderStatusFilter } from '../../../../../shared/api/orders';
import { cn } from '../../../lib/cn';
import { inputClasses } from '../../../components/ui/input';
import { SearchInput } from '../../../components/ui/search-input';
import { Options } from '../../../components/ui/options';

export type StatusFilter = 'all' | AdminOrderStatusFilter;

// Admin §2.3's order: processing = pending with the payment submitted, awaiting the admin's check.
const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'completed', label: 'Completed' },
  { value: 'pending', label: 'Pending' },
  { value: 'processing', label: 'Processing (payment submitted)' },
  { value: 'failed', label: 'Failed' },
  { value: 'refund_due', label: 'Refund due' },
];

interface OrdersFilterBarProps {
  search: string;
  onSearch: (search: string) => void;
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
}

/** Free-text search and the status filter above the admin orders table. */
export function OrdersFilterBar({ search, onSearch, status, onStatus }: OrdersFilterBarProps) {
  return (
    <div role="search" className="flex flex-col gap-3 border-b border-line p-4 sm:flex-row">
      <SearchInput label="Search orders" placeholder="Search by order ID, customer, song or plan" value={search} onChange={onSearch} />
      <select
        aria-label="Status"
        value={status}
        onChange={(event) => onStatus(event.target.value as StatusFilter)}
        className={cn(inputClasses, 'sm:w-48')}
      >
        <Options items={STATUS_OPTIONS} />
      </select>
    </div>
  );
}
