import { orderStats } from '../domain/orders/orders';
import { ordersRoutes } from '../../shared/api/routes/orders';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint(ordersRoutes, 'getAdminOrderStats', async () => orderStats());
