import { submitPayment } from '../domain/orders/orders';
import { ordersRoutes } from '../../shared/api/routes/orders';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint(ordersRoutes, 'submitOrderPayment', async ({ user, params, body }) =>
  submitPayment(user, params.orderId, body),
);
