import { allPlans } from '../domain/subscriptions/plans';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint('listAdminPlans', async () => allPlans());
