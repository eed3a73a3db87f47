import { updatePlan } from '../domain/subscriptions/plans';
import { subscriptionsRoutes } from '../../shared/api/routes/subscriptions';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint(subscriptionsRoutes, 'updatePlan', async ({ params, body }) => updatePlan(params.id, body));
