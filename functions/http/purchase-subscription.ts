import { purchaseSubscription } from '../domain/subscriptions/subscriptions';
import { purchaseSubscriptionRoute } from '../../shared/api/routes/subscriptions';
import { endpoint } from './endpoint';
import { env } from '../lib/env';
import { Reply } from '../lib/responses';

export const handler = endpoint(purchaseSubscriptionRoute, async ({ user, body }) => {
  const { existing, ...result } = await purchaseSubscription(user, body, env.SITE_URL);
  return new Reply(existing ? 200 : 201, result);
});
