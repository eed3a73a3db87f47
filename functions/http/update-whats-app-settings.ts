import { saveWhatsAppSettings } from '../domain/settings/settings';
import { updateWhatsAppSettingsRoute } from '../../shared/api/routes/settings';
import { endpoint } from './endpoint';

export const handler = endpoint({ updateWhatsAppSettings: updateWhatsAppSettingsRoute }, 'updateWhatsAppSettings', async ({ body, user }) =>
  saveWhatsAppSettings(body, user.userId),
);
