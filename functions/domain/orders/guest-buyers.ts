/**
 * Who bought as a guest: every guest order of one address is placed under a buyer id of that
 * address, and joins the account that proves the address. No mail or payment code here, so the
 * account routes that import it stay lean.
 */
import { createHash } from 'node:crypto';
import { AccountAlreadySubscribed, joinGuestOrder, listBuyerOrderIds } from '../../data/guest-orders-repo';
import { getOrderRecord } from '../../data/orders-repo';
import { getSongRecord } from '../../data/songs-repo';
import { getActiveSubscriptionId, getSubscriptionRecord, type SubscriptionRecord } from '../../data/subscriptions-repo';
import type { QueuePlace } from '../../data/subscriptions-queue-repo';
import { subscriptionEnd } from '../subscriptions/periods';
import { getUser } from '../../data/users-repo';
import { logger } from '../../lib/log';

const GUEST_ID_PREFIX = 'guest_';

/** The buyer id of every guest order placed with this address. */
export const guestBuyerId = (email: string): string =>
  `${GUEST_ID_PREFIX}${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40)}`;
export const isGuestBuyer = (userId: string): boolean => userId.startsWith(GUEST_ID_PREFIX);

/** The name a mail about this order greets: none for a guest (whose orders read 'Guest'), so it says "Hi," and never "Hi Guest,". */
export const greetingName = (order: { userId: string; buyerName: string }): string => (isGuestBuyer(order.userId) ? '' : order.buyerName);

/**
 * Joins the guest orders of an account's address to it: called once the account proved the address
 * (verification link, or a verified change of address). A failure is logged; the next proof retries.
 */
export async function joinGuestOrders(userId: string): Promise<number> {
  try {
    const account = await getUser(userId, { consistent: true });
    if (!account || account.deletedAt) return 0;
    const guestId = guestBuyerId(account.email);
    let joined = 0;
    for (const orderId of await listBuyerOrderIds(guestId)) {
      const order = await getOrderRecord(orderId, true);
      if (order?.userId !== guestId) continue;
      // The genre the buyer's figures counted the purchase under moves with it.
      const genre = order.status === 'completed' && order.songId ? (await getSongRecord(order.songId))?.genre : undefined;
      // A plan's subscription moves with its order.
      const sub = order.subscriptionId ? await getSubscriptionRecord(order.subscriptionId, true) : undefined;
      const queue = sub ? await queuePlaceFor(sub, account.id) : undefined;
      try {
        if (await joinGuestOrder(order, guestId, account, genre, sub, new Date(), queue)) joined++;
      } catch (error) {
        if (!(error instanceof AccountAlreadySubscribed)) throw error;
        // Never one paid period over another: a lifetime plan (nothing to queue behind) or one changed meanwhile
        // keeps the guest's plan with the address, and a later proof (sign-in) tries again.
        logger.warn('guest plan not joined: the account has an active plan', { userId, orderId });
      }
    }
    return joined;
  } catch (error) {
    logger.error('guest orders not joined', { error, userId });
    return 0;
  }
}

/**
 * Where a joining guest plan that is active goes when the account already has a live plan with an
 * end and nothing queued: after it, for a full period of its own (a guest could not use it: plan
 * downloads need an account). Undefined when the plan simply moves (no live plan on the account)
 * or cannot be queued (a lifetime plan, or one already queued behind).
 */
async function queuePlaceFor(sub: SubscriptionRecord, accountId: string, now = new Date()): Promise<QueuePlace | undefined> {
  const nowEpoch = Math.floor(now.getTime() / 1000);
  if (sub.status !== 'active' || (sub.endAt && sub.endAt <= now.toISOString())) return undefined;
  const currentId = await getActiveSubscriptionId(accountId, nowEpoch);
  const current = currentId ? await getSubscriptionRecord(currentId, true) : undefined;
  if (!current?.endAt || current.queuedId || current.status !== 'active') return undefined;
  const endAt = subscriptionEnd(sub.duration, new Date(current.endAt));
  return { current, startAt: current.endAt, endAt: endAt?.toISOString() };
}
