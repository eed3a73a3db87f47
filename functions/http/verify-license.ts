import { verifyLicense } from '../domain/licenses/licenses';
import { ordersRoutes } from '../../shared/api/routes/orders';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint(ordersRoutes, 'verifyLicense', async ({ params, sourceIp }) => verifyLicense(params.key, sourceIp));
