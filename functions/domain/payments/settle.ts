/**
 * A provider's confirmed payment, compared with the order before anything changes, then the same
 * approval an admin gives (decisions.ts `approveOrder`: licence, entitlement, aggregates, mail),
 * exactly once however often and however concurrently the provider tells us. A mismatch leaves
 * the order pending and flags it for the admin's review.
 */
import type { GatewayName } from '../../../shared/api/gateways';
import { getOrderRecord, type OrderRecord } from '../../data/orders-repo';
import { flagOrderForReview } from '../../data/payments-repo';
import { logger } from '../../lib/log';
import { countEvent } from '../../lib/metrics';
import { ConflictError } from '../../kernel/errors';
import { approveOrder } from '../orders/decisions';
import type { EventCompletion } from './event-claims';

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

export type Settlement = 'approved' | 'already-approved' | 'flagged' | 'unknown-order';

/** Who decided an order a provider confirmed (the admin id of an admin's approval). */
export const providerActor = (provider: GatewayName) => `provider:${provider}`;

export async function settlePayment(
  notice: PaidNotice,
  siteUrl: string,
  now = new Date(),
  /** The order as the caller has just read or written it (consistently), saving a read. */
  known?: OrderRecord,
  /** The provider event's completion, written in the approval's own transaction (event-claims.ts). */
  recordIn?: EventCompletion,
): Promise<Settlement> {
  const order = known?.id === notice.orderId ? known : await getOrderRecord(notice.orderId, true);
  if (!order) {
    logger.warn('payment notice for an unknown order', { provider: notice.provider, orderId: notice.orderId });
    return 'unknown-order';
  }
  const flag = async (reason: string): Promise<Settlement> => {
    countEvent('PaymentsFlagged');
    logger.warn('payment flagged for review', { provider: notice.provider, orderId: order.id, reason });
    await flagOrderForReview(order.id, reason, now.toISOString());
    return 'flagged';
  };
  if (order.status === 'completed') return 'already-approved';
  const paid = `${(notice.amountMinor / 100).toFixed(2)} ${notice.currency.toUpperCase()}`;
  if (order.paymentMethod !== notice.provider)
    return flag(`${notice.provider} reported a payment of ${paid} for an order to be paid by ${order.paymentMethod}`);
  if (order.status !== 'pending') return flag(`${notice.provider} reported a payment of ${paid} for an order already ${order.status}`);
  if (notice.currency.toUpperCase() !== order.currency || notice.amountMinor !== order.amountMinor) {
    return flag(`${notice.provider} reported ${paid}; the order is ${(order.amountMinor / 100).toFixed(2)} ${order.currency}`);
  }
  if (notice.risk) return flag(notice.risk);

  try {
    await approveOrder(providerActor(notice.provider), order.id, siteUrl, now, order, recordIn && (() => recordIn('approved')));
    return 'approved';
  } catch (error) {
    // Another delivery of the same payment approved it first.
    if (error instanceof ConflictError && error.code === 'ALREADY_APPROVED') return 'already-approved';
    // Still busy after the transaction's own retries (rankings under retryPolicies.hotItem): answered
    // 503, and the provider delivers it again later. Retrying here too multiplied the tries.
    throw error;
  }
}
