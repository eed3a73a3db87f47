import { earningsStats } from '../domain/artists/earnings';
import { getAdminEarningsStatsRoute } from '../../shared/api/routes/artist';
import { endpoint } from './endpoint';

export const handler = endpoint(getAdminEarningsStatsRoute, () => earningsStats());
