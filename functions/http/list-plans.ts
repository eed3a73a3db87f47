import { activePlans } from '../domain/subscriptions/plans';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint('listPlans', async () => activePlans());
