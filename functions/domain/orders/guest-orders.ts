/**
 * Guest checkout (the store's `allowGuestCheckout`): a signed-out visitor buys with an email. The
 * order gets a token, answered once and mailed; only its SHA-256 is stored, and it opens this one
 * order on the guest routes. Once an account proves the same address (verification), its guest
 * orders join the account (guest-buyers.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Order } from '../../../shared/api/orders';
import { GUEST_ORDERS_PER_CLIENT_PER_HOUR, GUEST_ORDERS_PER_EMAIL_PER_HOUR } from '../../../shared/constants';
import { throttleScopes } from '../../data/keys';
import { getOrderRecord, type OrderRecord } from '../../data/orders-repo';
import { hit } from '../../data/throttle-repo';
import { NotFoundError, TooManyRequestsError, UnauthorizedError } from '../../kernel/errors';
import { cachedSystemSettings } from '../settings/system-settings';
import { ORDER_NOT_FOUND, toOrder } from './orders';
import type { Caller } from '../../kernel/caller';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** 256 random bits, URL-safe: the token, and what is stored of it. */
export function newGuestToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}

/** The SPA's guest order page; the token rides in the fragment, so it never reaches a server log or a Referer. */
export const guestOrderLink = (siteUrl: string, orderId: number, token: string): string =>
  `${siteUrl}/guest/orders/${orderId}#token=${token}`;

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
