import { subscriptionState } from '../domain/subscriptions/subscription-state';
import { getSubscriptionStateRoute } from '../../shared/api/routes/subscriptions';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ getSubscriptionState: getSubscriptionStateRoute }, 'getSubscriptionState', async ({ user }) =>
  subscriptionState(user),
);
