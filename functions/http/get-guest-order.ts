import { getGuestOrder } from '../domain/orders/guest-orders';
import { getGuestOrderRoute } from '../../shared/api/routes/guest';
import { endpoint } from './endpoint';

export const handler = endpoint(getGuestOrderRoute, async ({ guestToken, params }) => getGuestOrder(guestToken, params.orderId));
