import { startGuestCheckout } from '../domain/orders/guest-song-order';
import { startGuestCheckoutRoute } from '../../shared/api/routes/guest';
import { endpoint } from './endpoint';
import { env } from '../lib/env';

export const handler = endpoint(startGuestCheckoutRoute, async ({ guestToken, params }) =>
  startGuestCheckout(guestToken, params.orderId, env.SITE_URL),
);
