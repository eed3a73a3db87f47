/**
 * PayPal's side of an order: the buyer's return (`POST /api/orders/{orderId}/paypal/capture`)
 * captures the approved PayPal order and settles it; `POST /api/webhooks/paypal` is verified by
 * PayPal's verify-webhook-signature with the stored webhook id before anything is read from it,
 * handles each event once, settles a completed capture (the same approval, so capture and
 * notification approve once between them), captures an approved order the buyer never came
 * back from, and refunds a refunded capture.
 */
import type { Order } from '../../../shared/api/orders';
import * as z from '../../../shared/api/zod';
import { getOrderRecord, type OrderRecord } from '../../data/orders-repo';
import { setPaymentReference } from '../../data/payments-repo';
import { logger } from '../../lib/log';
import { ConflictError, UnprocessableError, ValidationError } from '../../kernel/errors';
import { checkWithGateway } from '../integrations/gateways';
import { toOrder, getOwnOrder } from '../orders/orders';
import type { Caller } from '../../kernel/caller';
import { handleEventOnce } from './event-claims';
import { capturePaypalOrder, PAYPAL_SIGNATURE_HEADERS, verifyPaypalWebhook, type PaypalCapture } from './paypal';
import { minorOf, orderIdOf } from './provider-http';
import { refundFromProvider } from './refunds';
import { settlePayment, type Settlement } from './settle';

const MAX_EVENT_BYTES = 100_000;

/** The fields each handled event's resource must carry, as PayPal documents them (others are ignored). */
const CaptureResource = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    id: z.string(),
    custom_id: z.optional(z.string()),
    amount: z.object({ value: z.string(), currency_code: z.string() }),
    supplementary_data: z.optional(z.object({ related_ids: z.optional(z.object({ order_id: z.optional(z.string()) })) })),
  }),
);
const ApprovedOrderResource = /* @__PURE__ */ z.lazySchema(() =>
  z.object({ id: z.string(), purchase_units: z.array(z.object({ custom_id: z.optional(z.string()) })) }),
);
const RefundResource = /* @__PURE__ */ z.lazySchema(() => z.object({ id: z.string(), custom_id: z.optional(z.string()) }));

/** A verified event whose resource lacks a field or has one of the wrong type: 400, nothing recorded or changed. */
function resourceOf<T>(schema: z.ZodMiniType<T>, event: PaypalEvent): T {
  const parsed = schema.safeParse(event.resource);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({
    path: ['body', 'resource', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  throw new ValidationError(
    `Invalid PayPal webhook: the ${event.event_type} resource is malformed (${issues[0]!.path}: ${issues[0]!.message})`,
    issues,
  );
}

const badWebhook = (reason: string) =>
  new ValidationError(`Invalid PayPal webhook: ${reason}`, [{ path: 'headers.paypal-transmission-sig', message: reason }]);

/** A capture compared with its order and settled; a capture PayPal still holds (PENDING) waits for its notification. */
async function settleCapture(
  order: OrderRecord,
  capture: PaypalCapture,
  siteUrl: string,
  now: Date,
): Promise<Settlement | 'capture pending'> {
  if (capture.status !== 'COMPLETED') return 'capture pending';
  return settlePayment(
    {
      provider: 'paypal',
      // The capture names its order; one naming another order is compared (and flagged) as that order's payment.
      orderId: orderIdOf(capture.customId) ?? order.id,
      amountMinor: capture.amountMinor,
      currency: capture.currency,
    },
    siteUrl,
    now,
  );
}

/** Captures the order's approved PayPal order (its payment reference) and settles it. */
async function captureAndSettle(order: OrderRecord, siteUrl: string, now: Date): Promise<string> {
  if (!order.paymentReference) throw new ConflictError('Start the PayPal payment first', 'PAYPAL_NOT_STARTED');
  const capture = await capturePaypalOrder(order.paymentReference);
  return settleCapture(order, capture, siteUrl, now);
}

/** POST /api/orders/{orderId}/paypal/capture: the buyer back from PayPal. A second call answers the order as it is. */
export async function capturePaypalPayment(caller: Caller, orderId: number, siteUrl: string, now = new Date()): Promise<Order> {
  const order = await getOwnOrder(caller, orderId);
  if (order.paymentMethod !== 'paypal') throw new UnprocessableError('This order is not paid with PayPal', 'NOT_PAYPAL_ORDER');
  if (order.status === 'completed') return toOrder(order);
  if (order.status !== 'pending') throw new ConflictError(`This order is already ${order.status}`, 'ORDER_NOT_PENDING');
  await captureAndSettle(order, siteUrl, now);
  return toOrder((await getOrderRecord(orderId, true)) ?? order);
}

interface PaypalEvent {
  id: string;
  event_type: string;
  resource: Record<string, unknown>;
}

function parseEvent(payload: string): PaypalEvent {
  let event: unknown;
  try {
    event = JSON.parse(payload);
  } catch {
    throw badWebhook('the body is not JSON');
  }
  const e = event as Partial<PaypalEvent> | null;
  if (
    typeof e !== 'object' ||
    e === null ||
    typeof e.id !== 'string' ||
    !/^[A-Za-z0-9_-]{1,100}$/.test(e.id) ||
    typeof e.event_type !== 'string' ||
    typeof e.resource !== 'object' ||
    e.resource === null
  ) {
    throw badWebhook('the body is not a PayPal event');
  }
  return e as PaypalEvent;
}

/** POST /api/webhooks/paypal. */
export async function handlePaypalWebhook(payload: string, headers: Record<string, string | undefined>, siteUrl: string, now = new Date()) {
  if (payload.length > MAX_EVENT_BYTES) throw badWebhook('the body is too large');
  const missing = PAYPAL_SIGNATURE_HEADERS.find((name) => !headers[name] || headers[name].length > 2000);
  if (missing) throw badWebhook(`the ${missing} header is missing`);
  const event = parseEvent(payload);
  const signed = Object.fromEntries(PAYPAL_SIGNATURE_HEADERS.map((name) => [name, headers[name]!])) as Record<
    (typeof PAYPAL_SIGNATURE_HEADERS)[number],
    string
  >;
  // The settings cached in this container accept; only the stored ones refuse (a webhook id may have just changed).
  await checkWithGateway('paypal', async (settings) => {
    if (!settings?.clientId || !settings.clientSecret || !settings.webhookId) throw badWebhook('PayPal payments are not configured');
    if (!(await verifyPaypalWebhook(settings, signed, settings.webhookId, event))) throw badWebhook('PayPal did not confirm the signature');
  });
  await handleEventOnce('paypal', event.id, event.event_type, now, () => handlePaypalEvent(event, siteUrl, now));
  return { received: true };
}

async function handlePaypalEvent(event: PaypalEvent, siteUrl: string, now: Date): Promise<string> {
  let outcome = 'ignored';
  if (event.event_type === 'PAYMENT.CAPTURE.COMPLETED') {
    const resource = resourceOf(CaptureResource, event);
    const orderId = orderIdOf(resource.custom_id);
    const related = resource.supplementary_data?.related_ids?.order_id;
    if (orderId !== undefined) {
      const referenced = related && related.length <= 100 ? await setPaymentReference(orderId, related, now.toISOString()) : undefined;
      outcome = await settlePayment(
        { provider: 'paypal', orderId, amountMinor: minorOf(resource.amount.value), currency: resource.amount.currency_code },
        siteUrl,
        now,
        referenced,
      );
    }
  } else if (event.event_type === 'CHECKOUT.ORDER.APPROVED') {
    // The buyer approved but may never come back to the store: capture here (once, whoever is first).
    const resource = resourceOf(ApprovedOrderResource, event);
    const orderId = orderIdOf(resource.purchase_units[0]?.custom_id);
    const order = orderId === undefined ? undefined : await getOrderRecord(orderId, true);
    if (order?.status === 'pending' && order.paymentMethod === 'paypal' && order.paymentReference === resource.id) {
      try {
        outcome = await captureAndSettle(order, siteUrl, now);
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
        outcome = error.code;
      }
    }
  } else if (event.event_type === 'PAYMENT.CAPTURE.REFUNDED' || event.event_type === 'PAYMENT.CAPTURE.REVERSED') {
    const resource = resourceOf(RefundResource, event);
    const orderId = orderIdOf(resource.custom_id);
    if (orderId !== undefined) {
      outcome = await refundFromProvider('paypal', orderId, `Refunded in PayPal (${resource.id.slice(0, 40) || 'refund'})`, siteUrl, now);
    }
  }
  logger.info('paypal webhook handled', { type: event.event_type, outcome });
  return outcome;
}
