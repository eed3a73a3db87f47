/**
 * Who bought as a guest: every guest order of one address is placed under a buyer id of that
 * address, and joins the account that proves the address. No mail or payment code here, so the
 * account routes that import it stay lean.
 */
import { createHash } from 'node:crypto';
import { AccountAlreadySubscribed, joinGuestOrder, listBuyerOrderIds } from '../../data/guest-orders-repo';
import { getOrderRecord } from '../../data/orders-repo';
import { getSongRecord } from '../../data/songs-repo';
import { getSubscriptionRecord, type SubscriptionRecord } from '../../data/subscriptions-repo';
import type { QueuePlace } from '../../data/subscriptions-queue-repo';
import { queuePlaceAfter } from '../subscriptions/plan-queue';
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
 * Pays a plan order back through the refund path (the provider's refund API for a gateway payment).
 * Handed in by the route (login, verification), since the refund path itself reads accounts.
 */
export type RefundPlanOrder = (orderId: number, reason: string) => Promise<unknown>;

export const REFUNDED_BEHIND_LIFETIME =
  'Your account already has a lifetime plan, so this plan could never start: your payment was refunded';

/**
 * Joins the guest orders of an account's address to it: called once the account proved the address
 * (verification link, or a verified change of address). A failure is logged; the next proof retries.
 * A paid guest plan that could never start (the account's plans end with a lifetime one) is refunded
 * through `refund` first and joins as refunded; without `refund` it stays with the address.
 */
export async function joinGuestOrders(userId: string, refund?: RefundPlanOrder): Promise<number> {
  try {
    const account = await getUser(userId, { consistent: true });
    if (!account || account.deletedAt) return 0;
    const guestId = guestBuyerId(account.email);
    let joined = 0;
    for (const orderId of await listBuyerOrderIds(guestId)) {
      let order = await getOrderRecord(orderId, true);
      if (order?.userId !== guestId) continue;
      // The genre the buyer's figures counted the purchase under moves with it.
      const genre = order.status === 'completed' && order.songId ? (await getSongRecord(order.songId))?.genre : undefined;
      // A plan's subscription moves with its order.
      let sub = order.subscriptionId ? await getSubscriptionRecord(order.subscriptionId, true) : undefined;
      let queue = sub ? await queuePlaceFor(sub, account.id) : undefined;
      if (queue === 'lifetime' && refund && order.status === 'completed') {
        await refund(order.id, REFUNDED_BEHIND_LIFETIME);
        order = (await getOrderRecord(orderId, true)) ?? order;
        sub = order.subscriptionId ? await getSubscriptionRecord(order.subscriptionId, true) : undefined;
        queue = undefined;
      }
      if (order.userId !== guestId) continue;
      try {
        if (await joinGuestOrder(order, guestId, account, genre, sub, new Date(), queue === 'lifetime' ? undefined : queue)) joined++;
      } catch (error) {
        if (!(error instanceof AccountAlreadySubscribed)) throw error;
        // Never one paid period over another: an account plan changed meanwhile (or a lifetime plan with no refund
        // at hand) keeps the guest's plan with the address, and a later proof (sign-in) tries again.
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
 * Where a joining guest plan that is active goes when the account already has a live plan: after
 * it (and after any plan queued behind it), for a full period of its own (a guest could not use
 * it: plan downloads need an account). Undefined when the plan simply moves (no live plan on the
 * account); `'lifetime'` when the account's plans end with a lifetime one (nothing would start after it).
 */
async function queuePlaceFor(sub: SubscriptionRecord, accountId: string, now = new Date()): Promise<QueuePlace | 'lifetime' | undefined> {
  if (sub.status !== 'active' || (sub.endAt && sub.endAt <= now.toISOString())) return undefined;
  return queuePlaceAfter(accountId, sub.duration, now);
}
