import { resetPassword } from '../domain/accounts/accounts';
import { resetPasswordRoute } from '../../shared/api/routes/auth';
import { endpoint } from './endpoint';

export const handler = endpoint(resetPasswordRoute, async ({ body, clientAddress }) => {
  await resetPassword(body, await clientAddress());
  return { message: 'Password has been reset successfully. Please login.' };
});
