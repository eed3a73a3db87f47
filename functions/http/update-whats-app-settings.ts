import { saveWhatsAppSettings } from '../domain/settings/settings';
import { settingsRoutes } from '../../shared/api/routes/settings';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint(settingsRoutes, 'updateWhatsAppSettings', async ({ body, user }) =>
  saveWhatsAppSettings(body, user.userId),
);
