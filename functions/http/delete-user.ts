import { deleteUser } from '../domain/accounts/admin-users';
import { deleteUserRoute } from '../../shared/api/routes/users-admin';
import { endpoint } from './endpoint';

export const handler = endpoint(deleteUserRoute, async ({ user, params }) => {
  await deleteUser(user.userId, params.id);
  return { message: 'User deleted successfully' };
});
