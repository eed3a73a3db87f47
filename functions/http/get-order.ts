import { getOrderFor, toOrder } from '../domain/orders/orders';
import { ordersRoutes } from '../../shared/api/routes/orders';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint(ordersRoutes, 'getOrder', async ({ user, params }) => toOrder(await getOrderFor(user, params.orderId)));
