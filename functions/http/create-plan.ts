import { createPlan } from '../domain/subscriptions/plans';
import { subscriptionsRoutes } from '../../shared/api/routes/subscriptions';
import { endpoint } from '../lib/endpoint';
import { created } from '../lib/responses';

export const handler = endpoint(subscriptionsRoutes, 'createPlan', async ({ body }) => created(await createPlan(body)));
