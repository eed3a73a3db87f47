/**
 * The admin's orders CSV (admin §2.4 Export): every order, newest first, written page by page
 * into a multipart upload under `exports/orders/` (emptied by the bucket's lifecycle after a day)
 * and answered as a 5-minute presigned link that saves it as an attachment. Memory stays at one
 * page of orders and one part, whatever the number of orders; no answer carries the file.
 */
import { ulid } from 'ulid';
import type { OrdersExport } from '../../../shared/api/orders';
import { EXPORTS_PREFIX, ORDER_DISPLAY_OFFSET } from '../../../shared/constants';
import { toMajor } from '../../../shared/money';
import { listOrders, type OrderRecord } from '../../data/orders-repo';
import { openMultipartUpload } from '../../media/multipart';
import { presignGet } from '../../media/storage';
import { csvCell } from './orders';

export const ORDERS_EXPORT_PREFIX = `${EXPORTS_PREFIX}orders/`;
/** The download link's life: long enough to start the save, short enough not to be passed around. */
export const ORDERS_EXPORT_LINK_SECONDS = 300;
/** Orders read per query (DynamoDB also stops a page at 1 MB). */
const EXPORT_PAGE = 1000;
const CSV_TYPE = 'text/csv; charset=utf-8';

const HEADER = [
  'Order ID',
  'Reference',
  'Date',
  'Customer',
  'Email',
  'Type',
  'Item',
  'Artist',
  'Amount',
  'Currency',
  'Payment method',
  'Status',
  'Sender',
  'Transaction ID',
  'Licence key',
];

/** One order as a CSV line; every cell formula-safe (`csvCell`). */
export const orderCsvLine = (o: OrderRecord): string =>
  [
    o.id,
    o.id + ORDER_DISPLAY_OFFSET,
    o.createdAt,
    o.buyerName,
    o.buyerEmail,
    o.type,
    o.title,
    o.songArtist ?? '',
    toMajor(o.amountMinor),
    o.currency,
    o.paymentMethod,
    o.status,
    o.manualPaymentDetails?.senderWallet ?? '',
    o.manualPaymentDetails?.transactionId ?? '',
    o.licenseKey ?? '',
  ]
    .map(csvCell)
    .join(',');

/** A page read ahead; a failure surfaces where it is awaited, never as an unhandled rejection meanwhile. */
function prefetch(startKey: Record<string, unknown> | undefined) {
  const page = listOrders({ limit: EXPORT_PAGE, startKey });
  page.catch(() => undefined);
  return page;
}

export async function exportOrdersCsv(now = new Date()): Promise<OrdersExport> {
  const filename = `orders-${now.toISOString().slice(0, 10)}.csv`;
  const key = `${ORDERS_EXPORT_PREFIX}${ulid(now.getTime())}.csv`;
  const upload = await openMultipartUpload(key, CSV_TYPE);
  let rows = 0;
  try {
    await upload.write(`${HEADER.map(csvCell).join(',')}\r\n`);
    // The next page is read while this one is written: the table and the bucket work at once.
    let next = prefetch(undefined);
    for (;;) {
      const page = await next;
      if (page.lastKey) next = prefetch(page.lastKey);
      if (page.orders.length > 0) await upload.write(`${page.orders.map(orderCsvLine).join('\r\n')}\r\n`);
      rows += page.orders.length;
      if (!page.lastKey) break;
    }
    await upload.finish();
  } catch (error) {
    await upload.abort();
    throw error;
  }
  const link = await presignGet(key, { expiresIn: ORDERS_EXPORT_LINK_SECONDS, contentType: CSV_TYPE, attachmentName: filename });
  return { url: link.url, expiresAt: link.expiresAt, filename, rows };
}
