import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubmitPaymentBody } from '../../../../../shared/api/orders';
import { call } from '../../../lib/api-client';
import { followDownloadLink } from '../../../lib/download';
import { parseDownloadLink, parseOrder, type Order } from '../../../lib/orders';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/guest/orders/{orderId} with the order's guest token. */
export const useGuestOrder = (orderId: string, guestToken: string) =>
  useQuery({
    queryKey: queryKeys.orders.guest(orderId),
    queryFn: ({ signal }) => call('getGuestOrder', { params: { orderId }, guestToken, signal, parse: parseOrder }),
  });

export function useSubmitGuestPayment(orderId: string, guestToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitPaymentBody) => call('submitGuestPayment', { params: { orderId }, body, guestToken, parse: parseOrder }),
    onSuccess: (order: Order) => queryClient.setQueryData(queryKeys.orders.guest(orderId), order),
  });
}

const parseCheckout = (data: unknown): { checkoutUrl: string } => {
  const url = (data as { checkoutUrl?: unknown } | undefined)?.checkoutUrl;
  if (typeof url !== 'string') throw new TypeError('Unexpected startGuestCheckout response');
  return { checkoutUrl: url };
};

/** A fresh hosted card page for a pending card order; the browser goes there. */
export async function payGuestOrderByCard(orderId: string, guestToken: string): Promise<void> {
  const { checkoutUrl } = await call('startGuestCheckout', { params: { orderId }, guestToken, parse: parseCheckout });
  window.location.assign(checkoutUrl);
}

const DOWNLOAD_ROUTE = { song: 'downloadGuestOrder', license: 'downloadGuestLicense' } as const;

/** A short-lived link to the song or the licence PDF, saved by the browser. */
export async function downloadGuestFile(kind: keyof typeof DOWNLOAD_ROUTE, orderId: string, guestToken: string): Promise<void> {
  const link = await call(DOWNLOAD_ROUTE[kind], { params: { orderId }, guestToken, parse: parseDownloadLink });
  followDownloadLink(link);
}
