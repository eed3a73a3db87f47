import { capturePaypalPayment } from '../domain/payments/paypal-webhook';
import { capturePaypalOrderRoute } from '../../shared/api/routes/payments';
import { endpoint } from './endpoint';
import { env } from '../lib/env';

export const handler = endpoint(capturePaypalOrderRoute, async ({ user, params }) =>
  capturePaypalPayment(user, params.orderId, env.SITE_URL),
);
