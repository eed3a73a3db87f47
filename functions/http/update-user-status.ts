import { setUserStatus } from '../domain/accounts/admin-users';
import { updateUserStatusRoute } from '../../shared/api/routes/users-admin';
import { endpoint } from './endpoint';

export const handler = endpoint(updateUserStatusRoute, ({ user, params, body }) => setUserStatus(user.userId, params.id, body.status));
