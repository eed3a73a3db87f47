import { adminOrders } from '../domain/orders/orders';
import { listAdminOrdersRoute } from '../../shared/api/routes/orders';
import { endpoint } from './endpoint';
import { Reply } from '../lib/responses';

export const handler = endpoint(listAdminOrdersRoute, async ({ query }) => {
  const page = await adminOrders(query);
  return new Reply(200, page.orders, page.nextCursor ? { 'X-Next-Cursor': page.nextCursor } : {});
});
