/** A new subscription waiting for its payment and the order that pays for it: for a buyer, a guest and a renewal. */
import type { PaymentMethod } from '../../../shared/api/orders';
import { pendingItemKeys } from '../../data/keys';
import type { OrderRecord } from '../../data/orders-repo';
import type { PlanRecord } from '../../data/plans-repo';
import type { SubscriptionRecord } from '../../data/subscriptions-repo';
import { guestFields, orderSearchText, type GuestMarks, type OrderBuyer } from '../orders/new-orders';
import type { Price } from '../orders/pricing';

/** What a subscription holds of its plan (a renewal: of the subscription it renews). */
export type PlanTerms = Pick<SubscriptionRecord, 'planId' | 'planName' | 'usdPriceCents' | 'downloadLimit' | 'limitPeriod' | 'duration'>;

export const planTerms = (plan: PlanRecord): PlanTerms => ({
  planId: plan.id,
  planName: plan.name,
  usdPriceCents: plan.priceCents,
  downloadLimit: plan.downloadLimit,
  limitPeriod: plan.limitPeriod,
  duration: plan.duration,
});

export function pendingSubscription(o: {
  orderId: number;
  subscriptionId: string;
  buyer: OrderBuyer;
  terms: PlanTerms;
  price: Price;
  paymentMethod: PaymentMethod;
  at: string;
  /** The order's title: `<plan> plan`, or `<plan> plan renewal`. */
  title: string;
  /** With the manual payment's proof, it waits for the admin's approval instead of a payment. */
  manualPaymentDetails?: SubscriptionRecord['manualPaymentDetails'];
  renewalOf?: string;
  guest?: GuestMarks;
}): { sub: SubscriptionRecord; order: OrderRecord } {
  const { orderId, subscriptionId, buyer, terms, price, at, manualPaymentDetails } = o;
  const sub: SubscriptionRecord = {
    id: subscriptionId,
    userId: buyer.userId,
    planId: terms.planId,
    planName: terms.planName,
    status: manualPaymentDetails ? 'pending_approval' : 'pending_payment',
    orderId,
    amountMinor: price.amountMinor,
    currency: price.currency,
    usdPriceCents: terms.usdPriceCents,
    paymentMethod: o.paymentMethod,
    ...(manualPaymentDetails ? { manualPaymentDetails } : {}),
    downloadLimit: terms.downloadLimit,
    limitPeriod: terms.limitPeriod,
    duration: terms.duration,
    downloadsUsed: 0,
    ...(o.renewalOf ? { renewalOf: o.renewalOf } : {}),
    createdAt: at,
    updatedAt: at,
  };
  const order: OrderRecord = {
    id: orderId,
    userId: buyer.userId,
    buyerName: buyer.name,
    buyerEmail: buyer.email,
    type: 'subscription',
    planId: terms.planId,
    subscriptionId,
    // A guest's plan orders never resume each other (each has its own token): their own guard.
    itemKey: o.guest ? `GUEST#${orderId}#${pendingItemKeys.subscription()}` : pendingItemKeys.subscription(),
    title: o.title,
    amountMinor: price.amountMinor,
    currency: price.currency,
    listPriceCents: terms.usdPriceCents,
    paymentMethod: o.paymentMethod,
    status: 'pending',
    ...(manualPaymentDetails ? { manualPaymentDetails } : {}),
    createdAt: at,
    updatedAt: at,
    searchText: orderSearchText(orderId, buyer, `${o.title} subscription`),
    ...guestFields(o.guest),
  };
  return { sub, order };
}
