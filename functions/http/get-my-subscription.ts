import { mySubscription } from '../domain/subscriptions/subscriptions';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint('getMySubscription', async ({ user }) => mySubscription(user));
