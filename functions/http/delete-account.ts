import { deleteOwnAccount } from '../domain/accounts/self-service';
import { deleteAccountRoute } from '../../shared/api/routes/account';
import { endpoint } from './endpoint';

export const handler = endpoint(deleteAccountRoute, async ({ user, body }) => {
  await deleteOwnAccount(user.userId, body);
  return { message: 'Account deleted successfully' };
});
