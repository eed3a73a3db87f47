/**
 * A provider's confirmed payment for a plan that can never start (its holder's plans end with a
 * lifetime one) is paid back through that provider instead of answering 409 for ever, as a guest
 * plan joining such an account is (guest-buyers.ts). An admin's approval of such a manual order
 * still answers 409: the admin rejects it.
 */
import type { OrderRecord } from '../../data/orders-repo';
import { getSubscriptionRecord } from '../../data/subscriptions-repo';
import { REFUNDED_BEHIND_LIFETIME } from '../orders/guest-buyers';
import { queuePlaceAfter } from '../subscriptions/plan-queue';
import type { EventCompletion } from './event-claims';
import { refundClosedThroughProvider } from './refund-steps';

/** A new plan's order whose holder's plans end with a lifetime plan: nothing would ever start after it. */
export async function planNeverStarts(order: OrderRecord, now: Date): Promise<boolean> {
  if (order.type !== 'subscription' || !order.subscriptionId) return false;
  const sub = await getSubscriptionRecord(order.subscriptionId, true);
  if (!sub || sub.renewalOf) return false;
  return (await queuePlaceAfter(sub.userId, sub.duration, now)) === 'lifetime';
}

/** The plan's payment back through the provider and its pending order refunded, its subscription closed with it (`refundClosedThroughProvider`). */
export const refundPlanBehindLifetime = (order: OrderRecord, actor: string, siteUrl: string, now: Date, recordIn?: EventCompletion) =>
  refundClosedThroughProvider(order, { reason: REFUNDED_BEHIND_LIFETIME, cause: 'lifetime', actor, siteUrl, now, recordIn });
