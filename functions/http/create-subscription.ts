import { checkoutSubscription } from '../domain/subscriptions/start-subscription';
import { createSubscriptionRoute } from '../../shared/api/routes/subscriptions';
import { endpoint } from './endpoint';
import { created } from '../lib/responses';

export const handler = endpoint(createSubscriptionRoute, async ({ user, body }) => {
  const result = await checkoutSubscription(user, body);
  return created({ subscriptionId: result.subscriptionId, orderId: result.orderId, status: result.status });
});
