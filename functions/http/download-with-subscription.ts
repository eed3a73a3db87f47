import { downloadWithSubscription } from '../domain/subscriptions/subscription-downloads';
import { downloadWithSubscriptionRoute } from '../../shared/api/routes/subscriptions';
import { endpoint } from '../lib/endpoint';
import { env } from '../lib/env';

export const handler = endpoint(
  { downloadWithSubscription: downloadWithSubscriptionRoute },
  'downloadWithSubscription',
  async ({ user, body }) => downloadWithSubscription(user, body.songId, env.SITE_URL),
);
