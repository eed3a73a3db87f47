import { bulkUsers } from '../domain/accounts/admin-users';
import { bulkUpdateUsersRoute } from '../../shared/api/routes/users-admin';
import { endpoint } from './endpoint';

export const handler = endpoint(bulkUpdateUsersRoute, ({ user, body }) => bulkUsers(user.userId, body));
