import { listUsersPage } from '../domain/accounts/users';
import { listUsersRoute } from '../../shared/api/routes/auth';
import { endpoint } from '../lib/endpoint';
import { Reply } from '../lib/responses';

export const handler = endpoint({ listUsers: listUsersRoute }, 'listUsers', async ({ query }) => {
  const page = await listUsersPage(query.limit, query.cursor);
  return new Reply(200, page.users, page.nextCursor ? { 'X-Next-Cursor': page.nextCursor } : {});
});
