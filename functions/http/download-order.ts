import { orderDownloadLink } from '../domain/licenses/licenses';
import { downloadOrderRoute } from '../../shared/api/routes/orders';
import { endpoint } from './endpoint';

export const handler = endpoint(downloadOrderRoute, async ({ user, params, query }) => orderDownloadLink(user, params.orderId, query.file));
