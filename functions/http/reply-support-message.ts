import { replyToSupportMessage } from '../domain/support/contact';
import { replySupportMessageRoute } from '../../shared/api/routes/support';
import { endpoint } from './endpoint';

export const handler = endpoint(replySupportMessageRoute, async ({ user, params, body }) =>
  replyToSupportMessage(params.id, user, body.message),
);
