import { myOrders } from '../domain/orders/orders';
import { getMyOrdersRoute } from '../../shared/api/routes/orders';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ getMyOrders: getMyOrdersRoute }, 'getMyOrders', async ({ user }) => myOrders(user.userId));
