import { deletePlan } from '../domain/subscriptions/plans';
import { deletePlanRoute } from '../../shared/api/routes/subscriptions';
import { endpoint } from './endpoint';

export const handler = endpoint(deletePlanRoute, async ({ params }) => {
  await deletePlan(params.id);
  return { message: 'Plan deleted' };
});
