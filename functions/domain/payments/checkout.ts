/**
 * Starting an automatic payment for a pending order: the provider's hosted page for the order's
 * own amount, its id kept on the order as the payment reference. Manual methods have none.
 */
import type { PaymentMethod } from '../../../shared/api/orders';
import type { OrderRecord } from '../../data/orders-repo';
import { setPaymentReference } from '../../data/payments-repo';
import { ConflictError } from '../../kernel/errors';
import { isGuestBuyer } from '../orders/guest-buyers';
import { createPaypalCheckout } from './paypal';
import { createSslcommerzSession } from './sslcommerz';
import { createStripeCheckout } from './stripe';

/** Methods paid on a provider's hosted page and confirmed by the provider, not by an admin. */
export const GATEWAY_METHODS: readonly PaymentMethod[] = ['stripe', 'paypal', 'sslcommerz'];
export const isGatewayMethod = (method: PaymentMethod): boolean => GATEWAY_METHODS.includes(method);

/** SSLCommerz posts the buyer back, so its return URLs are the API's (which then sends them to `returnPath`). */
const sslcommerzUrls = (siteUrl: string, orderId: number) => {
  const back = (outcome: string) => `${siteUrl}/api/orders/${orderId}/sslcommerz/return?outcome=${outcome}`;
  return { success: back('success'), fail: back('fail'), cancel: back('cancel'), ipn: `${siteUrl}/api/webhooks/sslcommerz` };
};

/**
 * The hosted page the buyer pays on; `returnPath` is where the provider sends them back
 * (the invoice of a song order, the subscription invoice of a plan).
 */
export async function startCheckout(
  order: OrderRecord,
  siteUrl: string,
  returnPath: string,
  now = new Date(),
): Promise<string | undefined> {
  let session: { id: string; url: string };
  if (order.paymentMethod === 'stripe') session = await createStripeCheckout(order, `${siteUrl}${returnPath}`);
  else if (order.paymentMethod === 'paypal') session = await createPaypalCheckout(order, `${siteUrl}${returnPath}`);
  else if (order.paymentMethod === 'sslcommerz') session = await createSslcommerzSession(order, sslcommerzUrls(siteUrl, order.id));
  else return undefined;
  if (!(await setPaymentReference(order.id, session.id, now.toISOString()))) {
    throw new ConflictError(`This order is already decided`, 'ORDER_NOT_PENDING');
  }
  return session.url;
}

/**
 * Where a buyer returns to see an order: its invoice, or the plan's subscription invoice; a guest
 * (signed out, song or plan) to the guest order page, which opens with the token kept in the browser.
 */
export const invoicePath = (order: Pick<OrderRecord, 'id' | 'type' | 'subscriptionId' | 'userId'>): string =>
  isGuestBuyer(order.userId)
    ? `/guest/orders/${order.id}`
    : order.type === 'subscription' && order.subscriptionId
      ? `/subscription-invoice/${order.subscriptionId}`
      : `/invoice/${order.id}`;
