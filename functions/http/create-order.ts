import { createGuestOrder } from '../domain/orders/guest-orders';
import { createSongOrder } from '../domain/orders/orders';
import { createOrderRoute } from '../../shared/api/routes/orders';
import { guestCheckout } from '../domain/orders/guest-checkout';
import { endpoint } from './endpoint';
import { env } from '../lib/env';
import { Reply } from '../lib/responses';

export const handler = endpoint(createOrderRoute, async ({ user, body, headers, clientAddress }) => {
  if (!user) {
    const guest = await guestCheckout(headers, body.email);
    const created = await createGuestOrder(
      { ...body, email: guest.email },
      await clientAddress(),
      env.SITE_URL,
      new Date(),
      guest.language,
    );
    return new Reply(201, created);
  }
  const result = await createSongOrder(user, body, env.SITE_URL);
  return new Reply(result.existing ? 200 : 201, result);
});
