import { paySubscription } from '../domain/subscriptions/subscriptions';
import { submitSubscriptionPaymentRoute } from '../../shared/api/routes/subscriptions';
import { endpoint } from './endpoint';

export const handler = endpoint(submitSubscriptionPaymentRoute, async ({ user, params, body }) =>
  paySubscription(user, params.subscriptionId, body),
);
