import { resetPassword } from '../domain/accounts/accounts';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint('resetPassword', async ({ body, sourceIp }) => {
  await resetPassword(body, sourceIp);
  return { message: 'Password has been reset successfully. Please login.' };
});
