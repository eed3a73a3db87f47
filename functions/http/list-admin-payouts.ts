import { adminPayouts } from '../domain/artists/payouts';
import { listAdminPayoutsRoute } from '../../shared/api/routes/artist';
import { endpoint } from './endpoint';

export const handler = endpoint(listAdminPayoutsRoute, ({ query }) => adminPayouts(query.status));
