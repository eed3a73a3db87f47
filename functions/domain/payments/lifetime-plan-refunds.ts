/**
 * A provider's confirmed payment for a plan that can never start (its holder's plans end with a
 * lifetime one) is paid back through that provider instead of answering 409 for ever, as a guest
 * plan joining such an account is (guest-buyers.ts). An admin's approval of such a manual order
 * still answers 409: the admin rejects it.
 */
import { OrderStateChanged, refundClosedOrder } from '../../data/exclusive-refunds-repo';
import { getOrderRecord, type OrderRecord } from '../../data/orders-repo';
import { getSubscriptionRecord } from '../../data/subscriptions-repo';
import { ConflictError } from '../../kernel/errors';
import { logger } from '../../lib/log';
import { countEvent } from '../../lib/metrics';
import { REFUNDED_BEHIND_LIFETIME } from '../orders/guest-buyers';
import { queuePlaceAfter } from '../subscriptions/plan-queue';
import type { EventCompletion } from './event-claims';
import { mailRefund, refundThroughProvider } from './refund-steps';

/** A new plan's order whose holder's plans end with a lifetime plan: nothing would ever start after it. */
export async function planNeverStarts(order: OrderRecord, now: Date): Promise<boolean> {
  if (order.type !== 'subscription' || !order.subscriptionId) return false;
  const sub = await getSubscriptionRecord(order.subscriptionId, true);
  if (!sub || sub.renewalOf) return false;
  return (await queuePlaceAfter(sub.userId, sub.duration, now)) === 'lifetime';
}

/**
 * The money back through the provider (idempotent per order there), then the pending order refunded
 * and its subscription closed with the event's completion in one transaction, then the buyer's mail,
 * sent only by the caller whose transaction committed. A failing provider refund throws, so the
 * provider redelivers and the refund is tried again.
 */
export async function refundPlanBehindLifetime(
  order: OrderRecord,
  actor: string,
  siteUrl: string,
  now: Date,
  recordIn?: EventCompletion,
): Promise<'refunded' | 'already-refunded'> {
  const reference = await refundThroughProvider(order);
  try {
    await refundClosedOrder({
      order,
      actor,
      at: now.toISOString(),
      reason: REFUNDED_BEHIND_LIFETIME,
      cause: 'lifetime',
      ...(reference ? { reference } : {}),
      ...(recordIn ? { also: recordIn('refunded') } : {}),
    });
  } catch (error) {
    if (!(error instanceof OrderStateChanged)) throw error;
    if ((await getOrderRecord(order.id, true))?.status === 'refunded') return 'already-refunded';
    throw new ConflictError(`Order ${order.id} changed while its payment was refunded`, 'ORDER_STATE_CHANGED');
  }
  countEvent('PaymentsRefunded');
  logger.info('payment for a plan behind a lifetime plan refunded', { orderId: order.id, reference });
  await mailRefund(order, REFUNDED_BEHIND_LIFETIME, siteUrl);
  return 'refunded';
}
