import { sendUserPasswordReset } from '../domain/accounts/admin-users';
import { resetUserPasswordRoute } from '../../shared/api/routes/users-admin';
import { endpoint } from './endpoint';
import { env } from '../lib/env';

export const handler = endpoint(resetUserPasswordRoute, async ({ params }) => {
  await sendUserPasswordReset(params.id, env.SITE_URL);
  return { message: 'Password reset email sent' };
});
