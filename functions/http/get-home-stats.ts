import { homeStats } from '../domain/catalogue/home-stats';
import { catalogueRoutes } from '../../shared/api/routes/catalogue';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint(catalogueRoutes, 'getHomeStats', async () => homeStats());
