import { replyToSupportMessage } from '../domain/support/contact';
import { replySupportMessageRoute } from '../../shared/api/routes/support';
import { endpoint } from './endpoint';

export const handler = endpoint({ replySupportMessage: replySupportMessageRoute }, 'replySupportMessage', async ({ user, params, body }) =>
  replyToSupportMessage(params.id, user, body.message),
);
