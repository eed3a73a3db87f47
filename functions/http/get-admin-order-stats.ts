import { orderStats } from '../domain/orders/orders';
import { getAdminOrderStatsRoute } from '../../shared/api/routes/orders';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ getAdminOrderStats: getAdminOrderStatsRoute }, 'getAdminOrderStats', async () => orderStats());
