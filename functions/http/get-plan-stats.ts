import { planStats } from '../domain/subscriptions/plans';
import { getPlanStatsRoute } from '../../shared/api/routes/subscriptions';
import { endpoint } from './endpoint';

export const handler = endpoint(getPlanStatsRoute, async () => planStats());
