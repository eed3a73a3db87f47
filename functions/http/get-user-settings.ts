import { settingsOf } from '../domain/accounts/self-service';
import { getUserSettingsRoute } from '../../shared/api/routes/account';
import { endpoint } from './endpoint';

export const handler = endpoint(getUserSettingsRoute, async ({ user }) => settingsOf(user.userId));
