import { updateProfile } from '../domain/accounts/self-service';
import { updateProfileRoute } from '../../shared/api/routes/account';
import { endpoint } from './endpoint';

export const handler = endpoint(updateProfileRoute, async ({ user, body }) => updateProfile(user.userId, body));
