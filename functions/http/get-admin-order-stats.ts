import { orderStats } from '../domain/orders/orders';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint('getAdminOrderStats', async () => orderStats());
