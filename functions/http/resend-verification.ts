import { resendVerification } from '../domain/accounts/email-verification';
import { resendVerificationRoute } from '../../shared/api/routes/verification';
import { endpoint } from './endpoint';
import { env } from '../lib/env';

export const handler = endpoint(resendVerificationRoute, async ({ user }) => resendVerification(user.userId, env.SITE_URL));
