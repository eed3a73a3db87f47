/**
 * `POST /api/webhooks/stripe`: the raw body verified with `stripe.webhooks.constructEvent` and the
 * stored webhook secret (300 s tolerance) before anything is read from it; each event handled
 * once. A paid Checkout Session settles its order (settle.ts); a refunded charge refunds it.
 */
import { getOrderRecord } from '../../data/orders-repo';
import { flagOrderForReview, setPaymentReference } from '../../data/payments-repo';
import { logger } from '../../lib/log';
import { ValidationError } from '../../kernel/errors';
import { cachedGateway } from '../integrations/gateways';
import { handleEventOnce, type EventHandling } from './event-claims';
import { refundFromProvider } from './refunds';
import { settlePayment } from './settle';
import { StripeCharge, StripeEventEnvelope, StripeSession, verifyStripeEvent } from './stripe';

const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

const badSignature = (reason: string) =>
  new ValidationError(`Invalid Stripe webhook: ${reason}`, [{ path: 'headers.stripe-signature', message: reason }]);

/**
 * A correctly signed event whose fields are missing or of the wrong type: 400, naming the first
 * field, and nothing recorded or changed (Stripe shows the answer in its dashboard).
 */
function malformed(what: string, issues: readonly { path: readonly PropertyKey[]; message: string }[], under: string): ValidationError {
  const first = issues[0];
  const at = (issue: { path: readonly PropertyKey[] }) => [under, ...issue.path.map(String)].join('.');
  return new ValidationError(
    `Invalid Stripe webhook: ${what} is malformed${first ? ` (${at(first)}: ${first.message})` : ''}`,
    issues.map((issue) => ({ path: at(issue), message: issue.message })),
  );
}

const orderIdOf = (value: string | null | undefined): number | undefined => (value && /^\d{1,15}$/.test(value) ? Number(value) : undefined);

export async function handleStripeWebhook(payload: string, signature: string | undefined, siteUrl: string, now = new Date()) {
  const verify = async (fresh: boolean) => {
    const settings = await cachedGateway('stripe', fresh);
    if (!settings?.webhookSecret) throw badSignature('card payments are not configured');
    if (!signature) throw badSignature('the Stripe-Signature header is missing');
    try {
      return await verifyStripeEvent(payload, signature, settings.webhookSecret);
    } catch (error) {
      // Wrong signature, wrong secret or older than the tolerance: Stripe's own message says which.
      throw badSignature((error as Error).message.split('\n')[0]!.slice(0, 200));
    }
  };
  // The settings cached in this container accept; only the stored ones refuse (a secret may have just changed).
  const event = await verify(false).catch(() => verify(true));
  const envelope = StripeEventEnvelope.safeParse(event);
  if (!envelope.success) throw malformed('the event', envelope.error.issues, 'body');
  // A paid session's approval records the event in its own transaction (event-claims.ts); other events are claimed first.
  await handleEventOnce('stripe', event.id, event.type, now, (handling) => handleStripeEvent(event, siteUrl, now, handling), {
    claimFirst: !PAID_EVENTS.has(event.type),
  });
  return { received: true };
}

async function handleStripeEvent(
  event: Awaited<ReturnType<typeof verifyStripeEvent>>,
  siteUrl: string,
  now: Date,
  handling: EventHandling,
): Promise<string> {
  let outcome = 'ignored';
  if (PAID_EVENTS.has(event.type)) {
    const parsed = StripeSession.safeParse(event.data.object);
    if (!parsed.success) throw malformed('its checkout session', parsed.error.issues, 'body.data.object');
    const session = parsed.data;
    const orderId = orderIdOf(session.metadata?.orderId);
    const reference = orderIdOf(session.client_reference_id);
    if (session.payment_status !== 'paid') {
      outcome = `awaiting payment (${session.payment_status})`;
    } else if (orderId === undefined || reference !== orderId) {
      await handling.claim();
      outcome = 'flagged';
      const at = now.toISOString();
      const reason = `Stripe session ${session.id} names order ${session.metadata?.orderId ?? 'none'} in its metadata and ${session.client_reference_id ?? 'none'} as its reference`;
      for (const id of new Set([orderId, reference])) if (id !== undefined) await flagOrderForReview(id, reason, at);
      logger.warn('stripe session with mismatched order ids', { sessionId: session.id });
    } else {
      // The checkout stored this session's id already, unless the buyer opened a newer session since.
      const order = await getOrderRecord(orderId, true);
      const referenced =
        order?.paymentReference === session.id
          ? order
          : await handling.claim().then(() => setPaymentReference(orderId, session.id, now.toISOString()));
      outcome = await settlePayment(
        { provider: 'stripe', orderId, amountMinor: session.amount_total ?? -1, currency: session.currency ?? '' },
        siteUrl,
        now,
        referenced,
        handling,
      );
    }
  } else if (event.type === 'charge.refunded') {
    const parsed = StripeCharge.safeParse(event.data.object);
    if (!parsed.success) throw malformed('its charge', parsed.error.issues, 'body.data.object');
    const charge = parsed.data;
    const orderId = orderIdOf(charge.metadata?.orderId);
    if (charge.refunded && orderId !== undefined) {
      outcome = await refundFromProvider('stripe', orderId, `Refunded in Stripe (${charge.id})`, siteUrl, now);
    }
  }
  return outcome;
}
