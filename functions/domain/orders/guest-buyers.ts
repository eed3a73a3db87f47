/**
 * Who bought as a guest: every guest order of one address is placed under a buyer id of that
 * address, and joins the account that proves the address. No mail or payment code here, so the
 * account routes that import it stay lean.
 */
import { createHash } from 'node:crypto';
import { AccountAlreadySubscribed, joinGuestOrder, listBuyerOrderIds } from '../../data/guest-orders-repo';
import { getOrderRecord } from '../../data/orders-repo';
import { getSongRecord } from '../../data/songs-repo';
import { getSubscriptionRecord } from '../../data/subscriptions-repo';
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
      try {
        if (await joinGuestOrder(order, guestId, account, genre, sub)) joined++;
      } catch (error) {
        if (!(error instanceof AccountAlreadySubscribed)) throw error;
        // Never one paid period over another: the guest's plan stays with the address, and a later proof (sign-in) tries again.
        logger.warn('guest plan not joined: the account has an active plan', { userId, orderId });
      }
    }
    return joined;
  } catch (error) {
    logger.error('guest orders not joined', { error, userId });
    return 0;
  }
}
