import { myNotifications } from '../domain/notifications/notifications';
import { listMyNotificationsRoute } from '../../shared/api/routes/notifications';
import { endpoint } from './endpoint';

export const handler = endpoint(listMyNotificationsRoute, async ({ user }) => myNotifications(user.userId));
