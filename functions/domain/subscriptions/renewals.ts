/**
 * Renewals (issue 23 §5). Every plan with an end gets, 3 days before it, a renewal invoice: a new
 * pending plan order for the next period, mailed once. A plan paid by card pays it on a new Stripe
 * Checkout (the webhook's approval extends it); a plan paid by wallet or bank pays it like any
 * invoice and an admin approves it. Either way the period is extended from the old end date. An
 * unpaid plan lapses on its end date (the quota stopped then). Cancelling stops renewal. The sweep
 * runs hourly and is idempotent: every step is a conditional transaction.
 */
import type { NamedOp } from '../../data/transaction';
import { ulid } from 'ulid';
import type { Language } from '../../../shared/api/account';
import { toMajor } from '../../../shared/money';
import { getUserSettings } from '../../data/account-repo';
import { getOrderRecord, nextOrderId, type OrderRecord } from '../../data/orders-repo';
import { getPlanRecord } from '../../data/plans-repo';
import {
  closeRenewalInvoice,
  extendSubscription,
  insertRenewalInvoice,
  lapseSubscription,
  listSubscriptionsEndingBy,
  RENEWED_SUBSCRIPTION_GONE,
  SubscriptionMoved,
} from '../../data/renewals-repo';
import { getSubscriptionRecord, type SubscriptionRecord } from '../../data/subscriptions-repo';
import { getUser } from '../../data/users-repo';
import { OrderNotPending } from '../../data/orders-repo';
import { logger } from '../../lib/log';
import { sendMail } from '../../mail/mailer';
import { renewalInvoiceMail, subscriptionLapsedMail } from '../../mail/renewal-mail';
import { ConflictError } from '../../kernel/errors';
import { priceFor } from '../orders/pricing';
import { pendingSubscription } from './new-subscription';
import { cachedSystemSettings } from '../settings/system-settings';
import { periodKey, renewalEnd } from './periods';
import { rescheduleQueued, startQueued } from '../../data/subscriptions-queue-repo';
import { liveInQueue, placeAfter } from './plan-queue';
import { TransactionCancelled } from '../../data/transaction';
import { invoiceNumber } from '../../../shared/order-display';
import { isGuestBuyer } from '../orders/guest-buyers';
import { guestOrderLink, newGuestToken } from '../orders/guest-orders';

/** The renewal invoice goes out this long before the end date. */
export const RENEWAL_NOTICE_DAYS = 3;
/** Who closed an unpaid invoice (an order's `decidedBy`). */
export const RENEWALS_ACTOR = 'system:renewals';
export const UNPAID_AT_END = 'Not paid by the end of the plan: the plan lapsed';
export const CANCELLED_BEFORE_RENEWAL = 'The plan was cancelled: it will not renew';
export const REFUNDED_BEFORE_RENEWAL = 'The plan was refunded: this renewal is cancelled';

export interface RenewalSweep {
  invoiced: number;
  lapsed: number;
}

export async function sweepRenewals(siteUrl: string, now = new Date()): Promise<RenewalSweep> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + RENEWAL_NOTICE_DAYS * 86_400_000).toISOString();
  const result: RenewalSweep = { invoiced: 0, lapsed: 0 };
  for (const sub of await listSubscriptionsEndingBy(until)) {
    if (sub.status === 'queued') {
      if (sub.startAt && sub.startAt <= at) await startQueuedPlan(sub, now).catch((error: unknown) => logQueueFailure(error, sub));
      continue;
    }
    if (sub.status !== 'active' || !sub.endAt || sub.lapsedAt || sub.refundedAt || sub.renewalOf) continue;
    try {
      if (sub.endAt <= at) {
        await lapse(sub, now);
        result.lapsed++;
        // Only the sweep whose lapse went through mails it: a second sweep finds it lapsed (SubscriptionMoved).
        // A plan with a paid one queued behind it has not lapsed for its holder: the next starts (above).
        if (!sub.queuedId) await mailLapse(sub, siteUrl);
      } else if (!sub.cancelledAt && !sub.renewalId && !sub.queuedId && sub.duration !== 'lifetime') {
        if (await issueRenewalInvoice(sub, siteUrl, now)) result.invoiced++;
      }
    } catch (error) {
      // Another sweep (or the subscriber) got there first: nothing left to do for this one.
      if (error instanceof SubscriptionMoved) continue;
      // One subscription's failure never stops the others; the next sweep tries it again.
      logger.error('renewal sweep failed for a subscription', { error, subscriptionId: sub.id });
    }
  }
  return result;
}

/**
 * A queued plan whose planned start has come: started when the plan it waited for has ended;
 * moved to that plan's new end when a renewal extended it; left to wait while that plan is itself
 * still queued (a chain: it starts first); started as planned when that plan is gone (refunded or deleted).
 */
async function startQueuedPlan(queued: SubscriptionRecord, now: Date): Promise<void> {
  const before = queued.queuedAfter ? await getSubscriptionRecord(queued.queuedAfter, true) : undefined;
  if (liveInQueue(before) && before.endAt && before.endAt > queued.startAt!) {
    await rescheduleQueued(queued, placeAfter(before, queued.duration, before.endAt), now.toISOString());
    return;
  }
  if (liveInQueue(before) && before.status === 'queued') return;
  await startQueued(queued, periodKey(queued.limitPeriod, now), now);
}

function logQueueFailure(error: unknown, sub: SubscriptionRecord): void {
  // Another sweep started it first (its condition failed): nothing to do; anything else is tried again next hour.
  if (error instanceof TransactionCancelled) return;
  logger.error('queued plan not started', { error, subscriptionId: sub.id });
}

/**
 * Who the invoice is for: the account, or, for a plan bought as a guest, the address its order was
 * placed with. Undefined when there is nobody to bill (the subscription then lapses at its end).
 */
async function holderOf(sub: SubscriptionRecord): Promise<{ name: string; email: string; language: Language; guest: boolean } | undefined> {
  if (isGuestBuyer(sub.userId)) {
    const paid = await getOrderRecord(sub.orderId, true);
    if (paid?.userId !== sub.userId) return undefined;
    return { name: '', email: paid.buyerEmail, language: paid.guestLanguage ?? 'en', guest: true };
  }
  const [user, language] = await Promise.all([getUser(sub.userId), languageOf(sub.userId)]);
  if (!user || user.status !== 'active') return undefined;
  return { name: user.name, email: user.email, language, guest: false };
}

/**
 * Writes the next period's invoice and mails it; false when the plan or its holder is gone (the
 * subscription then lapses at its end). A guest's invoice is a guest order: it carries a fresh
 * token, and the mail links the guest order page, where the guest pays it without an account.
 */
async function issueRenewalInvoice(sub: SubscriptionRecord, siteUrl: string, now: Date): Promise<boolean> {
  const [plan, holder] = await Promise.all([getPlanRecord(sub.planId), holderOf(sub)]);
  if (!plan || !holder) return false;
  const at = now.toISOString();
  // The period renews at the price the subscriber has been paying, by the method they paid with.
  const price = priceFor(sub.usdPriceCents, sub.paymentMethod);
  const [orderId, id] = [await nextOrderId(), ulid(now.getTime())];
  const guestToken = holder.guest ? newGuestToken() : undefined;
  const { sub: renewal, order } = pendingSubscription({
    orderId,
    subscriptionId: id,
    buyer: { userId: sub.userId, name: holder.guest ? 'Guest' : holder.name, email: holder.email },
    terms: sub,
    price,
    paymentMethod: sub.paymentMethod,
    at,
    title: `${sub.planName} plan renewal`,
    renewalOf: sub.id,
    // A guest's invoice is a guest order with its own token, as when the plan was bought (guest-plans.ts).
    ...(guestToken && { guest: { tokenHash: guestToken.hash, language: holder.language } }),
  });
  await insertRenewalInvoice(sub, renewal, order);
  try {
    await sendMail(
      renewalInvoiceMail({
        to: holder.email,
        name: holder.name,
        planName: sub.planName,
        invoice: invoiceNumber({ id: orderId, created_at: at }),
        amount: toMajor(price.amountMinor),
        currency: price.currency,
        endAt: sub.endAt!,
        byCard: sub.paymentMethod === 'stripe',
        invoiceUrl: guestToken ? guestOrderLink(siteUrl, orderId, guestToken.token) : `${siteUrl}/subscription-invoice/${id}`,
        brand: await cachedSystemSettings(),
        language: holder.language,
      }),
    );
  } catch (error) {
    // The invoice stands (the subscriber sees it in My Orders); its mail is not sent twice.
    logger.error('renewal invoice mail failed', { error, subscriptionId: sub.id });
  }
  return true;
}

/** Tells the subscriber the plan ended without renewal; a failed mail is logged (the lapse stands). */
async function mailLapse(sub: SubscriptionRecord, siteUrl: string): Promise<void> {
  try {
    // A guest's plan: the address its order was placed with (holderOf), greeted without a name.
    const reader = isGuestBuyer(sub.userId) ? await holderOf(sub) : await accountReader(sub.userId);
    if (!reader) return;
    await sendMail(
      subscriptionLapsedMail({
        to: reader.email,
        name: reader.name,
        planName: sub.planName,
        endAt: sub.endAt!,
        cancelled: !!sub.cancelledAt,
        plansUrl: `${siteUrl}/pricing`,
        brand: await cachedSystemSettings(),
        language: reader.language,
      }),
    );
  } catch (error) {
    logger.error('lapse mail failed', { error, subscriptionId: sub.id });
  }
}

/** A subscriber's account as the lapse mail reads it; undefined once the account is deleted. */
async function accountReader(userId: string): Promise<{ name: string; email: string; language: Language } | undefined> {
  const [user, language] = await Promise.all([getUser(userId), languageOf(userId)]);
  return user && !user.deletedAt ? { name: user.name, email: user.email, language } : undefined;
}

/** The subscriber's `language` setting for the invoice mail; English when it cannot be read (the invoice still goes out). */
const languageOf = (userId: string): Promise<Language> =>
  getUserSettings(userId).then(
    (settings) => settings.language,
    (error: unknown) => {
      logger.error('settings read failed', { error, userId });
      return 'en' as const;
    },
  );

/** The open invoice's order, when nobody has paid or submitted a payment for it. */
async function unpaidInvoiceOrder(sub: SubscriptionRecord): Promise<OrderRecord | undefined> {
  const renewal = sub.renewalId ? await getSubscriptionRecord(sub.renewalId, true) : undefined;
  const order = renewal ? await getOrderRecord(renewal.orderId, true) : undefined;
  return order?.status === 'pending' && !order.manualPaymentDetails ? order : undefined;
}

async function lapse(sub: SubscriptionRecord, now: Date): Promise<void> {
  const at = now.toISOString();
  const order = await unpaidInvoiceOrder(sub);
  // An invoice whose payment was submitted stays for the admin: approving it restores the plan from its old end.
  await lapseSubscription(
    sub,
    at,
    order && sub.renewalId
      ? { order, renewalId: sub.renewalId, decision: { adminId: RENEWALS_ACTOR, at, reason: UNPAID_AT_END } }
      : undefined,
  );
}

/** A cancel closes the open renewal invoice unless a payment was already submitted for it. */
export async function closeInvoiceOnCancel(sub: SubscriptionRecord, now: Date): Promise<void> {
  const order = await unpaidInvoiceOrder(sub);
  if (!order || !sub.renewalId) return;
  try {
    await closeRenewalInvoice(sub, order, sub.renewalId, {
      adminId: RENEWALS_ACTOR,
      at: now.toISOString(),
      reason: CANCELLED_BEFORE_RENEWAL,
    });
  } catch (error) {
    // Paid meanwhile: the paid period stands.
    if (!(error instanceof OrderNotPending)) throw error;
  }
}

/**
 * A refund that ends `sub` closes its open renewal invoice too (paid or not: the period it would
 * extend is gone, so it could never be approved); an invoice paid meanwhile is left as it is. A
 * card payment that still arrives for the closed invoice is flagged for the admin, not approved.
 */
export async function closeInvoiceOnRefund(sub: SubscriptionRecord, actor: string, now: Date): Promise<void> {
  if (!sub.renewalId) return;
  const renewal = await getSubscriptionRecord(sub.renewalId, true);
  const order = renewal ? await getOrderRecord(renewal.orderId, true) : undefined;
  if (order?.status !== 'pending') return;
  try {
    await closeRenewalInvoice(sub, order, sub.renewalId, { adminId: actor, at: now.toISOString(), reason: REFUNDED_BEFORE_RENEWAL });
  } catch (error) {
    if (!(error instanceof OrderNotPending)) throw error;
  }
}

/**
 * Approves a renewal invoice's order (an admin's approval or the card provider's notice): the
 * renewed subscription runs one more period from its old end date. Throws OrderNotPending when
 * the order was decided meanwhile.
 */
export async function activateRenewalOrder(
  order: OrderRecord,
  renewal: SubscriptionRecord,
  adminId: string,
  now: Date,
  also: NamedOp<string>[] = [],
): Promise<void> {
  const original = renewal.renewalOf ? await getSubscriptionRecord(renewal.renewalOf, true) : undefined;
  if (!original || !original.endAt || original.refundedAt) throw new ConflictError(RENEWED_SUBSCRIPTION_GONE, 'SUBSCRIPTION_GONE');
  await extendSubscription({
    order,
    renewal,
    original,
    end: renewalEnd(original.duration === 'yearly' ? 'yearly' : 'monthly', original.endAt, original.startAt, original.periodsPaid ?? 1),
    decision: { adminId, at: now.toISOString() },
    also,
  });
}
