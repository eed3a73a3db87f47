import { profileOf } from '../domain/accounts/self-service';
import { getProfileRoute } from '../../shared/api/routes/account';
import { endpoint } from './endpoint';

export const handler = endpoint({ getProfile: getProfileRoute }, 'getProfile', async ({ user }) => profileOf(user.userId));
