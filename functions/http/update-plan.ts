import { updatePlan } from '../domain/subscriptions/plans';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint('updatePlan', async ({ params, body }) => updatePlan(params.id, body));
