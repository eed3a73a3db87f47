import { getAdminScriptsContent } from '../domain/content/site-content';
import { getAdminScriptsContentRoute } from '../../shared/api/routes/content';
import { endpoint } from './endpoint';

export const handler = endpoint(getAdminScriptsContentRoute, async () => getAdminScriptsContent());
