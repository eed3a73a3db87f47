import { downloadWithSubscription } from '../domain/subscriptions/subscriptions';
import { subscriptionsRoutes } from '../../shared/api/routes/subscriptions';
import { endpoint } from '../lib/endpoint';
import { env } from '../lib/env';

export const handler = endpoint(subscriptionsRoutes, 'downloadWithSubscription', async ({ user, body }) =>
  downloadWithSubscription(user, body.songId, env.SITE_URL),
);
