import { recentActivity } from '../domain/analytics/dashboard';
import { listAdminActivityRoute } from '../../shared/api/routes/analytics';
import { endpoint } from './endpoint';

export const handler = endpoint(listAdminActivityRoute, ({ query }) => recentActivity(query.limit));
