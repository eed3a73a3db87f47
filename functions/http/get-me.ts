import { getProfile } from '../domain/accounts/accounts';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint('getMe', async ({ user }) => getProfile(user.userId));
