import { listPages } from '../domain/content/pages';
import { listAdminPagesRoute } from '../../shared/api/routes/content';
import { endpoint } from './endpoint';

export const handler = endpoint(listAdminPagesRoute, async () => listPages());
