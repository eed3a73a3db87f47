import { returnFromSslcommerz } from '../domain/payments/sslcommerz-webhook';
import { sslcommerzReturnRoute } from '../../shared/api/routes/payments';
import { endpoint } from './endpoint';
import { env } from '../lib/env';
import { rawBody } from '../lib/raw-body';
import { redirect } from '../lib/responses';

export const handler = endpoint(sslcommerzReturnRoute, async ({ event, params, query }) =>
  redirect(await returnFromSslcommerz(params.orderId, query.outcome, rawBody(event), env.SITE_URL)),
);
