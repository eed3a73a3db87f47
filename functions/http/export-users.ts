import { exportUsersCsv } from '../domain/accounts/admin-users';
import { exportUsersRoute } from '../../shared/api/routes/users-admin';
import { endpoint } from './endpoint';
import { raw } from '../lib/responses';

export const handler = endpoint(exportUsersRoute, async ({ query }) =>
  raw(await exportUsersCsv(query), 'text/csv; charset=utf-8', {
    'Content-Disposition': `attachment; filename="users-${new Date().toISOString().slice(0, 10)}.csv"`,
  }),
);
