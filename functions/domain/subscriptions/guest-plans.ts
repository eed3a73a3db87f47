/**
 * Guest checkout for plans (the store's `allowGuestCheckout`): a signed-out visitor subscribes with
 * an email, as they buy a song. The plan's order carries a guest token like a song's; once paid it
 * is active under the address's guest buyer id, and it joins the account that proves the address
 * (guest-buyers.ts), period and quota intact.
 */
import type { Language } from '../../../shared/api/account';
import type { PurchaseSubscriptionBody } from '../../../shared/api/subscriptions';
import { nextOrderId } from '../../data/orders-repo';
import { getActiveSubscriptionId, insertSubscription, type SubscriptionRecord } from '../../data/subscriptions-repo';
import { findUserByEmail } from '../../data/users-repo';
import { ConflictError } from '../../kernel/errors';
import { countEvent } from '../../lib/metrics';
import { guestBuyerId } from '../orders/guest-buyers';
import { guestPaymentPage } from '../orders/guest-song-order';
import { mailGuestOrderPlaced } from '../orders/guest-order-mails';
import { admitGuestOrder, newGuestToken } from '../orders/guest-orders';
import { assertMethodOffered } from '../orders/orders';
import { priceFor } from '../orders/pricing';
import { pendingSubscription, planTerms } from './new-subscription';
import { requireActivePlan } from './plans';
import { epoch } from './subscriptions';
import { ulid } from 'ulid';

export const ADDRESS_ALREADY_SUBSCRIBED = 'This email already has an active subscription: sign in to use it';

/**
 * POST /api/subscription/purchase without a session: 401 while the store does not allow guest
 * checkout, else a plan order under the address's guest buyer id, its token, the provider's page
 * for a gateway method, and the mail with the order's link. An address whose account or guest
 * purchases already hold an active plan is told so (409) before anything is paid: a second plan
 * could not be active beside it.
 */
export async function createGuestSubscription(
  input: PurchaseSubscriptionBody & { email: string },
  client: string,
  siteUrl: string,
  now = new Date(),
  language: Language = 'en',
): Promise<{ subscriptionId: string; orderId: number; status: SubscriptionRecord['status']; guestToken: string; checkoutUrl?: string }> {
  const email = await admitGuestOrder(client, input.email, now);
  const plan = await requireActivePlan(input.planId);
  await assertMethodOffered(input.paymentMethod);
  const guestId = guestBuyerId(email);
  const account = await findUserByEmail(email);
  for (const holder of [guestId, account?.id]) {
    if (holder && (await getActiveSubscriptionId(holder, epoch(now))))
      throw new ConflictError(ADDRESS_ALREADY_SUBSCRIBED, 'ALREADY_SUBSCRIBED');
  }

  const price = priceFor(plan.priceCents, input.paymentMethod);
  const at = now.toISOString();
  const [orderId, subscriptionId] = [await nextOrderId(), ulid(now.getTime())];
  const { token, hash } = newGuestToken();
  const { sub, order } = pendingSubscription({
    orderId,
    subscriptionId,
    buyer: { userId: guestId, name: 'Guest', email },
    terms: planTerms(plan),
    price,
    paymentMethod: input.paymentMethod,
    at,
    title: `${plan.name} plan`,
    guest: { tokenHash: hash, language },
  });
  await insertSubscription(sub, order);
  countEvent('OrdersCreated');
  const checkoutUrl = await guestPaymentPage(order, siteUrl, now);
  await mailGuestOrderPlaced(order, token, siteUrl, language);
  return { subscriptionId, orderId, status: sub.status, guestToken: token, ...(checkoutUrl ? { checkoutUrl } : {}) };
}
