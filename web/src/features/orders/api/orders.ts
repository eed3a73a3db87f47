import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubmitPaymentBody } from '../../../../../shared/api/orders';
import { apiRequest } from '../../../lib/api-client';
import { followDownloadLink } from '../../../lib/download';
import { parseDownloadLink, parseOrder, parseOrders, type Order } from '../../../lib/orders';

export const orderKey = (orderId: string) => ['orders', 'detail', orderId] as const;

export const useMyOrders = () =>
  useQuery({
    queryKey: ['orders', 'mine'],
    queryFn: ({ signal }) => apiRequest('/api/orders/my-orders', { signal, parse: parseOrders }),
  });

export const useOrder = (orderId: string) =>
  useQuery({
    queryKey: orderKey(orderId),
    queryFn: ({ signal }) => apiRequest(`/api/orders/${encodeURIComponent(orderId)}`, { signal, parse: parseOrder }),
  });

/** POST /api/orders/{id}/payment; the answer is the updated order, cached at once. */
export function useSubmitPayment(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitPaymentBody) =>
      apiRequest(`/api/orders/${encodeURIComponent(orderId)}/payment`, { method: 'POST', body, parse: parseOrder }),
    onSuccess: (order: Order) => {
      queryClient.setQueryData(orderKey(orderId), order);
      void queryClient.invalidateQueries({ queryKey: ['orders', 'mine'] });
    },
  });
}

export type DownloadKind = 'song' | 'license';

const DOWNLOAD_PATH: Record<DownloadKind, (orderId: number) => string> = {
  song: (id) => `/api/orders/download/${id}`,
  license: (id) => `/api/license/download/${id}`,
};

/** Asks for a short-lived link to the file and lets the browser save it from there. */
export async function downloadOrderFile(kind: DownloadKind, orderId: number): Promise<void> {
  const link = await apiRequest(DOWNLOAD_PATH[kind](orderId), { parse: parseDownloadLink });
  followDownloadLink(link);
}
