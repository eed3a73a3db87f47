import { getOrderFor, toOrder } from '../domain/orders/orders';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint('getOrder', async ({ user, params }) => toOrder(await getOrderFor(user, params.orderId)));
