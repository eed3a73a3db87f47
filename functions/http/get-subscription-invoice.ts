import { subscriptionInvoice } from '../domain/subscriptions/subscriptions';
import { subscriptionsRoutes } from '../../shared/api/routes/subscriptions';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint(subscriptionsRoutes, 'getSubscriptionInvoice', async ({ user, params }) =>
  subscriptionInvoice(user, params.subscriptionId),
);
