import { allPlans } from '../domain/subscriptions/plans';
import { listAdminPlansRoute } from '../../shared/api/routes/subscriptions';
import { endpoint } from './endpoint';

export const handler = endpoint(listAdminPlansRoute, async () => allPlans());
