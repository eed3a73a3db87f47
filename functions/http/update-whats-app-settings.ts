import { saveWhatsAppSettings } from '../domain/settings/settings';
import { updateWhatsAppSettingsRoute } from '../../shared/api/routes/settings';
import { endpoint } from './endpoint';

export const handler = endpoint(updateWhatsAppSettingsRoute, async ({ body, user }) => saveWhatsAppSettings(body, user.userId));
