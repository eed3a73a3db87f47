import { todayStats } from '../domain/analytics/dashboard';
import { getAdminTodayStatsRoute } from '../../shared/api/routes/analytics';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ getAdminTodayStats: getAdminTodayStatsRoute }, 'getAdminTodayStats', () => todayStats());
