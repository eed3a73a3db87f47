/**
 * Buying a plan as a signed-in buyer: its subscription and order, and for a gateway its hosted page.
 * Its own module, so the routes that only read subscriptions or download against a plan's quota do
 * not bundle the checkout and the provider SDKs behind it (esbuild writes a chunk for every `import()`).
 */
import { ulid } from 'ulid';
import type { CreateSubscriptionBody, PurchaseSubscriptionBody, SubscriptionPaymentBody } from '../../../shared/api/subscriptions';
import { findPendingOrderId, getOrderRecord, nextOrderId, type OrderRecord } from '../../data/orders-repo';
import { pendingItemKeys } from '../../data/keys';
import {
  getActiveSubscriptionId,
  getSubscriptionRecord,
  insertSubscription,
  PendingSubscriptionExists,
  type SubscriptionRecord,
} from '../../data/subscriptions-repo';
import { getUser } from '../../data/users-repo';
import { countEvent } from '../../lib/metrics';
import { ConflictError, NotFoundError } from '../../kernel/errors';
import type { Caller } from '../../kernel/caller';
import { hostedCheckout } from '../orders/hosted-checkout';
import { manualPaymentDetails, PRICE_CHANGED } from '../orders/orders';
import { priceFor, shownAmountMatches } from '../orders/pricing';
import { assertMayBuy } from '../accounts/email-verification';
import { pendingSubscription, planTerms } from './new-subscription';
import { requireActivePlan } from './plans';
import { epoch } from './subscriptions';

async function assertCanSubscribe(userId: string, now: Date): Promise<void> {
  if (await getActiveSubscriptionId(userId, epoch(now))) {
    throw new ConflictError('You already have an active subscription', 'ALREADY_SUBSCRIBED');
  }
}

/** Both purchase flows: a subscription and its order (plus, at checkout, the payment) in one transaction. */
async function startSubscription(
  caller: Caller,
  planId: string,
  method: CreateSubscriptionBody['paymentMethod'],
  shownAmount: number | undefined,
  payment: SubscriptionPaymentBody | undefined,
  now: Date,
  siteUrl?: string,
): Promise<{ subscriptionId: string; orderId: number; status: SubscriptionRecord['status']; existing: boolean; checkoutUrl?: string }> {
  const [plan, user] = await Promise.all([requireActivePlan(planId), getUser(caller.userId)]);
  if (!user) throw new NotFoundError('User not found');
  await assertMayBuy(user);

  const pendingOrderId = await findPendingOrderId(user.id, pendingItemKeys.subscription());
  // A subscriber's open renewal invoice is paid while the plan is still active; anything else needs none active.
  if (!pendingOrderId) await assertCanSubscribe(user.id, now);
  if (pendingOrderId) {
    const pendingOrder = await getOrderRecord(pendingOrderId, true);
    const pendingSub = pendingOrder?.subscriptionId ? await getSubscriptionRecord(pendingOrder.subscriptionId, true) : undefined;
    if (!pendingSub?.renewalOf) await assertCanSubscribe(user.id, now);
    if (pendingSub && !payment && pendingSub.planId === plan.id && pendingSub.status === 'pending_payment') {
      const checkoutUrl = pendingOrder && siteUrl ? await planCheckout(pendingOrder, pendingSub.id, siteUrl, now) : undefined;
      return {
        subscriptionId: pendingSub.id,
        orderId: pendingSub.orderId,
        status: pendingSub.status,
        existing: true,
        ...(checkoutUrl ? { checkoutUrl } : {}),
      };
    }
    throw new ConflictError(
      pendingSub?.status === 'pending_payment'
        ? 'You already have a subscription awaiting payment: pay or wait for it on its invoice'
        : 'You already have a subscription waiting for approval',
      'SUBSCRIPTION_PENDING',
    );
  }

  const price = priceFor(plan.priceCents, method);
  if (shownAmount !== undefined && !shownAmountMatches(shownAmount, plan.priceCents, price))
    throw new ConflictError(PRICE_CHANGED, 'PRICE_CHANGED');
  const at = now.toISOString();
  const details = payment ? await manualPaymentDetails(payment, at) : undefined;
  const [orderId, subscriptionId] = [await nextOrderId(), ulid(now.getTime())];
  const { sub, order } = pendingSubscription({
    orderId,
    subscriptionId,
    buyer: { userId: user.id, name: user.name, email: user.email },
    terms: planTerms(plan),
    price,
    paymentMethod: method,
    at,
    title: `${plan.name} plan`,
    manualPaymentDetails: details,
  });

  try {
    await insertSubscription(sub, order);
    countEvent('OrdersCreated');
  } catch (error) {
    if (error instanceof PendingSubscriptionExists)
      throw new ConflictError('You already have a subscription waiting for approval', 'SUBSCRIPTION_PENDING');
    throw error;
  }
  const checkoutUrl = siteUrl ? await planCheckout(order, subscriptionId, siteUrl, now) : undefined;
  return { subscriptionId, orderId, status: sub.status, existing: false, ...(checkoutUrl ? { checkoutUrl } : {}) };
}

/**
 * A plan chosen with a gateway (card, PayPal, SSLCommerz) while it is enabled: the provider's hosted
 * page for its price. Without it the plan waits on its invoice, payable by wallet (as before card payments existed).
 */
async function planCheckout(order: OrderRecord, subscriptionId: string, siteUrl: string, now: Date): Promise<string | undefined> {
  if (order.paymentMethod !== 'stripe' && order.paymentMethod !== 'paypal' && order.paymentMethod !== 'sslcommerz') return undefined;
  const { enabledGateways } = await import('../integrations/gateways');
  if (!(await enabledGateways()).includes(order.paymentMethod)) return undefined;
  return hostedCheckout(order, siteUrl, `/subscription-invoice/${subscriptionId}`, now);
}

export const checkoutSubscription = (caller: Caller, body: CreateSubscriptionBody, now = new Date()) =>
  startSubscription(caller, body.planId, body.paymentMethod, body.amount, body, now);

export const purchaseSubscription = (caller: Caller, body: PurchaseSubscriptionBody, siteUrl: string, now = new Date()) =>
  startSubscription(caller, body.planId, body.paymentMethod, undefined, undefined, now, siteUrl);
