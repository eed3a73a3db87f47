import { planStats } from '../domain/subscriptions/plans';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint('getPlanStats', async () => planStats());
