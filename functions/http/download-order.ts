import { orderDownloadLink } from '../domain/licences/licences';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint('downloadOrder', async ({ user, params }) => orderDownloadLink(user, params.orderId));
