import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { parseOrders } from '../../../lib/orders';
import { queryKeys } from '../../../lib/query-keys';

/** The buyer's orders for the Purchases tab (the same list as My Orders). */
export const useMyPurchases = () =>
  useQuery({
    queryKey: queryKeys.orders.mine,
    queryFn: ({ signal }) => call('getMyOrders', { signal, parse: parseOrders }),
  });
