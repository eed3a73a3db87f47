import { submitPayment } from '../domain/orders/orders';
import { submitOrderPaymentRoute } from '../../shared/api/routes/orders';
import { endpoint } from './endpoint';

export const handler = endpoint({ submitOrderPayment: submitOrderPaymentRoute }, 'submitOrderPayment', async ({ user, params, body }) =>
  submitPayment(user, params.orderId, body),
);
