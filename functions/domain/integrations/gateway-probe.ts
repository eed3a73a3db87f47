/**
 * One real request to a payment provider with the given credentials, to tell the admin whether
 * they work: Stripe's balance (read-only), PayPal's OAuth token, SSLCommerz's session API. Short
 * timeout; an unreachable provider says so, a refusal says the credentials were refused, and
 * nothing the provider answers is echoed (it can quote the key back).
 */
import { randomUUID } from 'node:crypto';
import {
  GATEWAY_LABEL,
  type GatewayName,
  type PaymentGateways,
  type PaypalGateway,
  type SslcommerzGateway,
  type StripeGateway,
  type TestGatewayResult,
} from '../../../shared/api/gateways';
import { env } from '../../lib/env';

export const PROBE_TIMEOUT_MS = 5_000;

/** The providers' API origins: their own, unless a local stack points them at its payment sandbox. */
export const PROVIDER_ORIGINS = {
  stripe: env.GATEWAY_URL_STRIPE ?? 'https://api.stripe.com',
  paypal: {
    sandbox: env.GATEWAY_URL_PAYPAL_SANDBOX ?? 'https://api-m.sandbox.paypal.com',
    live: env.GATEWAY_URL_PAYPAL_LIVE ?? 'https://api-m.paypal.com',
  },
  sslcommerz: {
    sandbox: env.GATEWAY_URL_SSLCOMMERZ_SANDBOX ?? 'https://sandbox.sslcommerz.com',
    live: env.GATEWAY_URL_SSLCOMMERZ_LIVE ?? 'https://securepay.sslcommerz.com',
  },
};

const join = (origin: string, path: string) => `${origin.replace(/\/+$/, '')}${path}`;

/** The request, or why it never got an answer. */
async function send(url: string, init: RequestInit): Promise<{ response: Response } | { unreachable: string }> {
  try {
    return { response: await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) }) };
  } catch (error) {
    const e = error as Error & { cause?: { code?: string } };
    const reason = e.name === 'TimeoutError' ? `no answer within ${PROBE_TIMEOUT_MS / 1000} s` : (e.cause?.code ?? e.message);
    return { unreachable: reason };
  }
}

async function verdict(
  name: GatewayName,
  url: string,
  init: RequestInit,
  accepted: (r: Response) => Promise<boolean>,
): Promise<TestGatewayResult> {
  const label = GATEWAY_LABEL[name];
  const host = new URL(url).host;
  const out = await send(url, init);
  if ('unreachable' in out) return { success: false, error: `Could not reach ${label} (${host}): ${out.unreachable}` };
  const { response } = out;
  if (response.status === 401 || response.status === 403) {
    return { success: false, error: `${label} refused the credentials (HTTP ${response.status})` };
  }
  if (!response.ok) return { success: false, error: `${label} answered HTTP ${response.status}` };
  if (!(await accepted(response))) return { success: false, error: `${label} refused the credentials` };
  return { success: true, message: `${label} connection successful` };
}

const json = async (r: Response): Promise<Record<string, unknown>> => {
  try {
    const body: unknown = await r.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

export function probeGateway(name: GatewayName, settings: PaymentGateways[GatewayName]): Promise<TestGatewayResult> {
  if (name === 'stripe') {
    const s = settings as StripeGateway;
    return verdict(
      name,
      join(PROVIDER_ORIGINS.stripe, '/v1/balance'),
      { headers: { Authorization: `Bearer ${s.secretKey}` } },
      async (r) => {
        return (await json(r)).object === 'balance';
      },
    );
  }
  if (name === 'paypal') {
    const p = settings as PaypalGateway;
    return verdict(
      name,
      join(PROVIDER_ORIGINS.paypal[p.mode], '/v1/oauth2/token'),
      {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${p.clientId}:${p.clientSecret}`).toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      },
      async (r) => typeof (await json(r)).access_token === 'string',
    );
  }
  const s = settings as SslcommerzGateway;
  // A session for 10 BDT that nobody pays: SSLCommerz answers FAILED for a wrong store id or password.
  const form = new URLSearchParams({
    store_id: s.storeId,
    store_passwd: s.storePassword,
    total_amount: '10',
    currency: 'BDT',
    tran_id: `connection-test-${randomUUID()}`,
    success_url: 'https://example.com/success',
    fail_url: 'https://example.com/fail',
    cancel_url: 'https://example.com/cancel',
    cus_name: 'Connection Test',
    cus_email: 'test@example.com',
    cus_add1: 'Dhaka',
    cus_city: 'Dhaka',
    cus_country: 'Bangladesh',
    cus_phone: '01700000000',
    shipping_method: 'NO',
    product_name: 'Connection test',
    product_category: 'Test',
    product_profile: 'non-physical-goods',
  });
  return verdict(
    name,
    join(PROVIDER_ORIGINS.sslcommerz[s.mode], '/gwprocess/v4/api.php'),
    { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() },
    async (r) => String((await json(r)).status).toUpperCase() === 'SUCCESS',
  );
}
