import { removeBroadcast } from '../domain/notifications/notifications';
import { deleteNotificationRoute } from '../../shared/api/routes/notifications';
import { endpoint } from './endpoint';

export const handler = endpoint(deleteNotificationRoute, async ({ params }) => {
  await removeBroadcast(params.id);
  return { message: 'Notification deleted' };
});
