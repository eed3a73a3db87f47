import { paySubscription } from '../domain/subscriptions/subscriptions';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint('submitSubscriptionPayment', async ({ user, params, body }) => paySubscription(user, params.subscriptionId, body));
