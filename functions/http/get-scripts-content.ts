import { getScriptsContent } from '../domain/settings/settings';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint('getScriptsContent', async () => getScriptsContent());
