import { getGuestOrder } from '../domain/orders/guest-orders';
import { getGuestOrderRoute } from '../../shared/api/routes/guest';
import { endpoint } from './endpoint';

export const handler = endpoint({ getGuestOrder: getGuestOrderRoute }, 'getGuestOrder', async ({ guestToken, params }) =>
  getGuestOrder(guestToken, params.orderId),
);
