import { submitPayment } from '../domain/orders/orders';
import { submitOrderPaymentRoute } from '../../shared/api/routes/orders';
import { endpoint } from './endpoint';

export const handler = endpoint(submitOrderPaymentRoute, async ({ user, params, body }) => submitPayment(user, params.orderId, body));
