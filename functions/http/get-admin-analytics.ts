import { analytics } from '../domain/analytics/dashboard';
import { getAdminAnalyticsRoute } from '../../shared/api/routes/analytics';
import { endpoint } from './endpoint';

export const handler = endpoint(getAdminAnalyticsRoute, ({ query }) => analytics(query.range));
