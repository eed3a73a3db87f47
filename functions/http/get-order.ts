import { getOrderFor, toOrder } from '../domain/orders/orders';
import { getOrderRoute } from '../../shared/api/routes/orders';
import { endpoint } from './endpoint';

export const handler = endpoint(getOrderRoute, async ({ user, params }) => toOrder(await getOrderFor(user, params.orderId)));
