/**
 * Guest checkout (the store's `allowGuestCheckout`): a signed-out visitor buys with an email. The
 * order gets a token, answered once and mailed; only its SHA-256 is stored, and it opens this one
 * order on the guest routes. Once an account proves the same address (verification), its guest
 * orders join the account (guest-buyers.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '../../../shared/api/account';
import type { CreateOrderBody, Order } from '../../../shared/api/orders';
import { GUEST_ORDERS_PER_CLIENT_PER_HOUR, GUEST_ORDERS_PER_EMAIL_PER_HOUR } from '../../../shared/constants';
import { addGuestTokenHash } from '../../data/guest-orders-repo';
import { pendingItemKeys, throttleScopes } from '../../data/keys';
import { getOrderRecord, insertOrder, nextOrderId, type OrderRecord } from '../../data/orders-repo';
import { getSongRecord } from '../../data/songs-repo';
import { hit } from '../../data/throttle-repo';
import { logger } from '../../lib/log';
import { countEvent } from '../../lib/metrics';
import { ConflictError, NotFoundError, TooManyRequestsError, UnauthorizedError, ValidationError } from '../../kernel/errors';
import { offeredTier } from '../licenses/tier-orders';
import { cachedSystemSettings } from '../settings/system-settings';
import { guestBuyerId } from './guest-buyers';
import { assertMethodOffered, ORDER_NOT_FOUND, PRICE_CHANGED, toOrder } from './orders';
import type { Caller } from '../../kernel/caller';
import { assertSongListed, assertSongOnSale, pendingSongOrder } from './new-orders';
import { priceFor, shownAmountMatches } from './pricing';
import { invoiceNumber } from '../../../shared/order-display';
import type * as GuestMails from '../../mail/guest-mails';
import type { Mail } from '../../mail/mailer';
import type { MailBrand } from '../../mail/templates';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** 256 random bits, URL-safe: the token, and what is stored of it. */
export function newGuestToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}

/** The SPA's guest order page; the token rides in the fragment, so it never reaches a server log or a Referer. */
export const guestOrderLink = (siteUrl: string, orderId: number, token: string): string =>
  `${siteUrl}/guest/orders/${orderId}#token=${token}`;

/**
 * Mails a guest the link to the order (song or plan) just placed. A failure is logged and the order
 * stands: the guest has its token from the answer.
 */
export async function mailGuestOrderPlaced(order: OrderRecord, token: string, siteUrl: string, language: Language): Promise<void> {
  try {
    await mailGuest(order, (mails, to) =>
      mails.guestOrderPlacedMail({ ...to, title: order.title, link: guestOrderLink(siteUrl, order.id, token), language }),
    );
  } catch (error) {
    logger.error('guest order mail failed', { error, orderId: order.id });
  }
}

const seconds = (now: Date) => Math.floor(now.getTime() / 1000);

/**
 * Lets a guest order (a song or a plan) in, or not: 401, as without a session, while the store does
 * not allow guest checkout; 429 past the guest orders per client or per address in an hour. The
 * address comes back trimmed and lower-cased.
 */
export async function admitGuestOrder(client: string, address: string, now: Date): Promise<string> {
  const settings = await cachedSystemSettings();
  if (!settings.allowGuestCheckout) throw new UnauthorizedError('Authentication required', 'TOKEN_MISSING');
  const email = address.trim().toLowerCase();
  for (const [scope, subject, limit] of [
    [throttleScopes.guestOrderClient, client, GUEST_ORDERS_PER_CLIENT_PER_HOUR],
    [throttleScopes.guestOrderEmail, email, GUEST_ORDERS_PER_EMAIL_PER_HOUR],
  ] as const) {
    const quota = await hit(scope, subject, limit, 3600, seconds(now));
    if (!quota.allowed)
      throw new TooManyRequestsError(
        'Too many guest orders. Please try again later or sign in.',
        quota.retryAfter,
        'GUEST_ORDERS_THROTTLED',
      );
  }
  return email;
}

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
  const { isGatewayMethod, startCheckout } = await import('../payments/checkout');
  const checkoutUrl = isGatewayMethod(record.paymentMethod) ? await startCheckout(record, siteUrl, `/guest/orders/${id}`, now) : undefined;
  await mailGuestOrderPlaced(record, token, siteUrl, language);
  return { orderId: id, existing: false, guestToken: token, ...(checkoutUrl ? { checkoutUrl } : {}) };
}

/**
 * The order a guest token opens, and a caller that owns it for the order functions. Any other
 * order, or none, is the same 404: a token never tells whether another order exists.
 */
export async function guestAccess(token: string, orderId: number): Promise<{ order: OrderRecord; caller: Caller }> {
  const order = await getOrderRecord(orderId, true);
  if (!order?.guestTokenHashes?.includes(sha256(token))) throw new NotFoundError(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  return { order, caller: { userId: order.userId, role: 'user' } };
}

/** An order as its guest sees it: never the buyer id (an account's id once the order joined one). */
export const guestView = (order: OrderRecord | Order): Order => {
  const view = 'userId' in order ? toOrder(order) : order;
  return { ...view, user_id: 'guest' };
};

/** GET /api/guest/orders/{orderId}. */
export async function getGuestOrder(token: string, orderId: number): Promise<Order> {
  return guestView((await guestAccess(token, orderId)).order);
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
  const { isGatewayMethod, startCheckout } = await import('../payments/checkout');
  const checkoutUrl = isGatewayMethod(order.paymentMethod)
    ? await startCheckout(order, siteUrl, `/guest/orders/${order.id}`, now)
    : undefined;
  if (!checkoutUrl) throw new ConflictError('This order is paid by a manual method: submit its payment details', 'NOT_GATEWAY_METHOD');
  return { checkoutUrl };
}

/**
 * The approval's mail to a guest (after the same transaction as every approval): the licence key and
 * a fresh link to the order page, where the song and the licence PDF download.
 */
export async function mailGuestApproval(order: OrderRecord, licenseKey: string, siteUrl: string): Promise<void> {
  await mailGuestWithNewLink(order, siteUrl, (mails, to) =>
    mails.guestOrderApprovedMail({ ...to, title: order.title, licenseKey, signUpUrl: `${siteUrl}/auth` }),
  );
}

/** The approval's mail to a guest whose plan is now active: sign up with the address to use it, and a fresh order link. */
export async function mailGuestPlanActivation(order: OrderRecord, siteUrl: string, startsAt?: string): Promise<void> {
  await mailGuestWithNewLink(order, siteUrl, (mails, to) =>
    mails.guestPlanActivatedMail({
      ...to,
      planName: order.title,
      signUpUrl: `${siteUrl}/auth?signup=${encodeURIComponent(order.buyerEmail)}`,
      ...(startsAt ? { startsAt } : {}),
    }),
  );
}

/** `mailGuest` for an approval: in the order's language, with a fresh link to the order page (a new token, its hash stored first). */
async function mailGuestWithNewLink(
  order: OrderRecord,
  siteUrl: string,
  compose: (mails: typeof GuestMails, to: GuestMailTo & { link: string; language?: Language }) => Promise<Mail>,
): Promise<void> {
  const { token, hash } = newGuestToken();
  await addGuestTokenHash(order.id, hash);
  await mailGuest(order, (mails, to) =>
    compose(mails, { ...to, link: guestOrderLink(siteUrl, order.id, token), language: order.guestLanguage }),
  );
}

/** Who a guest mail goes to, under the order's public name, and the store it is from. */
interface GuestMailTo {
  to: string;
  invoice: string;
  brand: MailBrand;
}

/**
 * Sends the guest mail `compose` writes, addressed to the order's buyer under its public name. The
 * mailer (and its SMTP settings) and the guest mails load for a guest's order only: a buyer's order
 * route never loads them.
 */
async function mailGuest(order: OrderRecord, compose: (mails: typeof GuestMails, to: GuestMailTo) => Promise<Mail>): Promise<void> {
  const [{ sendMail }, mails, brand] = await Promise.all([
    import('../../mail/mailer'),
    import('../../mail/guest-mails'),
    cachedSystemSettings(),
  ]);
  await sendMail(compose(mails, { to: order.buyerEmail, invoice: invoiceNumber({ id: order.id, created_at: order.createdAt }), brand }));
}
