import { markRead } from '../domain/notifications/notifications';
import { markNotificationReadRoute } from '../../shared/api/routes/notifications';
import { endpoint } from './endpoint';

export const handler = endpoint(markNotificationReadRoute, async ({ user, params }) => {
  await markRead(user.userId, params.id);
  return { message: 'Notification marked as read' };
});
