import { updateUser } from '../domain/accounts/admin-users';
import { updateUserRoute } from '../../shared/api/routes/users-admin';
import { endpoint } from './endpoint';

export const handler = endpoint(updateUserRoute, ({ user, params, body }) => updateUser(user.userId, params.id, body));
