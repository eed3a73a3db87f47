import { licensePdfLink } from '../domain/licenses/license-document';
import { guestAccess } from '../domain/orders/guest-orders';
import { downloadGuestLicenseRoute } from '../../shared/api/routes/guest';
import { endpoint } from './endpoint';
import { env } from '../lib/env';

export const handler = endpoint(downloadGuestLicenseRoute, async ({ guestToken, params }) =>
  licensePdfLink((await guestAccess(guestToken, params.orderId)).caller, params.orderId, env.SITE_URL),
);
