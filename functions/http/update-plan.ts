import { updatePlan } from '../domain/subscriptions/plans';
import { updatePlanRoute } from '../../shared/api/routes/subscriptions';
import { endpoint } from './endpoint';

export const handler = endpoint(updatePlanRoute, async ({ params, body }) => updatePlan(params.id, body));
