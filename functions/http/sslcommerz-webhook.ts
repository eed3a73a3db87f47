import { handleSslcommerzIpn } from '../domain/payments/sslcommerz-webhook';
import { sslcommerzWebhookRoute } from '../../shared/api/routes/payments';
import { endpoint } from './endpoint';
import { env } from '../lib/env';
import { rawBody } from '../lib/raw-body';

export const handler = endpoint(sslcommerzWebhookRoute, async ({ event }) => handleSslcommerzIpn(rawBody(event), env.SITE_URL));
