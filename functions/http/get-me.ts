import { getProfile } from '../domain/accounts/accounts';
import { authRoutes } from '../../shared/api/routes/auth';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint(authRoutes, 'getMe', async ({ user }) => getProfile(user.userId));
