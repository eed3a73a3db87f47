import { saveSettings } from '../domain/accounts/self-service';
import { updateUserSettingsRoute } from '../../shared/api/routes/account';
import { endpoint } from './endpoint';

export const handler = endpoint({ updateUserSettings: updateUserSettingsRoute }, 'updateUserSettings', async ({ user, body }) =>
  saveSettings(user.userId, body),
);
