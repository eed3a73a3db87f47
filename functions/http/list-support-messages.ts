import { supportInbox } from '../domain/support/contact';
import { listSupportMessagesRoute } from '../../shared/api/routes/support';
import { endpoint } from './endpoint';
import { Reply } from '../lib/responses';

export const handler = endpoint(listSupportMessagesRoute, async ({ query }) => {
  const page = await supportInbox(query);
  return new Reply(200, page.list, page.nextCursor ? { 'X-Next-Cursor': page.nextCursor } : {});
});
