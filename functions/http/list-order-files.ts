import { listOrderFiles } from '../domain/licenses/order-files';
import { listOrderFilesRoute } from '../../shared/api/routes/licenses';
import { endpoint } from './endpoint';

export const handler = endpoint(listOrderFilesRoute, async ({ user, params }) => listOrderFiles(user, params.orderId));
