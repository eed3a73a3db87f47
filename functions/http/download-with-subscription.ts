import { downloadWithSubscription } from '../domain/subscriptions/subscription-downloads';
import { downloadWithSubscriptionRoute } from '../../shared/api/routes/subscriptions';
import { endpoint } from './endpoint';
import { env } from '../lib/env';

export const handler = endpoint(downloadWithSubscriptionRoute, async ({ user, body }) =>
  downloadWithSubscription(user, body.songId, env.SITE_URL),
);
