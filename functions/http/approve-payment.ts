import { approveOrder } from '../domain/orders/decisions';
import { approvePaymentRoute } from '../../shared/api/routes/orders';
import { endpoint } from './endpoint';
import { env } from '../lib/env';

export const handler = endpoint(approvePaymentRoute, async ({ user, params }) => approveOrder(user.userId, params.orderId, env.SITE_URL));
