import { getWhatsAppSettings } from '../domain/settings/settings';
import { catalogueRoutes } from '../../shared/api/routes/catalogue';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint(catalogueRoutes, 'getWhatsAppSettings', async () => getWhatsAppSettings());
