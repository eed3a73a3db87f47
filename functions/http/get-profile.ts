import { profileOf } from '../domain/accounts/self-service';
import { getProfileRoute } from '../../shared/api/routes/account';
import { endpoint } from './endpoint';

export const handler = endpoint(getProfileRoute, async ({ user }) => profileOf(user.userId));
