import { createPlan } from '../domain/subscriptions/plans';
import { endpoint } from '../lib/endpoint';
import { created } from '../lib/responses';

export const handler = endpoint('createPlan', async ({ body }) => created(await createPlan(body)));
