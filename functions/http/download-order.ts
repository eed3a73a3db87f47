import { orderDownloadLink } from '../domain/licenses/licenses';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint('downloadOrder', async ({ user, params }) => orderDownloadLink(user, params.orderId));
