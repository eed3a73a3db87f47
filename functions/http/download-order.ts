import { orderDownloadLink } from '../domain/licenses/licenses';
import { ordersRoutes } from '../../shared/api/routes/orders';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint(ordersRoutes, 'downloadOrder', async ({ user, params }) => orderDownloadLink(user, params.orderId));
