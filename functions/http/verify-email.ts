import { verifyEmail } from '../domain/accounts/email-verification';
import { verifyEmailRoute } from '../../shared/api/routes/verification';
import { endpoint } from './endpoint';

export const handler = endpoint({ verifyEmail: verifyEmailRoute }, 'verifyEmail', async ({ body }) => verifyEmail(body.token));
