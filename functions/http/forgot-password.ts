import { FORGOT_PASSWORD_MESSAGE } from '../../shared/constants';
import { requestPasswordReset } from '../domain/accounts/accounts';
import { forgotPasswordRoute } from '../../shared/api/routes/auth';
import { endpoint } from './endpoint';
import { env } from '../lib/env';

export const handler = endpoint(forgotPasswordRoute, async ({ body }) => {
  await requestPasswordReset(body.email, env.SITE_URL);
  return { message: FORGOT_PASSWORD_MESSAGE };
});
