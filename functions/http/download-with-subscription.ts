import { downloadWithSubscription } from '../domain/subscriptions/subscriptions';
import { endpoint } from '../lib/endpoint';
import { env } from '../lib/env';

export const handler = endpoint('downloadWithSubscription', async ({ user, body }) => downloadWithSubscription(user, body.songId, env.SITE_URL));
