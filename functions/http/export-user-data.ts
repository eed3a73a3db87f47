import { exportUserData } from '../domain/accounts/self-service';
import { exportUserDataRoute } from '../../shared/api/routes/account';
import { USER_EXPORT_FILENAME } from '../../shared/api/account';
import { endpoint } from './endpoint';
import { raw } from '../lib/responses';

export const handler = endpoint(exportUserDataRoute, async ({ user }) =>
  raw(JSON.stringify(await exportUserData(user.userId), null, 2), 'application/json; charset=utf-8', {
    'Content-Disposition': `attachment; filename="${USER_EXPORT_FILENAME}"`,
    'Cache-Control': 'no-store',
  }),
);
