import { listOrderFiles } from '../domain/licenses/order-files';
import { listOrderFilesRoute } from '../../shared/api/routes/licenses';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ listOrderFiles: listOrderFilesRoute }, 'listOrderFiles', async ({ user, params }) =>
  listOrderFiles(user, params.orderId),
);
