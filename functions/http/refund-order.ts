import { refundOrder } from '../domain/payments/refunds';
import { refundOrderRoute } from '../../shared/api/routes/payments';
import { endpoint } from './endpoint';
import { env } from '../lib/env';

export const handler = endpoint(refundOrderRoute, async ({ user, params, body }) =>
  refundOrder(user.userId, params.orderId, body.reason, env.SITE_URL),
);
