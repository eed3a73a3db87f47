/** Placing a signed-in buyer's song order, with its hosted payment page for a gateway method. Its own module, so the routes that only read orders (lists, downloads, licences) do not bundle the checkout and the provider SDKs behind it. */
import { chooseTier } from '../licenses/tier-orders';
import type { CreateOrderBody } from '../../../shared/api/orders';
import { pendingItemKeys } from '../../data/keys';
import { findPendingOrderId, getOrderRecord, insertOrder, nextOrderId, PendingOrderExists, type OrderRecord } from '../../data/orders-repo';
import { getSongRecord } from '../../data/songs-repo';
import { getUser } from '../../data/users-repo';
import { countEvent } from '../../lib/metrics';
import { ConflictError, NotFoundError } from '../../kernel/errors';
import type { Caller } from '../../kernel/caller';
import { assertMayBuy } from '../accounts/email-verification';
import { assertSongListed, assertSongOnSale, pendingSongOrder } from './new-orders';
import { hostedCheckout } from './hosted-checkout';
import { assertMethodOffered, PRICE_CHANGED } from './orders';
import { priceFor, shownAmountMatches } from './pricing';

/** A buyer's gateway order pays on its hosted page and comes back to its invoice. */
const checkoutFor = (order: OrderRecord, siteUrl: string, now: Date) => hostedCheckout(order, siteUrl, `/invoice/${order.id}`, now);

export async function createSongOrder(
  caller: Caller,
  input: CreateOrderBody,
  siteUrl: string,
  now = new Date(),
): Promise<{ orderId: number; existing: boolean; checkoutUrl?: string }> {
  const [song, user] = await Promise.all([getSongRecord(input.songId), getUser(caller.userId)]);
  assertSongListed(song);
  if (!user) throw new NotFoundError('User not found');
  await assertMayBuy(user);
  assertSongOnSale(song);
  await assertMethodOffered(input.paymentMethod);
  const choice = await chooseTier(song, caller.userId, input);

  const itemKey = pendingItemKeys.song(song.id);
  const pending = await findPendingOrderId(caller.userId, itemKey);
  if (pending) return resumeOrder(pending, siteUrl, now);

  const price = priceFor(choice.priceCents, input.paymentMethod);
  if (!shownAmountMatches(input.amount, choice.priceCents, price)) throw new ConflictError(PRICE_CHANGED, 'PRICE_CHANGED');

  const id = await nextOrderId();
  const at = now.toISOString();
  const buyer = { userId: user.id, name: user.name, email: user.email };
  const record = pendingSongOrder({ id, buyer, song, choice, price, paymentMethod: input.paymentMethod, itemKey, at });

  try {
    await insertOrder(record);
    countEvent('OrdersCreated');
  } catch (error) {
    // Two "buy" clicks raced: the other one created the order (this id stays unused).
    if (error instanceof PendingOrderExists) {
      const other = await findPendingOrderId(caller.userId, itemKey);
      if (other) return resumeOrder(other, siteUrl, now);
    }
    throw error;
  }
  const checkoutUrl = await checkoutFor(record, siteUrl, now);
  return { orderId: id, existing: false, ...(checkoutUrl ? { checkoutUrl } : {}) };
}

/** The buyer's pending order for the item; a card order gets a fresh hosted page (the last one may have expired). */
async function resumeOrder(
  orderId: number,
  siteUrl: string,
  now: Date,
): Promise<{ orderId: number; existing: true; checkoutUrl?: string }> {
  const order = await getOrderRecord(orderId, true);
  const checkoutUrl = order?.status === 'pending' ? await checkoutFor(order, siteUrl, now) : undefined;
  return { orderId, existing: true, ...(checkoutUrl ? { checkoutUrl } : {}) };
}
