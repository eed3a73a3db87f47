import { getAdminHelpContent } from '../domain/content/site-content';
import { getAdminHelpContentRoute } from '../../shared/api/routes/content';
import { endpoint } from './endpoint';

export const handler = endpoint(getAdminHelpContentRoute, async () => getAdminHelpContent());
