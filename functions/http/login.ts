import { login, toAuthUser } from '../domain/accounts/accounts';
import { issueToken } from '../lib/auth';
import { loginRoute } from '../../shared/api/routes/auth';
import { endpoint } from './endpoint';

export const handler = endpoint(loginRoute, async ({ body, clientAddress }) => {
  const user = await login(body, await clientAddress());
  return { token: await issueToken(user), user: toAuthUser(user) };
});
