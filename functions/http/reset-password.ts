import { resetPassword } from '../domain/accounts/accounts';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint('resetPassword', async ({ body }) => {
  await resetPassword(body);
  return { message: 'Password has been reset successfully. Please login.' };
});
