import { readStats } from '../data/stats-repo';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint('getHomeStats', async () => readStats());
