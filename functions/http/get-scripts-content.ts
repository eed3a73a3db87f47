import { getScriptsContent } from '../domain/settings/settings';
import { getScriptsContentRoute } from '../../shared/api/routes/catalogue';
import { endpoint } from './endpoint';

export const handler = endpoint(getScriptsContentRoute, async () => getScriptsContent());
