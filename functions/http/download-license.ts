import { licensePdfLink } from '../domain/licenses/license-document';
import { downloadLicenseRoute } from '../../shared/api/routes/orders';
import { endpoint } from './endpoint';
import { env } from '../lib/env';

export const handler = endpoint(downloadLicenseRoute, async ({ user, params }) => licensePdfLink(user, params.orderId, env.SITE_URL));
