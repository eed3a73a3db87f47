/**
 * Stripe Checkout through the official SDK (loaded lazily: only card payments and their webhook
 * pay for it). The API origin comes from GATEWAY_URL_STRIPE (the local payment sandbox) or is
 * Stripe's own; the keys come from Gateway Setup, sealed at rest.
 */
import type Stripe from 'stripe';
import * as z from '../../../shared/api/zod';
import type { OrderRecord } from '../../data/orders-repo';
import { env } from '../../lib/env';
import { UnprocessableError } from '../../kernel/errors';
import { paymentGateway } from '../integrations/gateways';

/** Stripe refuses events older than this by default; so do we (seconds). */
export const STRIPE_TOLERANCE_SECONDS = 300;

export const CARD_UNAVAILABLE = 'Card payments are not available right now';

async function client(secretKey: string): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe');
  const origin = new URL(env.GATEWAY_URL_STRIPE ?? 'https://api.stripe.com');
  const protocol = origin.protocol === 'http:' ? 'http' : 'https';
  return new StripeSdk(secretKey, {
    host: origin.hostname,
    port: origin.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 2,
    timeout: 8_000,
  });
}

export const stripeSettings = () => paymentGateway('stripe', CARD_UNAVAILABLE);

/** A Checkout Session for the order's own amount (USD cents); answers its id and hosted page URL. */
export async function createStripeCheckout(order: OrderRecord, returnUrl: string): Promise<{ id: string; url: string }> {
  const settings = await stripeSettings();
  const stripe = await client(settings.secretKey);
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: order.currency.toLowerCase(), unit_amount: order.amountMinor, product_data: { name: order.title } },
        },
      ],
      client_reference_id: String(order.id),
      metadata: { orderId: String(order.id) },
      // The charge carries the order id too, so Stripe's own refund notice (charge.refunded) finds it.
      payment_intent_data: { metadata: { orderId: String(order.id) } },
      customer_email: order.buyerEmail,
      success_url: `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}payment=success`,
      cancel_url: `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}payment=cancelled`,
    },
    // One session per order and attempt minute: a retried request gets the same session back.
    { idempotencyKey: `order-${order.id}-${Math.floor(Date.now() / 60_000)}` },
  );
  if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
  return { id: session.id, url: session.url };
}

/** What every event must carry before its id is recorded or its object read. */
export const StripeEventEnvelope = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,255}$/, 'expected an event id')),
    type: z.string().check(z.maxLength(100)),
    data: z.object({ object: z.record(z.string(), z.unknown()) }),
  }),
);

/** The fields of a Checkout Session the approval compares with the order. */
export const StripeSession = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    id: z.string(),
    object: z.literal('checkout.session'),
    amount_total: z.nullable(z.number()),
    currency: z.nullable(z.string()),
    client_reference_id: z.nullable(z.string()),
    metadata: z.nullable(z.record(z.string(), z.string())),
    payment_status: z.string(),
    payment_intent: z.optional(z.nullable(z.unknown())),
  }),
);
export type StripeSession = z.infer<typeof StripeSession>;

export const StripeCharge = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    id: z.string(),
    object: z.literal('charge'),
    payment_intent: z.nullable(z.string()),
    refunded: z.boolean(),
    metadata: z.optional(z.nullable(z.record(z.string(), z.string()))),
  }),
);

/** Verifies the signature and age of a webhook (throws Stripe's signature error) and answers the event. */
export async function verifyStripeEvent(payload: string, signature: string | undefined, secret: string): Promise<Stripe.Event> {
  const { default: StripeSdk } = await import('stripe');
  return StripeSdk.webhooks.constructEvent(payload, signature ?? '', secret, STRIPE_TOLERANCE_SECONDS);
}

/** Refunds a paid Checkout Session's payment in full through Stripe's refund API; answers the refund id. */
export async function refundStripeSession(sessionId: string, orderId: number): Promise<string> {
  const settings = await stripeSettings();
  const stripe = await client(settings.secretKey);
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  if (!paymentIntent) throw new UnprocessableError('Stripe has no payment for this order to refund', 'NOTHING_TO_REFUND');
  const refund = await stripe.refunds.create(
    { payment_intent: paymentIntent, metadata: { orderId: String(orderId) } },
    { idempotencyKey: `refund-${orderId}` },
  );
  return refund.id;
}

/**
 * Expires a Checkout Session that is still open (Stripe's `checkout.sessions.expire`), so its hosted
 * page no longer takes a payment: an order closed without one (its song sold exclusively to another
 * buyer). Stripe refuses a session that is no longer open (paid or expired already): the caller logs it.
 */
export async function expireStripeSession(sessionId: string): Promise<void> {
  const settings = await stripeSettings();
  const stripe = await client(settings.secretKey);
  await stripe.checkout.sessions.expire(sessionId);
}
