import { myOrders } from '../domain/orders/orders';
import { getMyOrdersRoute } from '../../shared/api/routes/orders';
import { endpoint } from './endpoint';
import { Reply } from '../lib/responses';

export const handler = endpoint(getMyOrdersRoute, async ({ user, query }) => {
  const page = await myOrders(user.userId, query);
  return new Reply(200, page.orders, page.nextCursor ? { 'X-Next-Cursor': page.nextCursor } : {});
});
