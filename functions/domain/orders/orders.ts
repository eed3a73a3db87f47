/** Buying a song: orders and manual payments (the admin's decisions are in decisions.ts). */
import { orderTierFields } from '../licenses/order-tier-fields';
import {
  isManualMethod,
  MOBILE_WALLETS,
  type ManualPaymentDetails,
  type AdminOrdersQuery,
  type MyOrdersQuery,
  type Order,
  type OrderStats,
  type PaymentMethod,
  type SubmitPaymentBody,
} from '../../../shared/api/orders';
import { ORDER_DISPLAY_OFFSET } from '../../../shared/constants';
import { toMajor } from '../../../shared/money';
import { decodeCursor, encodeCursor } from '../../data/cursor';
import { attachPaymentDetails } from '../../data/orders-payment-repo';
import { getOrderRecord, ORDER_CURSOR_KEYS, readOrderStats, type OrderRecord } from '../../data/orders-repo';
import { listOrders, listUserOrders, searchOrdersByToken, statusMatches } from '../../data/orders-queries-repo';
import { queryTokens, rarestToken } from '../../data/search-tokens';
import { ConflictError, NotFoundError, UnprocessableError, ValidationError } from '../../kernel/errors';
import type { Caller } from '../../kernel/caller';
import { getActivePaymentMethods } from '../settings/settings';

export const ORDER_NOT_FOUND = 'Order not found';
export const PRICE_CHANGED = 'Price has changed, please reload';

export function toOrder(o: OrderRecord): Order {
  return {
    id: o.id,
    reference: o.id + ORDER_DISPLAY_OFFSET,
    type: o.type,
    title: o.title,
    song_title: o.type === 'song' ? o.title : null,
    song_artist: o.songArtist ?? null,
    song_id: o.songId ?? null,
    plan_id: o.planId ?? null,
    status: o.status,
    payment_status: o.status,
    amount: toMajor(o.amountMinor),
    currency: o.currency,
    payment_method: o.paymentMethod,
    created_at: o.createdAt,
    updated_at: o.updatedAt,
    license_key: o.licenseKey ?? null,
    manual_payment_details: o.manualPaymentDetails ?? null,
    rejection_reason: o.rejectionReason ?? null,
    payment_reference: o.paymentReference ?? null,
    review_reason: o.reviewReason ?? null,
    refunded_at: o.refundedAt ?? null,
    refund_reason: o.refundReason ?? null,
    ...(o.refundDueAt && o.status === 'failed' ? { refund_due: true } : {}),
    user_id: o.userId,
    buyer_name: o.buyerName,
    buyer_email: o.buyerEmail,
    ...orderTierFields(o),
  };
}

/** A method is offered while the store lists it: wallets and bank by the payment settings, card while its gateway is enabled. */
export async function assertMethodOffered(method: PaymentMethod): Promise<void> {
  const offered = (await getActivePaymentMethods()).map((m) => m.name);
  if (!offered.includes(method)) {
    throw new UnprocessableError(
      method === 'stripe' ? 'Card payments are not available right now' : 'This payment method is not available',
      'PAYMENT_METHOD_UNAVAILABLE',
    );
  }
}

/** The owner or an admin; anyone else gets the same 404 as for a missing order. */
export async function getOrderFor(caller: Caller, orderId: number, consistent = false): Promise<OrderRecord> {
  const order = await getOrderRecord(orderId, consistent);
  if (!order || (order.userId !== caller.userId && caller.role !== 'admin')) throw new NotFoundError(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  return order;
}

/** Only the buyer: admins read orders but never pay for or download someone else's. */
export async function getOwnOrder(caller: Caller, orderId: number): Promise<OrderRecord> {
  const order = await getOrderRecord(orderId, true);
  if (!order || order.userId !== caller.userId) throw new NotFoundError(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  return order;
}

/** One page of the buyer's orders, newest first, and the cursor of the next page. */
export async function myOrders(userId: string, query: MyOrdersQuery): Promise<{ orders: Order[]; nextCursor?: string }> {
  const page = await listUserOrders(userId, query.limit, decodeCursor(query.cursor, ORDER_CURSOR_KEYS));
  return { orders: page.orders.map(toOrder), nextCursor: encodeCursor(page.lastKey) };
}

const WALLET_NUMBER = /^01\d{9}$/;
const BANK_ACCOUNT = /^[0-9][0-9 -]{5,29}$/;

const MANUAL_METHODS_ONLY = 'Manual payment is only possible with bKash, Nagad, Rocket or bank transfer';

/** Checks a manual payment submission (method offered, sender format) and returns the details to store. */
export async function manualPaymentDetails(input: SubmitPaymentBody, at: string): Promise<ManualPaymentDetails> {
  if (!isManualMethod(input.paymentMethod)) throw new UnprocessableError(MANUAL_METHODS_ONLY, 'NOT_MANUAL_METHOD');
  await assertMethodOffered(input.paymentMethod);
  const sender = input.senderWallet.replace(/[\s-]/g, '');
  if ((MOBILE_WALLETS as readonly string[]).includes(input.paymentMethod) && !WALLET_NUMBER.test(sender)) {
    throw new ValidationError('Enter a valid mobile wallet number (01XXXXXXXXX)', [
      { path: 'body.senderWallet', message: 'Must look like 01XXXXXXXXX' },
    ]);
  }
  if (input.paymentMethod === 'bank' && !BANK_ACCOUNT.test(input.senderWallet)) {
    throw new ValidationError('Enter a valid bank account number', [
      { path: 'body.senderWallet', message: 'Digits, spaces and dashes only' },
    ]);
  }
  return {
    senderWallet: input.paymentMethod === 'bank' ? input.senderWallet : sender,
    transactionId: input.transactionId.toUpperCase(),
    paymentMethod: input.paymentMethod,
    submittedAt: at,
  };
}

export async function submitPayment(caller: Caller, orderId: number, input: SubmitPaymentBody, now = new Date()): Promise<Order> {
  const order = await getOwnOrder(caller, orderId);
  if (order.status !== 'pending') throw new ConflictError(`This order is already ${order.status}`, 'ORDER_NOT_PENDING');
  if (order.manualPaymentDetails) throw new ConflictError('Payment details already submitted', 'PAYMENT_ALREADY_SUBMITTED');
  if (order.type === 'subscription') throw new UnprocessableError('Pay for a subscription on its invoice', 'SUBSCRIPTION_ORDER');
  if (!isManualMethod(order.paymentMethod)) throw new UnprocessableError(MANUAL_METHODS_ONLY, 'NOT_MANUAL_METHOD');
  const at = now.toISOString();
  const details = await manualPaymentDetails(input, at);
  await attachPaymentDetails(order, details, at);
  return toOrder({ ...order, manualPaymentDetails: details, paymentMethod: input.paymentMethod, updatedAt: at });
}

export async function adminOrders(query: AdminOrdersQuery): Promise<{ orders: Order[]; nextCursor?: string }> {
  const q = query.q?.toLowerCase();
  const asId = q && /^#?\d{1,15}$/.test(q) ? Number(q.replace('#', '')) : undefined;
  if (asId !== undefined && !query.cursor) {
    // An order number: read it directly, then widen to text matches (ids also sit in searchText).
    const direct = await getOrderRecord(asId);
    if (direct && statusMatches(direct, query.status)) return { orders: [toOrder(direct)] };
  }
  const startKey = decodeCursor(query.cursor, ORDER_CURSOR_KEYS);
  // Whole words read the partition of the rarest-looking one (bounded per page at any number of
  // orders); a cursor from the text-matching fallback carries index keys and stays on it.
  const tokens = q ? queryTokens(q) : undefined;
  if (tokens && (!startKey || !Object.keys(startKey).some((k) => k.startsWith('GSI')))) {
    const hit = await searchOrdersByToken({ token: rarestToken(tokens), tokens, status: query.status, limit: query.limit, startKey });
    if (hit) return { orders: hit.orders.map(toOrder), nextCursor: encodeCursor(hit.lastKey) };
  }
  const page = await listOrders({ status: query.status, q: q || undefined, limit: query.limit, startKey });
  return { orders: page.orders.map(toOrder), nextCursor: encodeCursor(page.lastKey) };
}

export async function orderStats(): Promise<OrderStats> {
  const s = await readOrderStats();
  return {
    total: s.total,
    pending: s.pending,
    completed: s.completed,
    failed: s.failed,
    processing: s.processing,
    refunded: s.refunded,
    revenue: toMajor(s.revenueTakaMinor),
  };
}
