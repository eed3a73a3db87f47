import { rejectOrder } from '../domain/orders/decisions';
import { rejectPaymentRoute } from '../../shared/api/routes/orders';
import { endpoint } from './endpoint';
import { env } from '../lib/env';

export const handler = endpoint(rejectPaymentRoute, async ({ user, params, body }) =>
  rejectOrder(user.userId, params.orderId, body.reason, env.SITE_URL),
);
