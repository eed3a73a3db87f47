import { todayStats } from '../domain/analytics/dashboard';
import { getAdminTodayStatsRoute } from '../../shared/api/routes/analytics';
import { endpoint } from './endpoint';

export const handler = endpoint(getAdminTodayStatsRoute, () => todayStats());
