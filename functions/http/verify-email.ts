import { verifyEmail } from '../domain/accounts/email-verification';
import { verifyEmailRoute } from '../../shared/api/routes/verification';
import { refundUnusablePlan } from '../domain/payments/unusable-plan-refund';
import { endpoint } from './endpoint';

export const handler = endpoint(verifyEmailRoute, async ({ body }) => verifyEmail(body.token, new Date(), refundUnusablePlan));
