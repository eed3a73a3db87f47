/**
 * Starting an automatic payment for a pending order: the provider's hosted page for the order's
 * own amount, its id kept on the order as the payment reference. Manual methods have none.
 */
import type { PaymentMethod } from '../../../shared/api/orders';
import type { OrderRecord } from '../../data/orders-repo';
import { setPaymentReference } from '../../data/payments-repo';
import { ConflictError } from '../errors';
import { createStripeCheckout } from './stripe';

/** Methods paid on a provider's hosted page and confirmed by the provider, not by an admin. */
export const GATEWAY_METHODS: readonly PaymentMethod[] = ['stripe'];
export const isGatewayMethod = (method: PaymentMethod): boolean => GATEWAY_METHODS.includes(method);

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
  if (order.paymentMethod !== 'stripe') return undefined;
  const session = await createStripeCheckout(order, `${siteUrl}${returnPath}`);
  if (!(await setPaymentReference(order.id, session.id, now.toISOString()))) {
    throw new ConflictError(`This order is already decided`, 'ORDER_NOT_PENDING');
  }
  return session.url;
}
