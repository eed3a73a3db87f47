/**
 * How an order is named and what state it is said to be in, for every buyer screen, mail and PDF
 * (issue 21): one public name (the invoice number) and one status vocabulary. Browser-safe, no
 * dependencies, so the web's lazy chunks, the mails and the licence PDF all import it.
 */

/** Every status a buyer reads, on every screen and in every mail, in this order of a purchase's life. */
export const BUYER_ORDER_STATUSES = ['awaiting_payment', 'payment_submitted', 'completed', 'rejected', 'refunded'] as const;
export type BuyerOrderStatus = (typeof BUYER_ORDER_STATUSES)[number];

/** English names, for the mails' fallback and the server; the web reads its locale's `orderStatus.*`. */
export const BUYER_ORDER_STATUS_LABELS: Readonly<Record<BuyerOrderStatus, string>> = {
  awaiting_payment: 'Awaiting payment',
  payment_submitted: 'Payment submitted',
  completed: 'Completed',
  rejected: 'Rejected',
  refunded: 'Refunded',
};

interface OrderState {
  status: 'pending' | 'completed' | 'failed' | 'refunded';
  /** Present once the buyer sent a manual payment's details (sender number and transaction ID). */
  manual_payment_details?: unknown;
}

/**
 * The buyer's status of an order: a pending order awaits its payment until the buyer submits one
 * (then an admin or the provider decides); a failed order was rejected.
 */
export function buyerOrderStatus(order: OrderState): BuyerOrderStatus {
  switch (order.status) {
    case 'completed':
      return 'completed';
    case 'failed':
      return 'rejected';
    case 'refunded':
      return 'refunded';
    default:
      return order.manual_payment_details ? 'payment_submitted' : 'awaiting_payment';
  }
}

/**
 * A subscription invoice's status in the same words: its order's status when known (a refund shows
 * as refunded), else read from the subscription's own (a plan that ran or runs was paid).
 */
export function buyerSubscriptionStatus(
  status: 'pending_payment' | 'pending_approval' | 'active' | 'queued' | 'expired' | 'rejected',
  orderStatus?: OrderState['status'],
): BuyerOrderStatus {
  if (orderStatus === 'refunded' || orderStatus === 'failed') return buyerOrderStatus({ status: orderStatus });
  switch (status) {
    case 'pending_payment':
      return 'awaiting_payment';
    case 'pending_approval':
      return 'payment_submitted';
    case 'rejected':
      return 'rejected';
    default:
      return 'completed';
  }
}

/**
 * An order's one public name (spec §9: INV-{yyyymmdd}-{3 digits}): the order's UTC date and its
 * id, at least three digits (a store past order 999 gets a fourth rather than two orders sharing
 * a name), so the same order always shows the same number. The id alone is never shown to buyers.
 */
export function invoiceNumber(order: { id: number; created_at: string }): string {
  const date = new Date(order.created_at);
  const day = Number.isNaN(date.getTime()) ? '00000000' : date.toISOString().slice(0, 10).replaceAll('-', '');
  return `INV-${day}-${String(order.id).padStart(3, '0')}`;
}
