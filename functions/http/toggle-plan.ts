import { togglePlan } from '../domain/subscriptions/plans';
import { subscriptionsRoutes } from '../../shared/api/routes/subscriptions';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint(subscriptionsRoutes, 'togglePlan', async ({ params, body }) => togglePlan(params.id, body.is_active));
