import { earningsStats } from '../domain/artists/earnings';
import { getAdminEarningsStatsRoute } from '../../shared/api/routes/artist';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ getAdminEarningsStats: getAdminEarningsStatsRoute }, 'getAdminEarningsStats', () => earningsStats());
