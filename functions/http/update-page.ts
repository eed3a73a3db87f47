import { savePage } from '../domain/content/page-writes';
import { updatePageRoute } from '../../shared/api/routes/content';
import { endpoint } from './endpoint';

export const handler = endpoint({ updatePage: updatePageRoute }, 'updatePage', async ({ body, user }) => savePage(body, user));
