import { togglePlan } from '../domain/subscriptions/plans';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint('togglePlan', async ({ params, body }) => togglePlan(params.id, body.is_active));
