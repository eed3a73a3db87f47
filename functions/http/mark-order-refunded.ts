import { markRefundPaid } from '../domain/payments/exclusive-refunds';
import { markOrderRefundedRoute } from '../../shared/api/routes/payments';
import { endpoint } from './endpoint';
import { env } from '../lib/env';

export const handler = endpoint(markOrderRefundedRoute, async ({ user, params, body }) =>
  markRefundPaid(user.userId, params.orderId, body.note || undefined, env.SITE_URL),
);
