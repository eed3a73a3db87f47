import { me } from '../domain/accounts/email-verification';
import { getMeRoute } from '../../shared/api/routes/auth';
import { endpoint } from './endpoint';

export const handler = endpoint(getMeRoute, async ({ user }) => me(user.userId));
