/**
 * The two steps every refund shares: the money back through the order's provider (card, PayPal,
 * SSLCommerz) and the buyer's refund mail. Used by refunds that revoke (refunds.ts) and by the
 * refunds of orders closed without a licence (exclusive-refunds.ts, lifetime-plan-refunds.ts).
 */
import { invoiceNumber } from '../../../shared/order-display';
import { OrderStateChanged, refundClosedOrder, type ClosedOrderRefund } from '../../data/exclusive-refunds-repo';
import { getOrderRecord, type OrderRecord } from '../../data/orders-repo';
import { ConflictError } from '../../kernel/errors';
import { logger } from '../../lib/log';
import { countEvent } from '../../lib/metrics';
import { sendMail } from '../../mail/mailer';
import { orderRefundedMail } from '../../mail/templates';
import { preferencesOf } from '../accounts/self-service';
import { greetingName, isGuestBuyer } from '../orders/guest-buyers';
import { cachedSystemSettings } from '../settings/system-settings';
import type { EventCompletion } from './event-claims';
import { refundStripeSession } from './stripe';

/**
 * Pays a gateway order back through its provider's refund API; answers the provider's refund id
 * (none for manual methods). Idempotent per order at the provider (`refund-<orderId>`), so a retry refunds once.
 */
export async function refundThroughProvider(order: OrderRecord): Promise<string | undefined> {
  const ref = order.paymentReference;
  if (!ref) return undefined;
  if (order.paymentMethod === 'stripe') return refundStripeSession(ref, order.id);
  if (order.paymentMethod === 'paypal') return (await import('./paypal')).refundPaypalOrder(ref, order.id);
  if (order.paymentMethod === 'sslcommerz') {
    // SSLCommerz itself says which payment paid the order (the reference is only a session's key
    // when no IPN or return recorded the payment, e.g. an admin approved it by hand). With no
    // payment there, no money went through SSLCommerz: the refund is recorded like a manual one.
    const { findSslcommerzPayment, refundSslcommerzPayment } = await import('./sslcommerz');
    const bankTranId = await findSslcommerzPayment(order.id, order.amountMinor, order.currency);
    return bankTranId ? refundSslcommerzPayment(bankTranId, order.amountMinor, order.id) : undefined;
  }
  return undefined;
}

/** The buyer's refund mail, in their language; a failure is logged and the refund stands. */
export async function mailRefund(order: OrderRecord, reason: string, siteUrl: string): Promise<void> {
  try {
    await sendMail(
      orderRefundedMail({
        to: order.buyerEmail,
        name: greetingName(order),
        invoice: invoiceNumber({ id: order.id, created_at: order.createdAt }),
        title: order.title,
        reason,
        // A guest has no My Orders: the store's home instead.
        ordersUrl: isGuestBuyer(order.userId) ? siteUrl : `${siteUrl}/orders`,
        brand: await cachedSystemSettings(),
        language: isGuestBuyer(order.userId) ? order.guestLanguage : (await preferencesOf(order.userId)).language,
      }),
    );
  } catch (error) {
    logger.error('mail failed', { error });
  }
}

const REFUNDED_LOG = {
  exclusive: 'payment for an exclusively sold song refunded',
  lifetime: 'payment for a plan behind a lifetime plan refunded',
} as const;

/**
 * A provider's confirmed payment for an order closed without a licence, paid back: the money through
 * the provider first (idempotent per order there), then the order refunded with the event's
 * completion in one transaction (`refundClosedOrder`), then the buyer's mail, sent only by the caller
 * whose transaction committed. A failing provider refund throws, so the provider redelivers and the
 * refund is tried again. `retryWhileOpen`: the order may move once between the read and the write
 * (an exclusive's after-commit step closing it); while it says the order is still open to this
 * refund, the order is read again and the refund tried again.
 */
export async function refundClosedThroughProvider(
  order: OrderRecord,
  input: {
    reason: string;
    cause: NonNullable<ClosedOrderRefund['cause']>;
    actor: string;
    siteUrl: string;
    now: Date;
    recordIn?: EventCompletion | undefined;
    retryWhileOpen?: (order: OrderRecord) => boolean;
  },
): Promise<'refunded' | 'already-refunded'> {
  const { reason, cause, actor, siteUrl, now, recordIn, retryWhileOpen } = input;
  const reference = await refundThroughProvider(order);
  const at = now.toISOString();
  let current: OrderRecord | undefined = order;
  for (let attempt = 0; attempt < (retryWhileOpen ? 3 : 1) && current; attempt++) {
    if (current.status === 'refunded') return 'already-refunded';
    if (retryWhileOpen && !retryWhileOpen(current)) break;
    try {
      await refundClosedOrder({
        order: current,
        actor,
        at,
        reason,
        cause,
        ...(reference ? { reference } : {}),
        ...(recordIn ? { also: recordIn('refunded') } : {}),
      });
      countEvent('PaymentsRefunded');
      logger.info(REFUNDED_LOG[cause], { orderId: order.id, reference });
      await mailRefund(current, reason, siteUrl);
      return 'refunded';
    } catch (error) {
      if (!(error instanceof OrderStateChanged)) throw error;
      current = await getOrderRecord(order.id, true);
    }
  }
  if (current?.status === 'refunded') return 'already-refunded';
  throw new ConflictError(`Order ${order.id} changed while its payment was refunded`, 'ORDER_STATE_CHANGED');
}
