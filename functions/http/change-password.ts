import { changePassword } from '../domain/accounts/accounts';
import { changePasswordRoute } from '../../shared/api/routes/auth';
import { issueToken } from '../lib/auth';
import { endpoint } from './endpoint';

export const handler = endpoint(changePasswordRoute, async ({ user, body, clientAddress }) => {
  const changed = await changePassword(user.userId, body, await clientAddress());
  return { message: 'Password changed successfully!', token: await issueToken(changed) };
});
