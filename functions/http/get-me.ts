import { getProfile } from '../domain/accounts/accounts';
import { getMeRoute } from '../../shared/api/routes/auth';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ getMe: getMeRoute }, 'getMe', async ({ user }) => getProfile(user.userId));
