import { deletePlan } from '../domain/subscriptions/plans';
import { subscriptionsRoutes } from '../../shared/api/routes/subscriptions';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint(subscriptionsRoutes, 'deletePlan', async ({ params }) => {
  await deletePlan(params.id);
  return { message: 'Plan deleted' };
});
