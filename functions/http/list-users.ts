import { listUsersPage } from '../domain/accounts/admin-users';
import { listUsersRoute } from '../../shared/api/routes/auth';
import { endpoint } from './endpoint';
import { Reply } from '../lib/responses';

export const handler = endpoint(listUsersRoute, async ({ query }) => {
  const page = await listUsersPage(query);
  return new Reply(200, page.users, {
    ...(page.nextCursor ? { 'X-Next-Cursor': page.nextCursor } : {}),
    ...(page.total === undefined ? {} : { 'X-Total-Count': String(page.total) }),
  });
});
