import { handlePaypalWebhook } from '../domain/payments/paypal-webhook';
import { paypalWebhookRoute } from '../../shared/api/routes/payments';
import { endpoint } from './endpoint';
import { env } from '../lib/env';
import { rawBody } from '../lib/raw-body';

export const handler = endpoint(paypalWebhookRoute, async ({ event, headers }) =>
  handlePaypalWebhook(rawBody(event), headers, env.SITE_URL),
);
