/**
 * Raw bodies for the fuzz of the three payment webhooks (issue 23): they declare no body schema,
 * since each reads the raw body and checks it itself (a signature, PayPal's verify call,
 * SSLCommerz's validation API), so the schema-driven generator of fuzz.ts never reached them.
 *
 * What a forger can send: the provider's event shape naming the worker's own order as paid
 * (JSON for Stripe and PayPal, a form for SSLCommerz), mutated and hostile bodies (rawBodyOf),
 * under signature headers that are missing, malformed or well-formed but forged. None may answer
 * 5xx, and no 4xx may change the worker's orders (fuzz.ts reads them before and after).
 */
import fc from 'fast-check';
import type { RouteId } from '../../shared/api/routes';
import { hostileScalar, hostileValue, rawBodyOf, type RawBody } from './fuzz-arbitraries';

export type WebhookRoute = 'stripeWebhook' | 'paypalWebhook' | 'sslcommerzWebhook';
export const WEBHOOK_ROUTES: readonly RouteId[] = ['stripeWebhook', 'paypalWebhook', 'sslcommerzWebhook'] satisfies WebhookRoute[];

export const isWebhookRoute = (id: RouteId): id is WebhookRoute => (WEBHOOK_ROUTES as readonly string[]).includes(id);

/** A webhook request's body and the provider's headers that go with it. */
export interface WebhookCase {
  body: RawBody | undefined;
  headers: Record<string, string>;
}

const token = (prefix: string) => fc.stringMatching(/^[A-Za-z0-9]{1,24}$/).map((s) => `${prefix}${s}`);
/** A value where the provider puts the order: the worker's own, another number, or anything hostile. */
const orderRef = (orderId: number) =>
  fc.oneof({ arbitrary: fc.constant(String(orderId)), weight: 4 }, { arbitrary: fc.nat().map(String), weight: 1 }, hostileScalar);
const amount = fc.oneof(fc.constantFrom('9.99', '0', '-1', '1e9', ''), fc.double().map(String));
const hex = (length: number) => fc.stringMatching(new RegExp(`^[0-9a-f]{${length}}$`));
/** A header value: plausible, empty, 3,000 characters long, Latin-1 bytes beyond ASCII, or printable noise. */
const headerValue = (plausible: fc.Arbitrary<string>) =>
  fc.oneof(
    { arbitrary: plausible, weight: 4 },
    { arbitrary: fc.constantFrom('', ' ', 'x'.repeat(3000), 'ä\u00ff', '\t'), weight: 1 },
    { arbitrary: fc.string({ maxLength: 80 }).map((s) => s.replace(/[^\x20-\x7e]/g, '?')), weight: 1 },
  );

function stripeCase(orderId: number): fc.Arbitrary<WebhookCase> {
  const event = fc.record({
    id: token('evt_'),
    object: fc.constant('event'),
    type: fc.oneof(
      fc.constantFrom('checkout.session.completed', 'checkout.session.async_payment_succeeded', 'charge.refunded'),
      fc.string({ maxLength: 40 }),
    ),
    created: fc.integer({ min: 0, max: 2 ** 31 }),
    data: fc.record({
      object: fc.record({
        id: token('cs_'),
        object: fc.constant('checkout.session'),
        payment_status: fc.constantFrom('paid', 'unpaid', 'no_payment_required'),
        client_reference_id: orderRef(orderId),
        metadata: fc.record({ orderId: orderRef(orderId) }),
        amount_total: fc.oneof(fc.integer(), hostileScalar),
        currency: fc.constantFrom('usd', 'bdt', 'eur', ''),
      }),
    }),
  });
  const signature = fc.oneof(
    // Well-formed and forged: the current time, a 64-hex v1 that no secret produced.
    { arbitrary: fc.tuple(hex(64)).map(([v1]) => `t=${Math.floor(Date.now() / 1000)},v1=${v1}`), weight: 3 },
    { arbitrary: fc.tuple(fc.integer({ min: 0, max: 2 ** 31 }), hex(64)).map(([t, v1]) => `t=${t},v1=${v1}`), weight: 1 },
    { arbitrary: fc.constantFrom('t=,v1=', 'v1=00', 't=abc,v0=zz', 't=1,v1=1,v1=2'), weight: 1 },
  );
  return fc.record({
    body: fc.oneof({ arbitrary: rawBodyOf(event), weight: 6 }, { arbitrary: fc.constant(undefined), weight: 1 }),
    headers: fc
      .option(headerValue(signature), { nil: undefined, freq: 5 })
      .map((v): Record<string, string> => (v === undefined ? {} : { 'stripe-signature': v })),
  });
}

const PAYPAL_HEADERS = [
  'paypal-auth-algo',
  'paypal-cert-url',
  'paypal-transmission-id',
  'paypal-transmission-sig',
  'paypal-transmission-time',
];

function paypalCase(orderId: number): fc.Arbitrary<WebhookCase> {
  const resource = fc.record({
    id: token(''),
    status: fc.constantFrom('COMPLETED', 'APPROVED', 'REFUNDED'),
    custom_id: orderRef(orderId),
    amount: fc.record({ value: amount, currency_code: fc.constantFrom('USD', 'BDT', '') }),
    supplementary_data: fc.record({ related_ids: fc.record({ order_id: fc.oneof(token(''), hostileScalar) }) }),
    purchase_units: fc.array(fc.record({ custom_id: orderRef(orderId), reference_id: orderRef(orderId) }), { maxLength: 2 }),
  });
  const event = fc.record({
    id: token('WH-'),
    event_type: fc.oneof(
      fc.constantFrom('PAYMENT.CAPTURE.COMPLETED', 'CHECKOUT.ORDER.APPROVED', 'PAYMENT.CAPTURE.REFUNDED'),
      fc.string({ maxLength: 40 }),
    ),
    resource: fc.oneof({ arbitrary: resource, weight: 5 }, { arbitrary: hostileValue, weight: 1 }),
  });
  const plausible: Record<string, fc.Arbitrary<string>> = {
    'paypal-auth-algo': fc.constantFrom('SHA256withRSA', 'none', 'HS256'),
    // PayPal's certificate address (a genuine one the forger cannot sign for) or somewhere else entirely.
    'paypal-cert-url': fc.constantFrom(
      'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270',
      'http://169.254.169.254/latest/meta-data/',
      'file:///etc/passwd',
      'not a url',
    ),
    'paypal-transmission-id': fc.uuid(),
    'paypal-transmission-sig': fc.base64String({ minLength: 4, maxLength: 344 }),
    'paypal-transmission-time': fc.oneof(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      fc.constant('yesterday'),
    ),
  };
  const headers = fc
    .tuple(fc.subarray(PAYPAL_HEADERS, { minLength: 0 }), fc.tuple(...PAYPAL_HEADERS.map((name) => headerValue(plausible[name]!))))
    .map(([present, values]) =>
      Object.fromEntries(PAYPAL_HEADERS.flatMap((name, i) => (present.includes(name) ? [[name, values[i]!]] : []))),
    );
  return fc.record({
    body: fc.oneof({ arbitrary: rawBodyOf(event), weight: 6 }, { arbitrary: fc.constant(undefined), weight: 1 }),
    headers,
  });
}

const FORM_TYPE = 'application/x-www-form-urlencoded';

function sslcommerzCase(orderId: number): fc.Arbitrary<WebhookCase> {
  const field = (name: string, value: fc.Arbitrary<string>) => value.map((v): [string, string] => [name, v]);
  const text = fc.oneof(
    fc.string({ maxLength: 40 }),
    hostileScalar.map((v) => String(v)),
  );
  const fields = fc.tuple(
    field('status', fc.oneof(fc.constantFrom('VALID', 'VALIDATED', 'valid', 'FAILED', 'CANCELLED', ''), text)),
    field('val_id', fc.oneof(token(''), fc.constantFrom('', 'a'.repeat(101), '../x', 'x y'), text)),
    field('tran_id', fc.oneof(orderRef(orderId).map(String), text)),
    field('amount', amount),
    field('currency', fc.constantFrom('BDT', 'USD', '')),
    field('risk_level', fc.constantFrom('0', '1', '')),
  );
  const form = fc.tuple(fields, fc.array(field('val_id', text), { maxLength: 2 }), fc.boolean()).map(([base, extra, shuffled]) => {
    const entries = [...base, ...extra];
    return new URLSearchParams(shuffled ? entries.reverse() : entries).toString();
  });
  const asForm: fc.Arbitrary<RawBody> = fc
    .tuple(form, fc.constantFrom(FORM_TYPE, `${FORM_TYPE}; charset=utf-8`, 'text/plain', undefined))
    .map(([text, contentType]) => ({ bytes: Buffer.from(text), contentType, label: `form ${text.slice(0, 120)}` }));
  const oversized: fc.Arbitrary<RawBody> = fc.constantFrom(25_000, 1 << 20).map((n) => ({
    bytes: Buffer.from(`status=VALID&val_id=${'a'.repeat(n)}`),
    contentType: FORM_TYPE,
    label: `form of ${n}+ bytes`,
  }));
  return fc.record({
    body: fc.oneof(
      { arbitrary: asForm, weight: 6 },
      { arbitrary: oversized, weight: 1 },
      { arbitrary: rawBodyOf(hostileValue), weight: 2 },
      { arbitrary: fc.constant(undefined), weight: 1 },
    ),
    headers: fc.constant({}),
  });
}

/** Requests to one webhook that a forger could send about the worker's order. */
export function webhookCase(route: WebhookRoute, orderId: number): fc.Arbitrary<WebhookCase> {
  switch (route) {
    case 'stripeWebhook':
      return stripeCase(orderId);
    case 'paypalWebhook':
      return paypalCase(orderId);
    case 'sslcommerzWebhook':
      return sslcommerzCase(orderId);
  }
}
