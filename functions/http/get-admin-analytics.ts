import { analytics } from '../domain/analytics/dashboard';
import { getAdminAnalyticsRoute } from '../../shared/api/routes/analytics';
import { endpoint } from './endpoint';

export const handler = endpoint({ getAdminAnalytics: getAdminAnalyticsRoute }, 'getAdminAnalytics', ({ query }) => analytics(query.range));
