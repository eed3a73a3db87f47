/**
 * Reading and showing orders, shared by the buyer pages and the back office. Imports zod through
 * the shared schemas, so only lazy route chunks may use it.
 */
import * as z from 'zod';
import { DownloadLink, isLocalMethod, Order, type Currency, type PaymentMethod } from '../../../shared/api/orders';
import { formatTaka, usdToBdt } from '../../../shared/money';
import { formatDate as localDate, formatDateTime as localDateTime, formatMoney as localMoney } from './format-locale';

export type { Order };

export const parseOrder = (data: unknown): Order => Order.parse(data);
export const parseOrders = (data: unknown): Order[] => z.array(Order).parse(data);
export const parseDownloadLink = (data: unknown): DownloadLink => DownloadLink.parse(data);

/** An amount in its own currency (what was charged): ৳ for BDT (whole taka), $ for USD, through the one formatter. */
export const formatMoney = (amount: number, currency: Currency): string => localMoney(amount, currency);

/** Admin §9: local methods show the stored taka; card and wallet providers are converted at ×110. */
export function formatAdminAmount(order: Pick<Order, 'amount' | 'payment_method'>): string {
  return formatTaka(isLocalMethod(order.payment_method) ? order.amount : usdToBdt(order.amount));
}

export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = {
  bkash: 'bKash',
  nagad: 'Nagad',
  rocket: 'Rocket',
  bank: 'Bank Transfer',
  stripe: 'Card',
  paypal: 'PayPal',
  sslcommerz: 'SSLCommerz',
};

/** The song's title when the order is for a song, else the order's own title. */
export const orderTitle = (order: Pick<Order, 'song_title' | 'title'>): string => order.song_title ?? order.title;

/** In the active language ('26 Nov 2026, 14:05' in English); '—' for no date. */
export const formatDateTime = (iso: string): string => localDateTime(iso);

export const formatDate = (iso: string): string => localDate(iso);

/** An order's one public name (INV-…), from shared/order-display so mails and the PDF say the same. */
export { invoiceNumber } from '../../../shared/order-display';
