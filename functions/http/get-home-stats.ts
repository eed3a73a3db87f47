import { homeStats } from '../domain/catalogue/home-stats';
import { getHomeStatsRoute } from '../../shared/api/routes/catalogue';
import { endpoint } from './endpoint';

export const handler = endpoint(getHomeStatsRoute, async () => homeStats());
