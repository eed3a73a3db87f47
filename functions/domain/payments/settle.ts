/**
 * A provider's confirmed payment, compared with the order before anything changes, then the same
 * approval an admin gives (decisions.ts `approveOrder`: licence, entitlement, aggregates, mail),
 * exactly once however often and however concurrently the provider tells us. A mismatch leaves
 * the order pending and flags it for the admin's review. A payment for an order whose song was
 * sold exclusively to another buyer is refunded instead (exclusive-refunds.ts).
 */
import type { GatewayName } from '../../../shared/api/gateways';
import { getOrderRecord, type OrderRecord } from '../../data/orders-repo';
import { flagOrderForReview } from '../../data/payments-repo';
import { logger } from '../../lib/log';
import { countEvent } from '../../lib/metrics';
import { ConflictError } from '../../kernel/errors';
import { approveOrder } from '../orders/decisions';
import type { EventHandling } from './event-claims';
import { closedByExclusive, refundSoldExclusively } from './exclusive-refunds';
import { planNeverStarts, refundPlanBehindLifetime } from './lifetime-plan-refunds';

export interface PaidNotice {
  provider: GatewayName;
  orderId: number;
  /** Minor units as the provider reports them (cents, paisa). */
  amountMinor: number;
  /** ISO code, any case. */
  currency: string;
  /** Why the provider itself wants a person to look (SSLCommerz risk_level 1). */
  risk?: string;
}

/**
 * `refunded`: the order's song was sold exclusively to another buyer (exclusive-refunds.ts), or its
 * plan could never start behind its holder's lifetime plan (lifetime-plan-refunds.ts), so the payment went back.
 */
export type Settlement = 'approved' | 'already-approved' | 'flagged' | 'unknown-order' | 'refunded' | 'already-refunded';

/** Who decided an order a provider confirmed (the admin id of an admin's approval). */
export const providerActor = (provider: GatewayName) => `provider:${provider}`;

export async function settlePayment(
  notice: PaidNotice,
  siteUrl: string,
  now = new Date(),
  /** The order as the caller has just read or written it (consistently), saving a read. */
  known?: OrderRecord,
  /**
   * The provider event's record, written in the approval's own transaction, and its claim, taken
   * here before any other change (event-claims.ts); without it the caller claimed the event first.
   */
  event?: EventHandling,
): Promise<Settlement> {
  const recordIn = event?.recordIn;
  const claimed = async () => event?.claim();
  const order = known?.id === notice.orderId ? known : await getOrderRecord(notice.orderId, true);
  if (!order) {
    logger.warn('payment notice for an unknown order', { provider: notice.provider, orderId: notice.orderId });
    return 'unknown-order';
  }
  const flag = async (reason: string): Promise<Settlement> => {
    await claimed();
    countEvent('PaymentsFlagged');
    logger.warn('payment flagged for review', { provider: notice.provider, orderId: order.id, reason });
    await flagOrderForReview(order.id, reason, now.toISOString());
    return 'flagged';
  };
  if (order.status === 'completed') return 'already-approved';
  const paid = `${(notice.amountMinor / 100).toFixed(2)} ${notice.currency.toUpperCase()}`;
  if (order.paymentMethod !== notice.provider)
    return flag(`${notice.provider} reported a payment of ${paid} for an order to be paid by ${order.paymentMethod}`);
  // Paid back already (this payment's other notice, or the provider's retry after our refund): no change.
  if (order.status === 'refunded' && order.closedBy) return 'already-refunded';
  const soldElsewhere = closedByExclusive(order);
  if (order.status !== 'pending' && !soldElsewhere)
    return flag(`${notice.provider} reported a payment of ${paid} for an order already ${order.status}`);
  if (notice.currency.toUpperCase() !== order.currency || notice.amountMinor !== order.amountMinor) {
    return flag(`${notice.provider} reported ${paid}; the order is ${(order.amountMinor / 100).toFixed(2)} ${order.currency}`);
  }
  // The song was sold exclusively to another buyer: the payment goes back, whatever its risk.
  const refund = () => claimed().then(() => refundSoldExclusively(order, providerActor(notice.provider), siteUrl, now, recordIn));
  if (soldElsewhere) return refund();
  // A plan behind its holder's lifetime plan could never start: the payment goes back, whatever its risk.
  const refundPlan = () => claimed().then(() => refundPlanBehindLifetime(order, providerActor(notice.provider), siteUrl, now, recordIn));
  if (await planNeverStarts(order, now)) return refundPlan();
  if (notice.risk) return flag(notice.risk);

  // A song's approval is one transaction, which records the event; a plan's activation (its queue read and retried) claims it first.
  if (order.type === 'subscription') await claimed();
  try {
    await approveOrder(providerActor(notice.provider), order.id, siteUrl, now, order, recordIn && (() => recordIn('approved')));
    return 'approved';
  } catch (error) {
    // Another delivery of the same payment approved it first.
    if (error instanceof ConflictError && error.code === 'ALREADY_APPROVED') return 'already-approved';
    // Confirmed after the exclusive's commit but before its after-commit step closed this order.
    if (error instanceof ConflictError && error.code === 'SOLD_EXCLUSIVELY') return refund();
    // The holder's lifetime plan started between the check and the approval.
    if (error instanceof ConflictError && error.code === 'ALREADY_SUBSCRIBED' && (await planNeverStarts(order, now))) return refundPlan();
    // Still busy after the transaction's own retries (rankings under retryPolicies.hotItem): answered
    // 503, and the provider delivers it again later. Retrying here too multiplied the tries.
    throw error;
  }
}
