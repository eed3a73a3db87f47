import { approveOrder } from '../domain/orders/decisions';
import { endpoint } from '../lib/endpoint';
import { env } from '../lib/env';

export const handler = endpoint('approvePayment', async ({ user, params }) => approveOrder(user.userId, params.orderId, env.SITE_URL));
