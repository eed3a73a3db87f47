import { saveSettings } from '../domain/accounts/self-service';
import { updateUserSettingsRoute } from '../../shared/api/routes/account';
import { endpoint } from './endpoint';

export const handler = endpoint(updateUserSettingsRoute, async ({ user, body }) => saveSettings(user.userId, body));
