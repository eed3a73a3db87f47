import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CreateOrderResponse, type CreateOrderBody, type SubmitPaymentBody } from '../../../../../shared/api/orders';
import { call, callPage } from '../../../lib/api-client';
import { followDownloadLink } from '../../../lib/download';
import { parseDownloadLink, parseOrder, parseOrders, type Order } from '../../../lib/orders';
import { queryKeys } from '../../../lib/query-keys';

/** Orders per page of My Orders; more come with Load more. */
export const MY_ORDERS_PAGE = 20;

/** GET /api/orders/my-orders a page at a time, newest first, through every order. */
export const useMyOrders = () =>
  useInfiniteQuery({
    queryKey: queryKeys.orders.minePages,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callPage('getMyOrders', { query: { limit: MY_ORDERS_PAGE, cursor: pageParam }, signal, parse: parseOrders }),
    getNextPageParam: (last) => last.nextCursor,
  });

/** `awaitingProvider`: back from a provider's page, so a pending order is read again every 2 s until it is decided. */
export const useOrder = (orderId: string, awaitingProvider = false) =>
  useQuery({
    queryKey: queryKeys.orders.detail(orderId),
    queryFn: ({ signal }) => call('getOrder', { params: { orderId }, signal, parse: parseOrder }),
    refetchInterval: (query) => (awaitingProvider && query.state.data?.status === 'pending' ? 2000 : false),
  });

/** POST /api/orders/{id}/payment; the answer is the updated order, cached at once. */
export function useSubmitPayment(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitPaymentBody) => call('submitOrderPayment', { params: { orderId }, body, parse: parseOrder }),
    onSuccess: (order: Order) => {
      queryClient.setQueryData(queryKeys.orders.detail(orderId), order);
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.mine });
    },
  });
}

export type DownloadKind = 'song' | 'license';

const DOWNLOAD_ROUTE = { song: 'downloadOrder', license: 'downloadLicense' } as const satisfies Record<DownloadKind, string>;

/** Asks for a short-lived link to the file and lets the browser save it from there. */
export async function downloadOrderFile(kind: DownloadKind, orderId: number): Promise<void> {
  const link = await call(DOWNLOAD_ROUTE[kind], { params: { orderId }, parse: parseDownloadLink });
  followDownloadLink(link);
}

/** POST /api/orders again for a pending gateway order: the server resumes it and answers a fresh hosted page. */
export const usePayAgain = () =>
  useMutation({
    mutationFn: (body: CreateOrderBody) => call('createOrder', { body, parse: (data: unknown) => CreateOrderResponse.parse(data) }),
  });
