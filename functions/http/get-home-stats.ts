import { homeStats } from '../domain/catalogue/home-stats';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint('getHomeStats', async () => homeStats());
