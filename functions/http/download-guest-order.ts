import { orderDownloadLink } from '../domain/licenses/licenses';
import { guestAccess } from '../domain/orders/guest-orders';
import { downloadGuestOrderRoute } from '../../shared/api/routes/guest';
import { endpoint } from './endpoint';

export const handler = endpoint(downloadGuestOrderRoute, async ({ guestToken, params, query }) =>
  orderDownloadLink((await guestAccess(guestToken, params.orderId)).caller, params.orderId, query.file),
);
