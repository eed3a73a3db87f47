import { saveScriptsContent } from '../domain/content/site-content';
import { updateScriptsContentRoute } from '../../shared/api/routes/content';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ updateScriptsContent: updateScriptsContentRoute }, 'updateScriptsContent', async ({ body, user }) =>
  saveScriptsContent(body, user),
);
