import { saveContent } from '../domain/content/page-writes';
import { updateContentRoute } from '../../shared/api/routes/content';
import { endpoint } from './endpoint';

export const handler = endpoint(updateContentRoute, async ({ body, user }) => saveContent(body, user));
