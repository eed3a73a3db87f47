import { login, toAuthUser } from '../domain/accounts/accounts';
import { issueToken } from '../lib/auth';
import { loginRoute } from '../../shared/api/routes/auth';
import { refundUnusablePlan } from '../domain/payments/unusable-plan-refund';
import { endpoint } from './endpoint';

export const handler = endpoint(loginRoute, async ({ body, clientAddress }) => {
  const user = await login(body, await clientAddress(), new Date(), refundUnusablePlan);
  return { token: await issueToken(user), user: toAuthUser(user) };
});
