import { paySubscription } from '../domain/subscriptions/subscriptions';
import { subscriptionsRoutes } from '../../shared/api/routes/subscriptions';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint(subscriptionsRoutes, 'submitSubscriptionPayment', async ({ user, params, body }) =>
  paySubscription(user, params.subscriptionId, body),
);
