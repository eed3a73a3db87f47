import { login, toAuthUser } from '../domain/accounts/accounts';
import { issueToken } from '../lib/auth';
import { authRoutes } from '../../shared/api/routes/auth';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint(authRoutes, 'login', async ({ body, sourceIp }) => {
  const user = await login(body, sourceIp);
  return { token: await issueToken(user), user: toAuthUser(user) };
});
