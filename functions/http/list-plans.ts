import { activePlans } from '../domain/subscriptions/plans';
import { listPlansRoute } from '../../shared/api/routes/subscriptions';
import { endpoint } from './endpoint';

export const handler = endpoint(listPlansRoute, async () => activePlans());
