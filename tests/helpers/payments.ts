/**
 * The local stack's payment sandbox from a test's side: its credentials (in the data folder),
 * Gateway Setup pointed at them, and Stripe events signed as Stripe signs them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SANDBOX_FILE, stripeSignature, type SandboxCredentials } from '../../scripts/local/payment-sandbox';
import { api } from './api';
import { stack } from './stack';

export function sandboxCredentials(): SandboxCredentials {
  return JSON.parse(readFileSync(join(stack().dataDir, SANDBOX_FILE), 'utf8')) as SandboxCredentials;
}

/** Gateway Setup with the sandbox's keys, card enabled (other test files may have saved other keys). */
export async function useSandboxGateways(
  adminToken: string,
  enable: { paypal?: boolean; sslcommerz?: boolean } = {},
): Promise<SandboxCredentials> {
  const c = sandboxCredentials();
  const saved = await api('savePaymentGateways', {
    token: adminToken,
    body: {
      stripe: { enabled: true, ...c.stripe },
      paypal: { enabled: enable.paypal ?? false, clientId: c.paypal.clientId, clientSecret: c.paypal.clientSecret, mode: 'sandbox' },
      sslcommerz: {
        enabled: enable.sslcommerz ?? false,
        storeId: c.sslcommerz.storeId,
        storePassword: c.sslcommerz.storePassword,
        mode: 'sandbox',
      },
    },
  });
  if (saved.status !== 200) throw new Error(`could not save the sandbox gateways: ${saved.status} ${saved.text}`);
  return c;
}

/** A Stripe event's body and headers, signed with `secret` at `timestamp` (seconds; now by default). */
export function signedStripeEvent(event: object, secret: string, timestamp?: number): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(event);
  return { body, headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(body, secret, timestamp) } };
}

let eventCounter = 0;
/** A Stripe event of `type` around `object`, with a fresh id. */
export const stripeEvent = (type: string, object: object) => ({
  id: `evt_test_${Date.now().toString(36)}${process.pid}${++eventCounter}`,
  object: 'event',
  api_version: '2025-01-27.acacia',
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  pending_webhooks: 1,
  type,
  data: { object },
});
