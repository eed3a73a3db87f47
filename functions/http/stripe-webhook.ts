import { handleStripeWebhook } from '../domain/payments/stripe-webhook';
import { stripeWebhookRoute } from '../../shared/api/routes/payments';
import { endpoint } from './endpoint';
import { env } from '../lib/env';
import { rawBody } from '../lib/raw-body';

export const handler = endpoint(stripeWebhookRoute, async ({ event, headers }) =>
  handleStripeWebhook(rawBody(event), headers['stripe-signature'], env.SITE_URL),
);
