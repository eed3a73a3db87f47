import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrdersExport, OrderStats, type AdminOrderStatusFilter } from '../../../../../shared/api/orders';
import { useCallQuery, usePageQuery } from '../../../lib/call-query';
import { call, callPage } from '../../../lib/api-client';
import { parseOrder, parseOrders, type Order } from '../../../lib/orders';
import { queryKeys } from '../../../lib/query-keys';

export const ADMIN_ORDERS_PAGE_SIZE = 10;

export interface AdminOrdersFilter {
  status?: AdminOrderStatusFilter;
  q?: string;
}

/** One page of GET /api/admin/orders; `cursor` undefined is the first page. */
export const useAdminOrders = (filter: AdminOrdersFilter, cursor: string | undefined) =>
  usePageQuery(queryKeys.admin.orders.list(filter, cursor), (signal) =>
    callPage('listAdminOrders', {
      query: { limit: ADMIN_ORDERS_PAGE_SIZE, status: filter.status, q: filter.q || undefined, cursor },
      signal,
      parse: parseOrders,
    }),
  );

export const useAdminOrderStats = () =>
  useCallQuery(queryKeys.admin.orders.stats, (signal) =>
    call('getAdminOrderStats', { signal, parse: (data: unknown) => OrderStats.parse(data) }),
  );

/** The order as GET /api/orders/{id} shows it to an admin; shares the buyer pages' cache key. */
export const useAdminOrder = (orderId: string) =>
  useCallQuery(queryKeys.orders.detail(orderId), (signal) => call('getOrder', { params: { orderId }, signal, parse: parseOrder }));

function useOrderDecision<V>(request: (vars: V) => Promise<Order>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (order) => queryClient.setQueryData(queryKeys.orders.detail(String(order.id)), order),
    // Admin §4: after either action the list is reloaded (also after a 409: someone else decided first).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
      ]),
  });
}

export const useApprovePayment = () =>
  useOrderDecision((orderId: number) => call('approvePayment', { params: { orderId }, parse: parseOrder }));

export const useRefundOrder = () =>
  useOrderDecision(({ orderId, reason }: { orderId: number; reason: string }) =>
    call('refundOrder', { params: { orderId }, body: { reason }, parse: parseOrder }),
  );

export const useMarkRefunded = () =>
  useOrderDecision(({ orderId, note }: { orderId: number; note?: string }) =>
    call('markOrderRefunded', { params: { orderId }, body: note ? { note } : {}, parse: parseOrder }),
  );

export const useRejectPayment = () =>
  useOrderDecision(({ orderId, reason }: { orderId: number; reason?: string }) =>
    call('rejectPayment', { params: { orderId }, body: reason ? { reason } : {}, parse: parseOrder }),
  );

const parseExport = (data: unknown) => OrdersExport.parse(data);
/** Calls an export may take (15 s of reading each): far beyond any store's orders. */
const MAX_EXPORT_CALLS = 200;

/**
 * The server writes the CSV to storage a call at a time (`running` + the job to carry on) and
 * finally answers a 5-minute link that saves it.
 */
export async function exportOrdersCsv(): Promise<{ url: string; filename: string }> {
  let step = await call('exportAdminOrders', { parse: parseExport });
  for (let calls = 1; step.status === 'running' && calls < MAX_EXPORT_CALLS; calls++) {
    step = await call('exportAdminOrders', { query: { job: step.job }, parse: parseExport });
  }
  if (step.status !== 'ready' || !step.url || !step.filename) throw new Error('The export did not finish');
  return { url: step.url, filename: step.filename };
}
