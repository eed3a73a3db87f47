import { myOrders } from '../domain/orders/orders';
import { ordersRoutes } from '../../shared/api/routes/orders';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint(ordersRoutes, 'getMyOrders', async ({ user }) => myOrders(user.userId));
