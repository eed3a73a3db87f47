import { rejectOrder } from '../domain/orders/decisions';
import { ordersRoutes } from '../../shared/api/routes/orders';
import { endpoint } from '../lib/endpoint';
import { env } from '../lib/env';

export const handler = endpoint(ordersRoutes, 'rejectPayment', async ({ user, params, body }) =>
  rejectOrder(user.userId, params.orderId, body.reason, env.SITE_URL),
);
