/**
 * The two steps every refund shares: the money back through the order's provider (card, PayPal,
 * SSLCommerz) and the buyer's refund mail. Used by refunds that revoke (refunds.ts) and by the
 * refund of an order closed by an exclusive sale (exclusive-refunds.ts).
 */
import { invoiceNumber } from '../../../shared/order-display';
import type { OrderRecord } from '../../data/orders-repo';
import { logger } from '../../lib/log';
import { sendMail } from '../../mail/mailer';
import { orderRefundedMail } from '../../mail/templates';
import { preferencesOf } from '../accounts/self-service';
import { greetingName, isGuestBuyer } from '../orders/guest-buyers';
import { cachedSystemSettings } from '../settings/system-settings';
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
