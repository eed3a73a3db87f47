/**
 * The local stack's payment sandbox from a test's side: its credentials (in the data folder),
 * Gateway Setup pointed at them, and Stripe events signed as Stripe signs them.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  PAYPAL_KEY_FILE,
  paypalSignature,
  SANDBOX_FILE,
  stripeSignature,
  type SandboxCredentials,
} from '../../scripts/local/payment-sandbox';
import { usdToBdt } from '../../shared/money';
import { api, baseUrl, registerAndLogin } from './api';
import { stack } from './stack';

export function sandboxCredentials(): SandboxCredentials {
  return JSON.parse(readFileSync(join(stack().dataDir, SANDBOX_FILE), 'utf8')) as SandboxCredentials;
}

/**
 * Gateway Setup with the sandbox's keys, card enabled (other test files may have saved other keys);
 * `change` saves a wrong PayPal webhook id or SSLCommerz store password instead of the sandbox's.
 */
export async function useSandboxGateways(
  adminToken: string,
  enable: { paypal?: boolean; sslcommerz?: boolean } = {},
  change: { webhookId?: string; storePassword?: string } = {},
): Promise<SandboxCredentials> {
  const c = sandboxCredentials();
  const saved = await api('savePaymentGateways', {
    token: adminToken,
    body: {
      stripe: { enabled: true, ...c.stripe },
      paypal: { enabled: enable.paypal ?? false, ...c.paypal, webhookId: change.webhookId ?? c.paypal.webhookId, mode: 'sandbox' },
      sslcommerz: {
        enabled: enable.sslcommerz ?? false,
        storeId: c.sslcommerz.storeId,
        storePassword: change.storePassword ?? c.sslcommerz.storePassword,
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

/** A paid card order's Checkout Session as Stripe's `checkout.session.*` events carry it; `amountTotal` in cents. */
export const paidCheckoutSession = (id: string, orderId: number, amountTotal: number, paymentIntent: string) => ({
  id,
  object: 'checkout.session',
  amount_total: amountTotal,
  currency: 'usd',
  client_reference_id: String(orderId),
  metadata: { orderId: String(orderId) },
  payment_status: 'paid',
  status: 'complete',
  payment_intent: paymentIntent,
});

/** A PayPal event's body and headers, signed with the sandbox's key for `webhookId` (as PayPal signs its deliveries). */
export function signedPaypalEvent(event: object, webhookId: string): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(event);
  const transmissionId = randomUUID();
  const time = new Date().toISOString();
  const key = readFileSync(join(stack().dataDir, PAYPAL_KEY_FILE), 'utf8');
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': `${sandboxOrigin()}/paypal/v1/notifications/certs/CERT-sandbox`,
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-time': time,
      'paypal-transmission-sig': paypalSignature(body, transmissionId, time, webhookId, key),
    },
  };
}

let paypalEventCounter = 0;
/** A PayPal event of `type` around `resource`, with a fresh id. */
export const paypalEvent = (type: string, resource: object) => ({
  id: `WH-TEST-${Date.now().toString(36)}${process.pid}${++paypalEventCounter}`.toUpperCase(),
  event_version: '1.0',
  create_time: new Date().toISOString(),
  resource_type: type.startsWith('CHECKOUT.') ? 'checkout-order' : 'capture',
  event_type: type,
  summary: type,
  resource,
});

/** The sandbox's origin, read from a hosted page URL the stack handed out (`http://127.0.0.1:<port>`). */
let knownOrigin: string | undefined;
export const rememberSandboxOrigin = (pageUrl: string) => {
  knownOrigin = new URL(pageUrl).origin;
};
export function sandboxOrigin(): string {
  if (!knownOrigin) throw new Error('no sandbox page seen yet: call rememberSandboxOrigin with a checkout URL first');
  return knownOrigin;
}

/** PayPal's REST API on the sandbox, called as the store would (client credentials). */
export async function paypalApi(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const c = sandboxCredentials().paypal;
  const tokenRes = await fetch(`${sandboxOrigin()}/paypal/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${c.clientId}:${c.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const { access_token: token } = (await tokenRes.json()) as { access_token: string };
  const res = await fetch(`${sandboxOrigin()}/paypal${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The PayPal events of `type` the sandbox made about one store order (its custom_id; newest first). */
export async function paypalEventsOf(orderId: number, type: string) {
  const listed = await paypalApi('GET', '/v1/notifications/webhooks-events');
  return (listed.body.events as { id: string; event_type: string; resource: Record<string, unknown> }[]).filter((e) => {
    const units = e.resource.purchase_units as { custom_id?: string }[] | undefined;
    return e.event_type === type && (e.resource.custom_id ?? units?.[0]?.custom_id) === String(orderId);
  });
}

/** PayPal's dashboard resend of an event: the sandbox delivers it to the store before answering 202. */
export const resendPaypalEvent = (eventId: string) => paypalApi('POST', `/v1/notifications/webhooks-events/${eventId}/resend`, {});

/** The capture of a PayPal order as PayPal holds it (its id and status: COMPLETED, REFUNDED). */
export async function paypalCapture(paypalOrderId: string): Promise<{ id: string; status: string } | undefined> {
  const order = await paypalApi('GET', `/v2/checkout/orders/${paypalOrderId}`);
  const units = order.body.purchase_units as { payments?: { captures?: { id: string; status: string }[] } }[] | undefined;
  return units?.[0]?.payments?.captures?.[0];
}

/** One of SSLCommerz's merchant APIs on the sandbox (`validationserverAPI.php`, `merchantTransIDvalidationAPI.php`), with the store's credentials. */
export async function sslcommerzApi(path: string, query: Record<string, string>): Promise<Record<string, string>> {
  const { storeId, storePassword } = sandboxCredentials().sslcommerz;
  const params = new URLSearchParams({ ...query, store_id: storeId, store_passwd: storePassword, format: 'json' });
  return (await fetch(`${sandboxOrigin()}/sslcommerz/validator/api/${path}?${params.toString()}`)).json() as Promise<
    Record<string, string>
  >;
}

/**
 * Whether SSLCommerz paid the payment back already: a refund asked again is refused as "Already
 * refunded" (the sandbox, like SSLCommerz, has no other way to read it). Refunds it when not.
 */
export async function sslcommerzRefundedAlready(bankTranId: string, amount: number): Promise<boolean> {
  const again = await sslcommerzApi('merchantTransIDvalidationAPI.php', { bank_tran_id: bankTranId, refund_amount: amount.toFixed(2) });
  return again.status === 'failed' && again.errorReason === 'Already refunded';
}

/** Stripe's REST API on the sandbox, called as the store would (the secret key). */
export async function stripeApi(path: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${sandboxOrigin()}${path}`, { headers: { authorization: `Bearer ${sandboxCredentials().stripe.secretKey}` } });
  if (res.status !== 200) throw new Error(`Stripe sandbox ${path} answered ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

/** A Checkout Session as the sandbox holds it, and its payment's charge (amounts in cents). */
export async function stripeSessionCharge(sessionId: string) {
  const session = await stripeApi(`/v1/checkout/sessions/${sessionId}`);
  const intent = typeof session.payment_intent === 'string' ? session.payment_intent : undefined;
  const list = intent
    ? ((await stripeApi(`/v1/charges?payment_intent=${intent}`)).data as { amount: number; amount_refunded: number }[])
    : [];
  return { session, charge: list[0] };
}

/** The hosted page's Pay (or Fail) button, as the browser would press it; `extra` adds form fields (SSLCommerz's risk level). */
export async function pressHostedPage(pageUrl: string, outcome: 'pay' | 'fail', extra: Record<string, string> = {}): Promise<Response> {
  const page = await fetch(pageUrl);
  if (page.status !== 200) throw new Error(`hosted page ${pageUrl} answered ${page.status}`);
  await page.text();
  return fetch(pageUrl, {
    method: 'POST',
    body: new URLSearchParams({ outcome, ...extra }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
}

/** The hidden fields and action of the auto-submitting form SSLCommerz's page returns the browser with. */
export function returnForm(html: string): { action: string; fields: Record<string, string> } {
  const decode = (s: string) =>
    s
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  const action = /<form method="post" action="([^"]*)"/.exec(html)?.[1];
  if (!action) throw new Error(`no return form in ${html.slice(0, 200)}`);
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [decode(m[1]!), decode(m[2]!)]),
  );
  return { action: decode(action), fields };
}

/**
 * Delivers a notification as a provider does: again, after a short pause, while the store answers
 * 409 (the same event still in hand in another invocation); answers the final response.
 */
export async function deliverAsProvider(send: () => Promise<Response>, attempts = 100): Promise<Response> {
  let res = await send();
  for (let attempt = 1; res.status === 409 && attempt < attempts; attempt++) {
    await res.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 100));
    res = await send();
  }
  return res;
}

/** A `fetch` init that posts `fields` as a form, as a browser or a provider does. */
export const formPost = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

/** An IPN posted to the store's SSLCommerz webhook. */
export const postSslcommerzIpn = (fields: Record<string, string>) => fetch(`${baseUrl()}/api/webhooks/sslcommerz`, formPost(fields));

/** A signed PayPal event (`signedPaypalEvent`) posted to the store's PayPal webhook. */
export const postPaypalWebhook = (signed: { body: string; headers: Record<string, string> }) =>
  fetch(`${baseUrl()}/api/webhooks/paypal`, { method: 'POST', body: signed.body, headers: signed.headers });

/**
 * A new buyer's pending order for `song`, paid through `method` (its hosted page not visited yet);
 * `orderOf()` reads the order as its buyer.
 */
export async function gatewayOrder<S extends { id: string; price: number }>(
  method: 'sslcommerz' | 'paypal',
  song: S,
  name = 'Gateway Buyer',
) {
  const buyer = await registerAndLogin(name);
  const amount = method === 'sslcommerz' ? usdToBdt(song.price) : song.price;
  const created = await api('createOrder', { token: buyer.token, body: { songId: song.id, paymentMethod: method, amount } });
  if (created.status !== 201) throw new Error(`createOrder failed: ${created.status} ${created.text}`);
  const { orderId, checkoutUrl } = created.body;
  rememberSandboxOrigin(checkoutUrl!);
  const orderOf = async () => (await api('getOrder', { params: { orderId }, token: buyer.token })).body;
  return { buyer, song, amount, orderId, checkoutUrl: checkoutUrl!, orderOf };
}

/**
 * An SSLCommerz payment made straight with the sandbox as the merchant, with no IPN URL: the
 * test decides what reaches the store. Answers the paid payment's val_id.
 */
export async function paidSslcommerzSession(tranId: number, amount: number, extra: Record<string, string> = {}): Promise<string> {
  const { storeId, storePassword } = sandboxCredentials().sslcommerz;
  const init = await fetch(
    `${sandboxOrigin()}/sslcommerz/gwprocess/v4/api.php`,
    formPost({
      store_id: storeId,
      store_passwd: storePassword,
      total_amount: String(amount),
      currency: 'BDT',
      tran_id: String(tranId),
      success_url: 'http://127.0.0.1:9/success',
      fail_url: 'http://127.0.0.1:9/fail',
      cancel_url: 'http://127.0.0.1:9/cancel',
    }),
  );
  const session = (await init.json()) as { status: string; GatewayPageURL: string };
  if (session.status !== 'SUCCESS') throw new Error(`the sandbox refused the SSLCommerz session: ${JSON.stringify(session)}`);
  const paid = await pressHostedPage(session.GatewayPageURL, 'pay', extra);
  return returnForm(await paid.text()).fields.val_id!;
}
