import { changePassword } from '../domain/accounts/accounts';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint('changeUserPassword', async ({ user, body }) => {
  await changePassword(user.userId, body);
  return { message: 'Password changed successfully!' };
});
