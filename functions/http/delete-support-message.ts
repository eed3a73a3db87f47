import { removeSupportMessage } from '../domain/support/contact';
import { deleteSupportMessageRoute } from '../../shared/api/routes/support';
import { endpoint } from './endpoint';

export const handler = endpoint(deleteSupportMessageRoute, async ({ params }) => {
  await removeSupportMessage(params.id);
  return { message: 'Message deleted' };
});
