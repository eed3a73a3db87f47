import { getScriptsContent } from '../domain/settings/settings';
import { getScriptsContentRoute } from '../../shared/api/routes/catalogue';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ getScriptsContent: getScriptsContentRoute }, 'getScriptsContent', async () => getScriptsContent());
