import { adminNotifications } from '../domain/notifications/notifications';
import { listAdminNotificationsRoute } from '../../shared/api/routes/notifications';
import { endpoint } from './endpoint';
import { Reply } from '../lib/responses';

export const handler = endpoint(listAdminNotificationsRoute, async ({ query }) => {
  const page = await adminNotifications(query);
  return new Reply(200, page.list, page.nextCursor ? { 'X-Next-Cursor': page.nextCursor } : {});
});
