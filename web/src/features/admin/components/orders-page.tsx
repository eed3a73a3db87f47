import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Check, ChevronLeft, ChevronRight, Clock, Download, Eye, RefreshCw, Search, ShoppingBag, TrendingUp, X, CheckCircle2 } from 'lucide-react';
import { toast } from 'sonner';
import type { OrderStatus } from '../../../../../shared/api/orders';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { saveBlob } from '../../../lib/download';
import { formatAdminAmount, formatDateTime, orderTitle, PAYMENT_METHOD_LABEL, type Order } from '../../../lib/orders';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input';
import { OrderStatusBadge } from '../../../components/orders/order-status-badge';
import { PaymentMethodIcon } from '../../../components/orders/payment-method-icon';
import { ADMIN_ORDERS_PAGE_SIZE, exportOrdersCsv, useAdminOrders, useAdminOrderStats, type AdminOrdersFilter } from '../api/orders';
import { AdminHeader } from './admin-layout';
import { StatCard } from './stat-card';
import { OrderDecisionDialog, type Decision } from './order-decision-dialog';

type StatusFilter = 'all' | OrderStatus;
// 'processing' (admin §2.3) is left out: no order ever has that state here.
const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'completed', label: 'Completed' },
  { value: 'pending', label: 'Pending' },
  { value: 'failed', label: 'Failed' },
];

const taka = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Local calendar date, as the file name a person expects: orders-2025-03-14.csv. */
export const exportFileName = (now = new Date()): string =>
  `orders-${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}.csv`;

function Stats() {
  const stats = useAdminOrderStats();
  const s = stats.data;
  return (
    <section aria-label="Order summary" className="grid grid-cols-2 gap-4 xl:grid-cols-4">
      <StatCard label="Total Orders" value={s && String(s.total)} icon={ShoppingBag} tone="text-brand" />
      <StatCard label="Completed" value={s && String(s.completed)} icon={CheckCircle2} tone="text-success" />
      <StatCard label="Pending" value={s && String(s.pending)} icon={Clock} tone="text-brand" />
      <StatCard label="Revenue" value={s && `৳${taka.format(Math.round(s.revenue))}`} icon={TrendingUp} tone="text-success" />
    </section>
  );
}

function RowActions({ order, onDecide }: { order: Order; onDecide: (order: Order, decision: Decision) => void }) {
  const iconButton = 'inline-flex size-8 items-center justify-center rounded-md border border-line bg-raised hover:border-brand/60';
  return (
    <div className="flex items-center gap-1.5">
      <Link to={paths.adminOrder(order.id)} aria-label={`View order ${order.id}`} title="View details" className={cn(iconButton, 'text-ink')}>
        <Eye aria-hidden="true" className="size-4" />
      </Link>
      {order.status === 'pending' && (
        <>
          <button type="button" onClick={() => onDecide(order, 'approve')} aria-label={`Approve order ${order.id}`} title="Approve" className={cn(iconButton, 'text-success')}>
            <Check aria-hidden="true" className="size-4" />
          </button>
          <button type="button" onClick={() => onDecide(order, 'reject')} aria-label={`Reject order ${order.id}`} title="Reject" className={cn(iconButton, 'text-danger')}>
            <X aria-hidden="true" className="size-4" />
          </button>
        </>
      )}
      {order.status === 'failed' && (
        <a href={`mailto:${order.buyer_email}`} className="text-xs text-danger underline-offset-2 hover:underline">
          Order {order.id} failed - contact customer
        </a>
      )}
    </div>
  );
}

const COLUMNS = ['Order ID', 'Customer', 'Item', 'Amount', 'Payment', 'Status', 'Date', 'Actions'];

/** Admin §2.3: summary, search and status filter, the orders table with approve/reject, cursor pages. */
export function AdminOrdersPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const q = useDebouncedValue(search.trim(), 300);
  const filter: AdminOrdersFilter = { status: status === 'all' ? undefined : status, q: q || undefined };
  const filterKey = JSON.stringify(filter);

  // Cursors of the pages visited so far; the last one is the page on screen. A new filter starts over.
  const [pages, setPages] = useState<{ key: string; cursors: (string | undefined)[] }>({ key: filterKey, cursors: [undefined] });
  const cursors = pages.key === filterKey ? pages.cursors : [undefined];
  if (pages.key !== filterKey) setPages({ key: filterKey, cursors: [undefined] });
  const pageIndex = cursors.length - 1;

  const list = useAdminOrders(filter, cursors[pageIndex]);
  const stats = useAdminOrderStats();
  const orders = list.data?.items ?? [];
  const nextCursor = list.data?.nextCursor;
  const [deciding, setDeciding] = useState<{ order: Order; decision: Decision }>();
  const [refreshing, setRefreshing] = useState(false);
  const [exporting, setExporting] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    const [a, b] = await Promise.all([list.refetch(), stats.refetch()]);
    setRefreshing(false);
    if (a.isError || b.isError) toast.error('Failed to load orders');
    else toast.success('Orders refreshed!');
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlob(await exportOrdersCsv(), exportFileName());
      toast.success('Orders exported successfully!');
    } catch {
      toast.error('Failed to export orders');
    } finally {
      setExporting(false);
    }
  };

  const multiPage = pageIndex > 0 || nextCursor !== undefined;
  const first = pageIndex * ADMIN_ORDERS_PAGE_SIZE + 1;
  const last = first + orders.length - 1;
  const total = filter.q ? undefined : filter.status ? stats.data?.[filter.status] : stats.data?.total;

  return (
    <>
      <AdminHeader
        title="Orders"
        description="Review manual payments, approve or reject them, and export the order book."
        actions={
          <>
            <Button variant="secondary" onClick={() => void refresh()} loading={refreshing}>
              {!refreshing && <RefreshCw aria-hidden="true" className="size-4" />}
              Refresh
            </Button>
            <Button onClick={() => void exportCsv()} loading={exporting}>
              {!exporting && <Download aria-hidden="true" className="size-4" />}
              Export Orders
            </Button>
          </>
        }
      />
      <Stats />

      <section aria-labelledby="orders-table-heading" className="mt-6 rounded-2xl border border-line bg-surface">
        <h2 id="orders-table-heading" className="sr-only">
          Orders list
        </h2>
        <div role="search" className="flex flex-col gap-3 border-b border-line p-4 sm:flex-row">
          <div className="relative flex-1">
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
            <input
              type="search"
              aria-label="Search orders"
              placeholder="Search by order ID, customer, song or plan"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              maxLength={100}
              className={cn(inputClasses, 'pl-9')}
            />
          </div>
          <select
            aria-label="Status"
            value={status}
            onChange={(event) => setStatus(event.target.value as StatusFilter)}
            className={cn(inputClasses, 'sm:w-48')}
          >
            {STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>

        {list.isError && orders.length === 0 ? (
          <div role="alert" className="p-6 text-sm text-danger">
            Failed to load orders: {errorMessage(list.error)}
            <Button variant="secondary" size="sm" className="ml-4" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="overflow-x-auto">
            <table className={cn('w-full min-w-[60rem] text-left text-sm transition-opacity', list.isPlaceholderData && 'opacity-60')}>
              <thead className="text-xs uppercase tracking-wider text-muted">
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" className="px-4 py-3 font-semibold">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody aria-busy={list.isPending || list.isPlaceholderData}>
                {list.isPending &&
                  Array.from({ length: 5 }, (_, i) => (
                    <tr key={i} className="border-t border-line">
                      <td colSpan={COLUMNS.length} className="px-4 py-3">
                        <div className="h-5 animate-pulse rounded bg-raised" />
                      </td>
                    </tr>
                  ))}
                {list.isSuccess && orders.length === 0 && (
                  <tr className="border-t border-line">
                    <td colSpan={COLUMNS.length} className="px-4 py-10 text-center">
                      <p className="font-semibold text-ink">No orders found</p>
                      <p className="mt-1 text-muted">Try adjusting your search or filters</p>
                    </td>
                  </tr>
                )}
                {orders.map((order) => (
                  <tr key={order.id} className="border-t border-line align-top">
                    <td className="px-4 py-3 font-semibold tabular-nums">
                      <Link to={paths.adminOrder(order.id)} className="hover:text-brand">
                        #{order.id}
                      </Link>
                    </td>
                    <td className="px-4 py-3">
                      <span className="block font-medium text-ink">{order.buyer_name}</span>
                      <span className="block text-xs text-muted">{order.buyer_email}</span>
                    </td>
                    <td className="px-4 py-3">
                      <span className="block text-ink">{orderTitle(order)}</span>
                      {order.type === 'subscription' ? (
                        <span className="block text-xs text-brand">Subscription</span>
                      ) : (
                        order.song_artist && <span className="block text-xs text-muted">{order.song_artist}</span>
                      )}
                    </td>
                    <td className="px-4 py-3 font-semibold tabular-nums">{formatAdminAmount(order)}</td>
                    <td className="px-4 py-3">
                      <span className="inline-flex items-center gap-1.5 text-muted">
                        <PaymentMethodIcon method={order.payment_method} />
                        {PAYMENT_METHOD_LABEL[order.payment_method]}
                      </span>
                    </td>
                    <td className="px-4 py-3">
                      <OrderStatusBadge status={order.status} />
                    </td>
                    <td className="whitespace-nowrap px-4 py-3 tabular-nums text-muted">{formatDateTime(order.created_at)}</td>
                    <td className="px-4 py-3">
                      <RowActions order={order} onDecide={(o, decision) => setDeciding({ order: o, decision })} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}

        {multiPage && orders.length > 0 && (
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-4 py-3">
            <p className="text-sm text-muted">
              Showing {first} to {last}
              {total !== undefined ? ` of ${total}` : ''} orders
            </p>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                size="sm"
                disabled={pageIndex === 0}
                onClick={() => setPages({ key: filterKey, cursors: cursors.slice(0, -1) })}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
                Previous
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={!nextCursor || list.isPlaceholderData}
                onClick={() => setPages({ key: filterKey, cursors: [...cursors, nextCursor] })}
              >
                Next
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
            </div>
          </div>
        )}
      </section>

      {deciding && <OrderDecisionDialog order={deciding.order} decision={deciding.decision} onClose={() => setDeciding(undefined)} />}
    </>
  );
}
