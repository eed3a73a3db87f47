/** A plan's invoice and its payment, its approval, the current subscription and downloads against its quota (buying one: start-subscription.ts). */
import type { NamedOp } from '../../data/transaction';
import type * as z from '../../../shared/api/zod';
import type { Order } from '../../../shared/api/orders';
import type { MySubscription, SubscriptionInvoice, SubscriptionPaymentBody } from '../../../shared/api/subscriptions';
import { type Decision } from '../../data/orders-approval-repo';
import { getOrderRecord, type OrderRecord } from '../../data/orders-repo';
import { getPlanRecord } from '../../data/plans-repo';
import { activateSubscription, rejectSubscription } from '../../data/subscriptions-approval-repo';
import {
  attachSubscriptionPayment,
  getActiveSubscriptionId,
  getSubscriptionRecord,
  listUserSubscriptions,
  markSubscriptionCancelled,
  SubscriptionNotCancellable,
  type SubscriptionRecord,
} from '../../data/subscriptions-repo';
import { ConflictError, NotFoundError, UnprocessableError } from '../../kernel/errors';
import { manualPaymentDetails, toOrder } from '../orders/orders';
import type { Caller } from '../../kernel/caller';
import { toMajor } from '../../../shared/money';
import { invoiceNumber } from '../../../shared/order-display';
import { priceFor } from '../orders/pricing';
import { nextPeriodStart, periodKey, subscriptionEnd } from './periods';
import { queuePlaceAfter } from './plan-queue';
import { activateRenewalOrder, closeInvoiceOnCancel } from './renewals';

type Invoice = z.infer<typeof SubscriptionInvoice>;

export const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

export function toInvoice(s: SubscriptionRecord, order?: OrderRecord): Invoice {
  return {
    id: s.id,
    order_id: s.orderId,
    plan_id: s.planId,
    plan_name: s.planName,
    amount: toMajor(s.amountMinor),
    currency: s.currency,
    usd_price: toMajor(s.usdPriceCents),
    payment_method: s.paymentMethod,
    status: s.status,
    created_at: s.createdAt,
    manual_payment_details: s.manualPaymentDetails ?? null,
    invoice_number: invoiceNumber({ id: s.orderId, created_at: order?.createdAt ?? s.createdAt }),
    ...(order ? { order_status: order.status, rejection_reason: order.rejectionReason ?? null } : {}),
    start_date: s.startAt ?? null,
  };
}

async function ownSubscription(caller: Caller, id: string): Promise<SubscriptionRecord> {
  const sub = await getSubscriptionRecord(id, true);
  if (!sub || sub.userId !== caller.userId) throw new NotFoundError('Subscription not found', 'SUBSCRIPTION_NOT_FOUND');
  return sub;
}

export async function subscriptionInvoice(caller: Caller, id: string): Promise<Invoice> {
  const sub = await ownSubscription(caller, id);
  return toInvoice(sub, await getOrderRecord(sub.orderId));
}

export async function paySubscription(caller: Caller, id: string, body: SubscriptionPaymentBody, now = new Date()): Promise<Invoice> {
  const sub = await ownSubscription(caller, id);
  if (sub.status !== 'pending_payment') throw new ConflictError('Payment details already submitted', 'PAYMENT_ALREADY_SUBMITTED');
  const at = now.toISOString();
  const details = await manualPaymentDetails(body, at);
  // The amount follows the method actually used: a plan started by card and paid by wallet is owed in taka.
  const price = priceFor(sub.usdPriceCents, details.paymentMethod);
  await attachSubscriptionPayment(sub, details, price, at);
  return toInvoice({
    ...sub,
    status: 'pending_approval',
    manualPaymentDetails: details,
    paymentMethod: details.paymentMethod,
    amountMinor: price.amountMinor,
    currency: price.currency,
    updatedAt: at,
  });
}

/** POST /api/guest/orders/{orderId}/payment for a plan: the wallet or bank proof on its subscription, as a buyer's invoice takes it. */
export async function payGuestPlan(caller: Caller, order: OrderRecord, body: SubscriptionPaymentBody, now = new Date()): Promise<Order> {
  if (!order.subscriptionId) throw new ConflictError('The subscription of this order no longer exists', 'SUBSCRIPTION_GONE');
  await paySubscription(caller, order.subscriptionId, body, now);
  return toOrder((await getOrderRecord(order.id, true)) ?? order);
}

/**
 * Approves a subscription order: the subscription starts now and ends per its duration, or, when
 * its holder has a live plan, is queued to start when that plan (and any queued after it) ends. Throws
 * OrderNotPending (data layer) when the order was decided meanwhile.
 */
export async function activateSubscriptionOrder(
  order: OrderRecord,
  adminId: string,
  now: Date,
  /** Entries written in the activation's own transaction (its after-commit record). */
  also: NamedOp<string>[] = [],
): Promise<void> {
  const sub = order.subscriptionId ? await getSubscriptionRecord(order.subscriptionId, true) : undefined;
  if (!sub) throw new ConflictError('The subscription of this order no longer exists', 'SUBSCRIPTION_GONE');
  if (!(await getPlanRecord(sub.planId))) throw new ConflictError('The plan of this subscription no longer exists', 'PLAN_GONE');
  if (sub.renewalOf) return activateRenewalOrder(order, sub, adminId, now, also);
  // Paid while its holder has a live plan (a guest's order that joined the account since): queued after it.
  // Behind a lifetime plan it is refused (409) as before: nothing would ever start after it.
  const queue = await queuePlaceAfter(sub.userId, sub.duration, now);
  await activateSubscription({
    ...(queue && queue !== 'lifetime' ? { queue } : {}),
    order,
    sub,
    adminId,
    start: now,
    end: subscriptionEnd(sub.duration, now),
    periodKey: periodKey(sub.limitPeriod, now),
    also,
  });
}

/** Rejects a subscription order and its subscription; throws OrderNotPending when decided meanwhile. */
export async function rejectSubscriptionOrder(order: OrderRecord, decision: Decision & { reason?: string }): Promise<void> {
  const sub = order.subscriptionId ? await getSubscriptionRecord(order.subscriptionId, true) : undefined;
  await rejectSubscription(order, sub, decision);
}

function currentView(sub: SubscriptionRecord, now: Date): z.infer<typeof MySubscription> {
  const expired = sub.status === 'active' && sub.endAt !== undefined && sub.endAt <= now.toISOString();
  const inPeriod = sub.periodKey === periodKey(sub.limitPeriod, now);
  return {
    id: sub.id,
    plan_id: sub.planId,
    plan_name: sub.planName,
    status: expired ? 'expired' : sub.status,
    downloads_used: sub.status === 'active' && inPeriod ? sub.downloadsUsed : 0,
    download_limit: sub.downloadLimit ?? -1,
    download_limit_type: sub.limitPeriod,
    start_date: sub.startAt ?? null,
    end_date: sub.endAt ?? null,
    period_resets_at: sub.status === 'active' && !expired ? nextPeriodStart(sub.limitPeriod, now).toISOString() : null,
    cancelled_at: sub.cancelledAt ?? null,
  };
}

/** The newest subscription; for a renewal invoice, the subscription it renews (the one with the dates and quota). */
export async function latestSubscription(userId: string): Promise<SubscriptionRecord | undefined> {
  const newest = (await listUserSubscriptions(userId, 1))[0];
  return newest?.renewalOf ? ((await getSubscriptionRecord(newest.renewalOf, true)) ?? newest) : newest;
}

/** The active subscription if any (with the plan queued after it), else the newest one (pending, expired or rejected). */
export async function mySubscription(caller: Caller, now = new Date()): Promise<z.infer<typeof MySubscription>> {
  const activeId = await getActiveSubscriptionId(caller.userId, epoch(now));
  const sub = activeId ? await getSubscriptionRecord(activeId, true) : await latestSubscription(caller.userId);
  if (!sub) throw new NotFoundError('No subscription found', 'NO_SUBSCRIPTION');
  const next = sub.queuedId ? await getSubscriptionRecord(sub.queuedId, true) : undefined;
  return {
    ...currentView(sub, now),
    next_plan:
      next?.status === 'queued' && next.startAt && !next.refundedAt
        ? { id: next.id, plan_name: next.planName, start_date: next.startAt, end_date: next.endAt ?? null }
        : null,
  };
}

export const NO_ACTIVE_SUBSCRIPTION = 'You have no active subscription to cancel';
export const SUBSCRIPTION_ALREADY_CANCELLED = 'Your subscription is already cancelled';
export const LIFETIME_NOT_CANCELLABLE = 'A lifetime plan has no renewal to cancel';

/**
 * Cancels the active subscription: access continues to the period's end (its `end_date`) and
 * the plan is not renewed. A lifetime plan has nothing to cancel.
 */
export async function cancelSubscription(caller: Caller, now = new Date()): Promise<z.infer<typeof MySubscription>> {
  const activeId = await getActiveSubscriptionId(caller.userId, epoch(now));
  const sub = activeId ? await getSubscriptionRecord(activeId, true) : undefined;
  if (!sub || sub.userId !== caller.userId || sub.status !== 'active')
    throw new NotFoundError(NO_ACTIVE_SUBSCRIPTION, 'NO_ACTIVE_SUBSCRIPTION');
  if (sub.cancelledAt) throw new ConflictError(SUBSCRIPTION_ALREADY_CANCELLED, 'SUBSCRIPTION_ALREADY_CANCELLED');
  if (!sub.endAt) throw new UnprocessableError(LIFETIME_NOT_CANCELLABLE, 'LIFETIME_PLAN');
  const at = now.toISOString();
  try {
    await markSubscriptionCancelled(sub, at);
  } catch (error) {
    if (error instanceof SubscriptionNotCancellable)
      throw new ConflictError(SUBSCRIPTION_ALREADY_CANCELLED, 'SUBSCRIPTION_ALREADY_CANCELLED');
    throw error;
  }
  await closeInvoiceOnCancel(sub, now);
  return currentView({ ...sub, cancelledAt: at, updatedAt: at }, now);
}
