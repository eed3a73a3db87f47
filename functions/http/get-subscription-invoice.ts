import { subscriptionInvoice } from '../domain/subscriptions/subscriptions';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint('getSubscriptionInvoice', async ({ user, params }) => subscriptionInvoice(user, params.subscriptionId));
