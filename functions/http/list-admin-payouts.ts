import { adminPayouts } from '../domain/artists/payouts';
import { listAdminPayoutsRoute } from '../../shared/api/routes/artist';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ listAdminPayouts: listAdminPayoutsRoute }, 'listAdminPayouts', ({ query }) => adminPayouts(query.status));
