import { togglePlan } from '../domain/subscriptions/plans';
import { togglePlanRoute } from '../../shared/api/routes/subscriptions';
import { endpoint } from './endpoint';

export const handler = endpoint(togglePlanRoute, async ({ params, body }) => togglePlan(params.id, body.is_active));
