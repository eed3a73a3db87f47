/** Order steps the API suites share. */
import type { SubmitPaymentBody } from '../../shared/api/orders';
import { api } from './api';

/**
 * The buyer's manual wallet payment of an order (bKash unless told), as the payment form sends
 * it from the sender number 01712345678: the order then waits for the admin's approval.
 */
export const payByWallet = (
  orderId: number,
  token: string,
  transactionId: string,
  paymentMethod: SubmitPaymentBody['paymentMethod'] = 'bkash',
) => api('submitOrderPayment', { params: { orderId }, token, body: { senderWallet: '01712345678', transactionId, paymentMethod } });
