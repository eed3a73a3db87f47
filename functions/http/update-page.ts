import { savePage } from '../domain/content/page-writes';
import { updatePageRoute } from '../../shared/api/routes/content';
import { endpoint } from './endpoint';

export const handler = endpoint(updatePageRoute, async ({ body, user }) => savePage(body, user));
