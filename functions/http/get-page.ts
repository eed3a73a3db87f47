import { getPublicPage } from '../domain/content/pages';
import { getPageRoute } from '../../shared/api/routes/content';
import { endpoint } from './endpoint';

export const handler = endpoint(getPageRoute, async ({ params }) => getPublicPage(params.pageId));
