import { deletePlan } from '../domain/subscriptions/plans';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint('deletePlan', async ({ params }) => {
  await deletePlan(params.id);
  return { message: 'Plan deleted' };
});
