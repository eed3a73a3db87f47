/**
 * Correctly signed but malformed provider events (issue 23): a Stripe event signed with the store's
 * webhook secret, a PayPal event signed with the sandbox's key (so PayPal's verify call confirms
 * it), each naming a real pending order, with fields missing or of the wrong type. Whatever the
 * damage, the answer is a clear 4xx or a 200 that ignores it, never a 5xx, and the order is left
 * exactly as it was (pending, no licence, no review flag); the intact event still approves it.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, baseUrl, isLocalStack, registerAndLogin } from '../helpers/api';
import {
  paidCheckoutSession,
  paypalEvent,
  rememberSandboxOrigin,
  signedPaypalEvent,
  signedStripeEvent,
  stripeEvent,
  useSandboxGateways,
} from '../helpers/payments';

type Song = { id: string; title: string; price: number };
type Json = Record<string, unknown>;
type Kind = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';

let admin: string;
let webhookSecret: string;
let paypalWebhookId: string;
let songs: Song[];
let songCursor = 11;
const nextSong = () => songs[songCursor++ % songs.length]!;

const KINDS: readonly Kind[] = ['string', 'number', 'boolean', 'null', 'array', 'object'];
const valueOf = (kind: Kind): unknown => ({ string: 'x', number: 42, boolean: true, null: null, array: [1, 'a'], object: { a: 1 } })[kind];

/** A field the handler reads: where it is, the kinds it may hold, and whether it may be absent. */
interface Field {
  path: readonly string[];
  kinds: readonly Kind[];
  optional?: boolean;
}

/** One damage: a field removed (when it is required) or given a value of a kind it may not hold. */
const damage = (fields: readonly Field[]) =>
  fc.oneof(
    ...fields.flatMap((f) => [
      ...(f.optional ? [] : [fc.constant({ path: f.path, remove: true as const })]),
      ...KINDS.filter((k) => !f.kinds.includes(k)).map((k) => fc.constant({ path: f.path, value: valueOf(k) })),
    ]),
  );

function damaged(event: Json, damages: readonly { path: readonly string[]; remove?: true; value?: unknown }[]): Json {
  const copy = structuredClone(event);
  for (const d of damages) {
    let at: unknown = copy;
    for (const key of d.path.slice(0, -1)) at = at && typeof at === 'object' && !Array.isArray(at) ? (at as Json)[key] : undefined;
    if (!at || typeof at !== 'object' || Array.isArray(at)) continue;
    const last = d.path.at(-1)!;
    if (d.remove) delete (at as Json)[last];
    else (at as Json)[last] = d.value;
  }
  return copy;
}

/**
 * A provider's cases: an event of one of `main.types` with one to three of `fields` damaged, or the
 * `other` event with one or two of its fields damaged. Each case is built afresh, with a new event id.
 */
const damagedEvents = (
  main: { types: readonly [string, ...string[]]; build: (type: string) => Json },
  fields: readonly Field[],
  other: { build: () => Json; fields: readonly Field[] },
) =>
  fc.oneof(
    fc
      .tuple(fc.constantFrom(...main.types), fc.array(damage(fields), { minLength: 1, maxLength: 3 }))
      .map(([type, damages]) => damaged(main.build(type), damages)),
    fc.array(damage(other.fields), { minLength: 1, maxLength: 2 }).map((damages) => damaged(other.build(), damages)),
  );

const STRIPE_FIELDS: readonly Field[] = [
  { path: ['id'], kinds: ['string'] },
  { path: ['type'], kinds: ['string'] },
  { path: ['data'], kinds: ['object'] },
  { path: ['data', 'object'], kinds: ['object'] },
  { path: ['data', 'object', 'id'], kinds: ['string'] },
  { path: ['data', 'object', 'object'], kinds: [] },
  { path: ['data', 'object', 'amount_total'], kinds: ['number', 'null'] },
  { path: ['data', 'object', 'currency'], kinds: ['string', 'null'] },
  { path: ['data', 'object', 'client_reference_id'], kinds: ['string', 'null'] },
  { path: ['data', 'object', 'metadata'], kinds: ['object', 'null'] },
  // A session without it names no order (flagged as such); of the wrong kind it is malformed.
  { path: ['data', 'object', 'metadata', 'orderId'], kinds: ['string'], optional: true },
  { path: ['data', 'object', 'payment_status'], kinds: ['string'] },
];

const PAYPAL_FIELDS: readonly Field[] = [
  { path: ['id'], kinds: ['string'] },
  { path: ['event_type'], kinds: ['string'] },
  { path: ['resource'], kinds: ['object'] },
  { path: ['resource', 'id'], kinds: ['string'] },
  { path: ['resource', 'custom_id'], kinds: ['string'], optional: true },
  { path: ['resource', 'amount'], kinds: ['object'] },
  { path: ['resource', 'amount', 'value'], kinds: ['string'] },
  { path: ['resource', 'amount', 'currency_code'], kinds: ['string'] },
  { path: ['resource', 'supplementary_data'], kinds: ['object'], optional: true },
  { path: ['resource', 'supplementary_data', 'related_ids', 'order_id'], kinds: ['string'], optional: true },
];

async function pendingOrder(paymentMethod: 'stripe' | 'paypal') {
  const buyer = await registerAndLogin(`Malformed ${paymentMethod} Buyer`);
  const song = nextSong();
  const created = await api('createOrder', { token: buyer.token, body: { songId: song.id, paymentMethod, amount: song.price } });
  expect(created.status, created.text).toBe(201);
  rememberSandboxOrigin(created.body.checkoutUrl!);
  const orderId = created.body.orderId;
  const read = async () => (await api('getOrder', { params: { orderId }, token: buyer.token })).body;
  return { song, orderId, reference: (await read()).payment_reference!, read };
}

const post = (provider: 'stripe' | 'paypal', signed: { body: string; headers: Record<string, string> }) =>
  fetch(`${baseUrl()}/api/webhooks/${provider}`, { method: 'POST', body: signed.body, headers: signed.headers });

/** Sends every damaged event; answers the statuses seen. Each must be a 4xx with a message, or 200. */
async function sendAll(
  provider: 'stripe' | 'paypal',
  cases: fc.Arbitrary<Json>,
  sign: (event: Json) => { body: string; headers: Record<string, string> },
) {
  const seen = new Set<number>();
  await fc.assert(
    fc.asyncProperty(cases, async (event) => {
      const res = await post(provider, sign(event));
      const text = await res.text();
      seen.add(res.status);
      expect(res.status, `${JSON.stringify(event).slice(0, 400)} → ${text.slice(0, 300)}`).toBeLessThan(500);
      if (res.status !== 200) {
        expect(res.status).toBeGreaterThanOrEqual(400);
        const body = JSON.parse(text) as { error?: unknown; code?: unknown };
        expect(typeof body.error === 'string' && body.error.length > 0).toBe(true);
        expect(body.error).not.toMatch(/Zod|TypeError|Cannot read|undefined|stack|functions\//);
      }
    }),
    { numRuns: 60 },
  );
  return seen;
}

/**
 * Sends every damaged case for the pending `order`: some answer 400, and none changes the order.
 * Then the `intact` event, signed the same way, still approves it.
 */
async function expectOnlyIntactApproves(
  provider: 'stripe' | 'paypal',
  order: Awaited<ReturnType<typeof pendingOrder>>,
  cases: fc.Arbitrary<Json>,
  sign: (event: Json) => { body: string; headers: Record<string, string> },
  intact: Json,
) {
  const before = await order.read();
  const seen = await sendAll(provider, cases, sign);
  expect(seen.has(400)).toBe(true);
  expect(await order.read()).toEqual(before);
  expect(before).toMatchObject({ status: 'pending', license_key: null, review_reason: null });

  expect((await post(provider, sign(intact))).status).toBe(200);
  expect((await order.read()).status).toBe('completed');
}

beforeAll(async () => {
  admin = await adminToken();
  const credentials = await useSandboxGateways(admin, { paypal: true });
  webhookSecret = credentials.stripe.webhookSecret;
  paypalWebhookId = credentials.paypal.webhookId;
  songs = (await api('listSongs', { query: { limit: 100 } })).body.filter((s: Song) => s.price > 0);
});

describe.skipIf(!isLocalStack())('signed but malformed webhook events', () => {
  it('Stripe: every damaged paid session or charge answers 4xx or an ignoring 200, never 5xx, and leaves the order untouched', async () => {
    const order = await pendingOrder('stripe');
    const { song, orderId, reference } = order;
    const session = paidCheckoutSession(reference, orderId, Math.round(song.price * 100), 'pi_test_malformed');
    const charge = {
      id: 'ch_test_malformed',
      object: 'charge',
      payment_intent: 'pi_x',
      refunded: true,
      metadata: { orderId: String(orderId) },
    };
    const chargeFields: readonly Field[] = [
      { path: ['data', 'object', 'id'], kinds: ['string'] },
      { path: ['data', 'object', 'refunded'], kinds: ['boolean'] },
      { path: ['data', 'object', 'payment_intent'], kinds: ['string', 'null'] },
    ];
    const cases = damagedEvents(
      { types: ['checkout.session.completed', 'checkout.session.async_payment_succeeded'], build: (type) => stripeEvent(type, session) },
      STRIPE_FIELDS,
      { build: () => stripeEvent('charge.refunded', charge), fields: chargeFields },
    );
    const sign = (event: Json) => signedStripeEvent(event, webhookSecret);
    await expectOnlyIntactApproves('stripe', order, cases, sign, stripeEvent('checkout.session.completed', session));
  });

  it('PayPal: every damaged capture, approval or refund answers 4xx or an ignoring 200, never 5xx, and leaves the order untouched', async () => {
    const order = await pendingOrder('paypal');
    const { song, orderId, reference } = order;
    const capture = {
      id: 'CAPTUREMALFORMED1',
      status: 'COMPLETED',
      custom_id: String(orderId),
      amount: { value: song.price.toFixed(2), currency_code: 'USD' },
      supplementary_data: { related_ids: { order_id: reference } },
    };
    const approvedFields: readonly Field[] = [
      { path: ['resource', 'id'], kinds: ['string'] },
      { path: ['resource', 'purchase_units'], kinds: ['array'] },
    ];
    const cases = damagedEvents(
      { types: ['PAYMENT.CAPTURE.COMPLETED', 'PAYMENT.CAPTURE.REFUNDED'], build: (type) => paypalEvent(type, capture) },
      PAYPAL_FIELDS,
      {
        build: () =>
          paypalEvent('CHECKOUT.ORDER.APPROVED', { id: reference, status: 'APPROVED', purchase_units: [{ custom_id: String(orderId) }] }),
        fields: approvedFields,
      },
    );
    const sign = (event: Json) => signedPaypalEvent(event, paypalWebhookId);
    await expectOnlyIntactApproves('paypal', order, cases, sign, paypalEvent('PAYMENT.CAPTURE.COMPLETED', capture));
  });
});
