import { getWhatsAppSettings } from '../domain/settings/settings';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint('getWhatsAppSettings', async () => getWhatsAppSettings());
