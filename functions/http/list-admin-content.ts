import { listContent } from '../domain/content/pages';
import { listAdminContentRoute } from '../../shared/api/routes/content';
import { endpoint } from './endpoint';

export const handler = endpoint(listAdminContentRoute, async () => listContent());
