import { getHelpContent } from '../domain/settings/settings';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint('getHelpContent', async () => getHelpContent());
