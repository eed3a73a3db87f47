import { useState } from 'react';
import { Download, RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import { followDownloadLink } from '../../../lib/download';
import type { Order } from '../../../lib/orders';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { Button } from '../../../components/ui/button';
import { ADMIN_ORDERS_PAGE_SIZE, exportOrdersCsv, useAdminOrders, useAdminOrderStats, type AdminOrdersFilter } from '../api/orders';
import { AdminHeader } from './admin-layout';
import { ListLoadError } from './list-load-error';
import { OrderDecisionDialog, type Decision } from './order-decision-dialog';
import { OrderStats } from './order-stats';
import { OrdersFilterBar, type StatusFilter } from './orders-filter-bar';
import { ListPager } from './list-pager';
import { OrdersTable } from './orders-table';
import { useFilteredPages } from '../hooks/use-filtered-pages';
import { TitledSection } from '../../../components/ui/titled-section';

/** Admin §2.3: summary, search and status filter, the orders table with approve/reject, cursor pages. */
export function AdminOrdersPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const q = useDebouncedValue(search.trim(), 300);
  const filter: AdminOrdersFilter = { status: status === 'all' ? undefined : status, q: q || undefined };
  const { pages, list, items: orders, nextCursor, state } = useFilteredPages(filter, useAdminOrders);
  const { pageIndex } = pages;
  const stats = useAdminOrderStats();
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
      followDownloadLink(await exportOrdersCsv());
      toast.success('Orders exported successfully!');
    } catch {
      toast.error('Failed to export orders');
    } finally {
      setExporting(false);
    }
  };

  const multiPage = pageIndex > 0 || nextCursor !== undefined;
  // Counters exist per status, processing included; a search (or the few orders with a refund due) has no count.
  const total = filter.q || filter.status === 'refund_due' ? undefined : filter.status ? stats.data?.[filter.status] : stats.data?.total;

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
      <OrderStats />

      <TitledSection title="Orders list" className="mt-6 rounded-2xl border border-line bg-surface" titleClassName="sr-only">
        <OrdersFilterBar search={search} onSearch={setSearch} status={status} onStatus={setStatus} />

        {list.isError && orders.length === 0 ? (
          <ListLoadError what="orders" query={list} />
        ) : (
          <OrdersTable orders={orders} {...state} onDecide={(order, decision) => setDeciding({ order, decision })} />
        )}

        {(filter.q || filter.status === 'processing') && list.isSuccess && !list.isPlaceholderData && orders.length === 0 && nextCursor && (
          // A search reads a bounded slice of the order book per request: nothing in this slice is
          // not nothing at all, so the admin reads on into older orders, as far back as the first.
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-4 py-3">
            <p className="text-sm text-muted">No matches in the orders searched so far; older orders remain.</p>
            <Button variant="secondary" size="sm" onClick={() => pages.next(nextCursor)}>
              Search older orders
            </Button>
          </div>
        )}

        {multiPage && orders.length > 0 && (
          <ListPager noun="orders" pageSize={ADMIN_ORDERS_PAGE_SIZE} shown={orders.length} total={total} pages={pages} list={list} />
        )}
      </TitledSection>

      {deciding && <OrderDecisionDialog order={deciding.order} decision={deciding.decision} onClose={() => setDeciding(undefined)} />}
    </>
  );
}
