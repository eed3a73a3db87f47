import { sendBroadcast } from '../domain/notifications/notifications';
import { createNotificationRoute } from '../../shared/api/routes/notifications';
import { endpoint } from './endpoint';
import { created } from '../lib/responses';

export const handler = endpoint(createNotificationRoute, async ({ body }) => created(await sendBroadcast(body)));
