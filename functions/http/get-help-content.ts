import { getHelpContent } from '../domain/settings/settings';
import { catalogueRoutes } from '../../shared/api/routes/catalogue';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint(catalogueRoutes, 'getHelpContent', async () => getHelpContent());
