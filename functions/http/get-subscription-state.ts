import { subscriptionState } from '../domain/subscriptions/subscription-state';
import { getSubscriptionStateRoute } from '../../shared/api/routes/subscriptions';
import { endpoint } from './endpoint';

export const handler = endpoint(getSubscriptionStateRoute, async ({ user }) => subscriptionState(user));
