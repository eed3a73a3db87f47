import { dashboardStats } from '../domain/analytics/dashboard';
import { getAdminStatsRoute } from '../../shared/api/routes/analytics';
import { endpoint } from './endpoint';

export const handler = endpoint(getAdminStatsRoute, () => dashboardStats());
