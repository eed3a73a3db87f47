import { getWhatsAppSettings } from '../domain/settings/settings';
import { getWhatsAppSettingsRoute } from '../../shared/api/routes/settings';
import { endpoint } from './endpoint';

export const handler = endpoint(getWhatsAppSettingsRoute, async () => getWhatsAppSettings());
