/**
 * Payments for an order its song's exclusive sale closed (issue 25) go back to the buyer instead
 * of being approved: a provider's confirmation is refunded through that provider and the order
 * recorded refunded (settle.ts); a manual payment waits as "refund due" until an admin has paid it
 * back by hand and marks it (`POST /api/admin/orders/{orderId}/mark-refunded`). No licence was
 * issued, so nothing is revoked. Each happens once: the order's change is conditioned on the state
 * read, and only the caller whose change committed mails the buyer.
 */
import type { Order } from '../../../shared/api/orders';
import { OrderStateChanged, refundClosedOrder } from '../../data/exclusive-refunds-repo';
import { getOrderRecord, type OrderRecord } from '../../data/orders-repo';
import { countEvent } from '../../lib/metrics';
import { ConflictError, NotFoundError } from '../../kernel/errors';
import { ORDER_NOT_FOUND, toOrder } from '../orders/orders';
import type { EventCompletion } from './event-claims';
import { mailRefund, refundClosedThroughProvider } from './refund-steps';

/** What the buyer reads in the refund mail and on the order. */
export const soldExclusivelyRefundReason = (title: string) =>
  `"${title}" was sold exclusively to another buyer. Your payment was refunded.`;

/** An order whose payment is paid back rather than approved: closed by an exclusive sale, not refunded yet. */
export const closedByExclusive = (order: OrderRecord) => order.status === 'failed' && order.closedBy === 'exclusive';

const alreadyRefunded = () => new ConflictError('This order was already refunded', 'ALREADY_REFUNDED');

/**
 * A provider confirmed a payment for `order` (pending on a song sold exclusively meanwhile, or
 * closed by that sale): paid back through the provider and the order refunded, as
 * `refundClosedThroughProvider` does; a provider refund that fails throws, so the notification is
 * answered non-2xx, its claim given back and the provider's redelivery tries again, as an admin's
 * refund fails and is retried.
 */
export const refundSoldExclusively = (order: OrderRecord, actor: string, siteUrl: string, now: Date, recordIn?: EventCompletion) =>
  refundClosedThroughProvider(order, {
    reason: soldExclusivelyRefundReason(order.title),
    cause: 'exclusive',
    actor,
    siteUrl,
    now,
    recordIn,
    // The order may move once between the read and the write (the exclusive's after-commit step closing it).
    retryWhileOpen: (current) => current.status === 'pending' || closedByExclusive(current),
  });

/** POST /api/admin/orders/{orderId}/mark-refunded: the admin paid a manual payment back by hand. */
export async function markRefundPaid(
  adminId: string,
  orderId: number,
  note: string | undefined,
  siteUrl: string,
  now = new Date(),
): Promise<Order> {
  const order = await getOrderRecord(orderId, true);
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  if (order.status === 'refunded') throw alreadyRefunded();
  if (!closedByExclusive(order) || !order.refundDueAt) throw new ConflictError('No refund is due on this order', 'NO_REFUND_DUE');
  const reason = soldExclusivelyRefundReason(order.title);
  const at = now.toISOString();
  try {
    await refundClosedOrder({ order, actor: adminId, at, reason, ...(note ? { reference: note } : {}) });
  } catch (error) {
    // Another admin marked it first.
    if (error instanceof OrderStateChanged) throw alreadyRefunded();
    throw error;
  }
  countEvent('PaymentsRefunded');
  await mailRefund(order, note ? `${reason} ${note}` : reason, siteUrl);
  const { refundDueAt: _due, ...rest } = order;
  return toOrder({
    ...rest,
    status: 'refunded',
    refundedAt: at,
    refundReason: reason,
    refundedBy: adminId,
    updatedAt: at,
    ...(note ? { refundReference: note } : {}),
  });
}
