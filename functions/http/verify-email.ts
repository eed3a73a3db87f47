import { verifyEmail } from '../domain/accounts/email-verification';
import { verifyEmailRoute } from '../../shared/api/routes/verification';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ verifyEmail: verifyEmailRoute }, 'verifyEmail', async ({ body }) => verifyEmail(body.token));
