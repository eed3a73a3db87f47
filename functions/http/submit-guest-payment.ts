import { guestAccess, guestView } from '../domain/orders/guest-orders';
import { submitPayment } from '../domain/orders/orders';
import { submitGuestPaymentRoute } from '../../shared/api/routes/guest';
import { endpoint } from './endpoint';

export const handler = endpoint(submitGuestPaymentRoute, async ({ guestToken, params, body }) =>
  guestView(await submitPayment((await guestAccess(guestToken, params.orderId)).caller, params.orderId, body)),
);
