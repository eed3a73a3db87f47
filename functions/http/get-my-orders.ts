import { myOrders } from '../domain/orders/orders';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint('getMyOrders', async ({ user }) => myOrders(user.userId));
