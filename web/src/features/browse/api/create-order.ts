import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreateOrderResponse, type CreateOrderBody } from '../../../../../shared/api/orders';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/orders: a pending order (or the buyer's existing pending one for the song). */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOrderBody) => call('createOrder', { body, parse: (data: unknown) => CreateOrderResponse.parse(data) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}
