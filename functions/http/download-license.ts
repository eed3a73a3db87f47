import { licencePdfLink } from '../domain/licences/licence-document';
import { endpoint } from '../lib/endpoint';
import { env } from '../lib/env';

export const handler = endpoint('downloadLicense', async ({ user, params }) => licencePdfLink(user, params.orderId, env.SITE_URL));
