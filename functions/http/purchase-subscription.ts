import { purchaseSubscription } from '../domain/subscriptions/subscriptions';
import { createGuestSubscription } from '../domain/subscriptions/guest-plans';
import { purchaseSubscriptionRoute } from '../../shared/api/routes/subscriptions';
import { guestCheckout } from '../domain/orders/guest-checkout';
import { endpoint } from './endpoint';
import { env } from '../lib/env';
import { Reply } from '../lib/responses';

export const handler = endpoint(purchaseSubscriptionRoute, async ({ user, body, headers, clientAddress }) => {
  if (!user) {
    const guest = await guestCheckout(headers, body.email);
    const created = await createGuestSubscription(
      { ...body, email: guest.email },
      await clientAddress(),
      env.SITE_URL,
      new Date(),
      guest.language,
    );
    return new Reply(201, created);
  }
  const { existing, ...result } = await purchaseSubscription(user, body, env.SITE_URL);
  return new Reply(existing ? 200 : 201, result);
});
