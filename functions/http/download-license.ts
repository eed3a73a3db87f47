import { licensePdfLink } from '../domain/licenses/license-document';
import { endpoint } from '../lib/endpoint';
import { env } from '../lib/env';

export const handler = endpoint('downloadLicense', async ({ user, params }) => licensePdfLink(user, params.orderId, env.SITE_URL));
