import { adminNotificationStats } from '../domain/notifications/notifications';
import { getAdminNotificationStatsRoute } from '../../shared/api/routes/notifications';
import { endpoint } from './endpoint';

export const handler = endpoint(getAdminNotificationStatsRoute, async () => adminNotificationStats());
