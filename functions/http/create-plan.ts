import { createPlan } from '../domain/subscriptions/plans';
import { createPlanRoute } from '../../shared/api/routes/subscriptions';
import { endpoint } from './endpoint';
import { created } from '../lib/responses';

export const handler = endpoint(createPlanRoute, async ({ body }) => created(await createPlan(body)));
