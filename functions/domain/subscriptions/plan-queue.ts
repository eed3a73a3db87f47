/**
 * Where a paid plan goes when its holder already has a live one: queued after the last plan of the
 * holder's queue (the current plan, or the plans already queued behind it), for a full period of
 * its own. Behind a lifetime plan nothing can start, so the caller refunds (guest-buyers.ts).
 */
import { getActiveSubscriptionId, getSubscriptionRecord, type SubscriptionRecord } from '../../data/subscriptions-repo';
import type { QueuePlace } from '../../data/subscriptions-queue-repo';
import { subscriptionEnd } from './periods';

/** A queue longer than this is data gone wrong, not a holder's plans: nothing is queued after it. */
const MAX_QUEUE = 12;

/** A plan that still counts in a queue: active or queued, and neither refunded nor lapsed. */
export const liveInQueue = (sub: SubscriptionRecord | undefined): sub is SubscriptionRecord =>
  !!sub && (sub.status === 'active' || sub.status === 'queued') && !sub.refundedAt && !sub.lapsedAt;

/**
 * The place after the holder's last live plan: undefined when the holder has none (the plan starts
 * now), `'lifetime'` when the queue ends with a lifetime plan (nothing would ever start after it).
 */
export async function queuePlaceAfter(
  holderId: string,
  duration: SubscriptionRecord['duration'],
  now = new Date(),
): Promise<QueuePlace | 'lifetime' | undefined> {
  const currentId = await getActiveSubscriptionId(holderId, Math.floor(now.getTime() / 1000));
  let last = currentId ? await getSubscriptionRecord(currentId, true) : undefined;
  if (!liveInQueue(last) || last.status !== 'active') return undefined;
  for (let step = 0; last.queuedId && step < MAX_QUEUE; step++) {
    const next = await getSubscriptionRecord(last.queuedId, true);
    if (!liveInQueue(next) || next.status !== 'queued') break;
    last = next;
  }
  if (!last.endAt) return 'lifetime';
  const endAt = subscriptionEnd(duration, new Date(last.endAt));
  return { current: last, startAt: last.endAt, endAt: endAt?.toISOString() };
}
