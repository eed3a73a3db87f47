/**
 * A guest's song order: placing it without a session, and a fresh hosted page for it. Its own
 * module (as create-song-order.ts), so the guest routes that only read an order or download from it
 * do not bundle the checkout and the provider SDKs behind it.
 */
import type { Language } from '../../../shared/api/account';
import type { CreateOrderBody } from '../../../shared/api/orders';
import { pendingItemKeys } from '../../data/keys';
import { insertOrder, nextOrderId, type OrderRecord } from '../../data/orders-repo';
import { getSongRecord } from '../../data/songs-repo';
import { countEvent } from '../../lib/metrics';
import { ConflictError, ValidationError } from '../../kernel/errors';
import { offeredTier } from '../licenses/tier-orders';
import { guestBuyerId } from './guest-buyers';
import { mailGuestOrderPlaced } from './guest-order-mails';
import { admitGuestOrder, guestAccess, newGuestToken } from './guest-orders';
import { hostedCheckout } from './hosted-checkout';
import { assertSongListed, assertSongOnSale, pendingSongOrder } from './new-orders';
import { assertMethodOffered, PRICE_CHANGED } from './orders';
import { priceFor, shownAmountMatches } from './pricing';

/** A guest's gateway order (a song or a plan) pays on its hosted page and comes back to the guest order page. */
export const guestPaymentPage = (order: OrderRecord, siteUrl: string, now: Date): Promise<string | undefined> =>
  hostedCheckout(order, siteUrl, `/guest/orders/${order.id}`, now);

/**
 * POST /api/orders without a session: 401 while the store does not allow guest checkout, else a
 * new pending order under the address's guest buyer id, its token, and the mail with its link.
 * Each guest order is its own (no pending order is resumed: it would need the other order's token).
 * `language` (the one the browser asked in) is kept on the order for its mails.
 */
export async function createGuestOrder(
  input: CreateOrderBody & { email: string },
  client: string,
  siteUrl: string,
  now = new Date(),
  language: Language = 'en',
): Promise<{ orderId: number; existing: false; guestToken: string; checkoutUrl?: string }> {
  const email = await admitGuestOrder(client, input.email, now);
  const song = await getSongRecord(input.songId);
  assertSongListed(song);
  assertSongOnSale(song);
  await assertMethodOffered(input.paymentMethod);
  // A guest buys any tier the song offers (the cheapest without `tier`); upgrading needs the licence's owner signed in.
  if (input.upgradeFrom)
    throw new ValidationError('Sign in to upgrade a licence', [{ path: 'body.upgradeFrom', message: 'Sign in to upgrade a licence' }]);
  const choice = await offeredTier(song, input.tier);
  const price = priceFor(choice.priceCents, input.paymentMethod);
  if (!shownAmountMatches(input.amount, choice.priceCents, price)) throw new ConflictError(PRICE_CHANGED, 'PRICE_CHANGED');

  const id = await nextOrderId();
  const at = now.toISOString();
  const { token, hash } = newGuestToken();
  const record = pendingSongOrder({
    id,
    buyer: { userId: guestBuyerId(email), name: 'Guest', email },
    song,
    choice,
    price,
    paymentMethod: input.paymentMethod,
    // Its own guard: two guest orders of one address never resume each other.
    itemKey: `GUEST#${id}#${pendingItemKeys.song(song.id)}`,
    at,
    guest: { tokenHash: hash, language },
  });

  await insertOrder(record);
  countEvent('OrdersCreated');
  const checkoutUrl = await guestPaymentPage(record, siteUrl, now);
  await mailGuestOrderPlaced(record, token, siteUrl, language);
  return { orderId: id, existing: false, guestToken: token, ...(checkoutUrl ? { checkoutUrl } : {}) };
}

/** POST /api/guest/orders/{orderId}/checkout: a fresh hosted page for a pending card order (the last may have expired). */
export async function startGuestCheckout(
  token: string,
  orderId: number,
  siteUrl: string,
  now = new Date(),
): Promise<{ checkoutUrl: string }> {
  const { order } = await guestAccess(token, orderId);
  if (order.status !== 'pending') throw new ConflictError(`This order is already ${order.status}`, 'ORDER_NOT_PENDING');
  const checkoutUrl = await guestPaymentPage(order, siteUrl, now);
  if (!checkoutUrl) throw new ConflictError('This order is paid by a manual method: submit its payment details', 'NOT_GATEWAY_METHOD');
  return { checkoutUrl };
}
