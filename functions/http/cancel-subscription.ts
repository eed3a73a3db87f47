import { cancelSubscription } from '../domain/subscriptions/subscriptions';
import { cancelSubscriptionRoute } from '../../shared/api/routes/subscriptions';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ cancelSubscription: cancelSubscriptionRoute }, 'cancelSubscription', async ({ user }) =>
  cancelSubscription(user),
);
