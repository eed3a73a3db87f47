import { saveScriptsContent } from '../domain/content/site-content';
import { updateScriptsContentRoute } from '../../shared/api/routes/content';
import { endpoint } from './endpoint';

export const handler = endpoint(updateScriptsContentRoute, async ({ body, user }) => saveScriptsContent(body, user));
