/**
 * A checkout left open for an order that was closed without a payment (its song sold exclusively to
 * another buyer, issue 25): a card order's Stripe Checkout Session is expired so the buyer can no
 * longer pay for it. Best effort: a failure is logged and the closing stands; a payment that still
 * arrives is paid back through the provider (exclusive-refunds.ts).
 */
import type { OrderRecord } from '../../data/orders-repo';
import { logger } from '../../lib/log';
import { expireStripeSession } from './stripe';

export async function expireOpenCheckout(order: OrderRecord): Promise<void> {
  // A provider's payment held for review arrived already: nothing is open to expire.
  if (order.paymentMethod !== 'stripe' || !order.paymentReference || order.reviewReason) return;
  try {
    await expireStripeSession(order.paymentReference);
    logger.info('checkout session of a closed order expired', { orderId: order.id, sessionId: order.paymentReference });
  } catch (error) {
    logger.warn('checkout session of a closed order not expired', { error, orderId: order.id, sessionId: order.paymentReference });
  }
}
