import { guestAccess, guestView } from '../domain/orders/guest-orders';
import { submitPayment } from '../domain/orders/orders';
import { submitGuestPaymentRoute } from '../../shared/api/routes/guest';
import { endpoint } from './endpoint';

export const handler = endpoint(submitGuestPaymentRoute, async ({ guestToken, params, body }) => {
  const { order, caller } = await guestAccess(guestToken, params.orderId);
  if (order.type === 'subscription') {
    // A plan's payment goes on its subscription (loaded only for plans).
    const { payGuestPlan } = await import('../domain/subscriptions/subscriptions');
    return guestView(await payGuestPlan(caller, order, body));
  }
  return guestView(await submitPayment(caller, params.orderId, body));
});
