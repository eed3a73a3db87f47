import { cancelSubscription } from '../domain/subscriptions/subscriptions';
import { cancelSubscriptionRoute } from '../../shared/api/routes/subscriptions';
import { endpoint } from './endpoint';

export const handler = endpoint(cancelSubscriptionRoute, async ({ user }) => cancelSubscription(user));
