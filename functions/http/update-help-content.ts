import { saveHelpContent } from '../domain/content/site-content';
import { updateHelpContentRoute } from '../../shared/api/routes/content';
import { endpoint } from './endpoint';

export const handler = endpoint(updateHelpContentRoute, async ({ body, user }) => saveHelpContent(body, user));
