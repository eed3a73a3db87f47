import { orderDownloadLink } from '../domain/licenses/licenses';
import { downloadOrderRoute } from '../../shared/api/routes/orders';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ downloadOrder: downloadOrderRoute }, 'downloadOrder', async ({ user, params, query }) =>
  orderDownloadLink(user, params.orderId, query.file),
);
