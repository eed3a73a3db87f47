import { markAllRead } from '../domain/notifications/notifications';
import { markAllNotificationsReadRoute } from '../../shared/api/routes/notifications';
import { endpoint } from './endpoint';

export const handler = endpoint(markAllNotificationsReadRoute, async ({ user }) => {
  await markAllRead(user.userId);
  return { message: 'All notifications marked as read' };
});
