import { login, toAuthUser } from '../domain/accounts/accounts';
import { issueToken } from '../lib/auth';
import { loginRoute } from '../../shared/api/routes/auth';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ login: loginRoute }, 'login', async ({ body, sourceIp }) => {
  const user = await login(body, sourceIp);
  return { token: await issueToken(user), user: toAuthUser(user) };
});
