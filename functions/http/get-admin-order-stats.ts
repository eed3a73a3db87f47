import { orderStats } from '../domain/orders/orders';
import { getAdminOrderStatsRoute } from '../../shared/api/routes/orders';
import { endpoint } from './endpoint';

export const handler = endpoint(getAdminOrderStatsRoute, async () => orderStats());
