import { mySubscription } from '../domain/subscriptions/subscriptions';
import { subscriptionsRoutes } from '../../shared/api/routes/subscriptions';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint(subscriptionsRoutes, 'getMySubscription', async ({ user }) => mySubscription(user));
