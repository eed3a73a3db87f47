/**
 * Where a paid plan goes when its holder already has a live one: queued after the last plan of the
 * holder's queue (the current plan, or the plans already queued behind it), for a full period of
 * its own. Behind a lifetime plan nothing can start, so the caller refunds (guest-buyers.ts).
 */
import { getActiveSubscriptionId, getSubscriptionRecord, type SubscriptionRecord } from '../../data/subscriptions-repo';
import { rescheduleQueued, startQueued, type QueuePlace } from '../../data/subscriptions-queue-repo';
import { periodKey, subscriptionEnd } from './periods';

/** A queue longer than this is data gone wrong, not a holder's plans: nothing is queued after it. */
const MAX_QUEUE = 12;

/** A plan that still counts in a queue: active or queued, and neither refunded nor lapsed. */
export const liveInQueue = (sub: SubscriptionRecord | undefined): sub is SubscriptionRecord =>
  !!sub && (sub.status === 'active' || sub.status === 'queued') && !sub.refundedAt && !sub.lapsedAt;

/** The place of a plan queued right after `before`, starting at `startAt` (its end, unless it ended early): a full period of its own. */
export const placeAfter = (before: SubscriptionRecord, duration: SubscriptionRecord['duration'], startAt: string): QueuePlace => ({
  current: before,
  startAt,
  endAt: subscriptionEnd(duration, new Date(startAt))?.toISOString(),
});

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
  return placeAfter(last, duration, last.endAt);
}

/** The live plan queued right after `before` (still pointing back at it), if any. */
async function queuedAfter(before: SubscriptionRecord): Promise<SubscriptionRecord | undefined> {
  const next = before.queuedId ? await getSubscriptionRecord(before.queuedId, true) : undefined;
  return liveInQueue(next) && next.status === 'queued' && next.queuedAfter === before.id ? next : undefined;
}

/**
 * The plans queued behind `first` planned again, in turn, each from the end of the one before (a
 * refund in the chain, or a plan started early, moved that end). Stops where a plan moved or
 * started meanwhile: the sweep plans it from there when its start comes.
 */
export async function replanQueueAfter(first: SubscriptionRecord, now: Date): Promise<void> {
  let before = first;
  for (let step = 0; before.endAt && step < MAX_QUEUE; step++) {
    const next = await queuedAfter(before);
    if (!next) return;
    const place = placeAfter(before, next.duration, before.endAt);
    if (next.startAt !== place.startAt && !(await rescheduleQueued(next, place, now.toISOString()))) return;
    before = { ...next, startAt: place.startAt, endAt: place.endAt };
  }
}

/**
 * The holder's current plan ended early (refunded): the plan queued after it starts now, for a full
 * period from now, rather than at the refunded plan's old end; the plans behind it move up with it.
 */
export async function startQueuedNow(ended: SubscriptionRecord, now: Date): Promise<void> {
  const next = await queuedAfter(ended);
  if (!next) return;
  const place = placeAfter(ended, next.duration, now.toISOString());
  if (!(await rescheduleQueued(next, place, place.startAt))) return;
  const started = { ...next, startAt: place.startAt, endAt: place.endAt };
  await startQueued(started, periodKey(next.limitPeriod, now), now);
  await replanQueueAfter(started, now);
}
