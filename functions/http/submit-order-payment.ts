import { submitPayment } from '../domain/orders/orders';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint('submitOrderPayment', async ({ user, params, body }) => submitPayment(user, params.orderId, body));
