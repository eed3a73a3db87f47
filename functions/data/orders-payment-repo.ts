import type { ManualPaymentDetails } from '../../shared/api/orders';
import { ConflictError } from '../kernel/errors';
import { ENTITY, keys } from './keys';
import { counterUpdate } from './stats-repo';
import { namedTransaction, putNewOp, updateOp, type NamedOp } from './transaction';
import type { OrderRecord } from './orders-repo';

export const PAYMENT_ALREADY_SUBMITTED = 'Payment details already submitted';
export const TRANSACTION_ID_USED = 'This transaction ID has already been used';

/**
 * Transaction entry that claims a manual-payment transaction ID for one order; it fails when the
 * ID was already used with that method anywhere in the store.
 */
export const reserveTransactionIdOp = (details: ManualPaymentDetails, orderId: number, at: string): NamedOp<'transactionId'> =>
  putNewOp('transactionId', {
    ...keys.transactionId(details.paymentMethod, details.transactionId),
    _type: ENTITY.transactionId,
    orderId,
    usedAt: at,
  });

export const transactionIdUsed = () => new ConflictError(TRANSACTION_ID_USED, 'TRANSACTION_ID_USED');
export const paymentAlreadySubmitted = () => new ConflictError(PAYMENT_ALREADY_SUBMITTED, 'PAYMENT_ALREADY_SUBMITTED');

/**
 * Stores the payment details on a pending order of this buyer and reserves the transaction ID
 * for its method in the same transaction, so one payment can never back two orders.
 */
export async function attachPaymentDetails(order: OrderRecord, details: ManualPaymentDetails, now: string) {
  await namedTransaction(
    [
      updateOp('order', {
        Key: keys.order(order.id),
        UpdateExpression: 'SET manualPaymentDetails = :d, paymentMethod = :m, updatedAt = :now',
        ConditionExpression: 'userId = :uid AND #status = :pending AND attribute_not_exists(manualPaymentDetails)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':d': details,
          ':m': details.paymentMethod,
          ':now': now,
          ':uid': order.userId,
          ':pending': 'pending',
        },
      }),
      reserveTransactionIdOp(details, order.id, now),
      processingCountOp(),
    ],
    { transactionId: transactionIdUsed, order: paymentAlreadySubmitted },
  );
}

/**
 * The count of processing orders (pending, payment submitted: the admin's 'processing' filter)
 * moves up in the transaction that attaches a payment; a decision takes it down with its other
 * counts (`leavesProcessing`).
 */
export const processingCountOp = () => ({
  name: 'processingCount',
  op: counterUpdate(keys.orderStats(), ENTITY.orderStats, { processing: 1 }),
});
