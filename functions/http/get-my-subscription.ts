import { mySubscription } from '../domain/subscriptions/subscriptions';
import { getMySubscriptionRoute } from '../../shared/api/routes/subscriptions';
import { endpoint } from './endpoint';

export const handler = endpoint(getMySubscriptionRoute, async ({ user }) => mySubscription(user));
