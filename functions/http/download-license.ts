import { licensePdfLink } from '../domain/licenses/license-document';
import { ordersRoutes } from '../../shared/api/routes/orders';
import { endpoint } from '../lib/endpoint';
import { env } from '../lib/env';

export const handler = endpoint(ordersRoutes, 'downloadLicense', async ({ user, params }) =>
  licensePdfLink(user, params.orderId, env.SITE_URL),
);
