import { adminNotifications } from '../domain/notifications/notifications';
import { listAdminNotificationsRoute } from '../../shared/api/routes/notifications';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ listAdminNotifications: listAdminNotificationsRoute }, 'listAdminNotifications', async () =>
  adminNotifications(),
);
