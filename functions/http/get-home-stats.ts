import { homeStats } from '../domain/catalogue/home-stats';
import { getHomeStatsRoute } from '../../shared/api/routes/catalogue';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ getHomeStats: getHomeStatsRoute }, 'getHomeStats', async () => homeStats());
