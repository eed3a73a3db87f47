import { getHelpContent } from '../domain/settings/settings';
import { getHelpContentRoute } from '../../shared/api/routes/catalogue';
import { endpoint } from './endpoint';

export const handler = endpoint(getHelpContentRoute, async () => getHelpContent());
