/**
 * The admin's orders CSV (admin §2.4 Export): every order, newest first, written page by page into
 * a multipart upload under `exports/orders/` (emptied by the bucket's lifecycle after a day) and
 * answered as a 5-minute presigned link that saves it as an attachment. Memory stays at one page of
 * orders and one part. A call works for at most `STEP_BUDGET_MS`, then leaves where it stands
 * (upload id, parts, last key, unsent text) in storage and answers `running` with the job id; the
 * next call with that id carries on, so any number of orders fits API Gateway's 30 s per call.
 */
import { ulid } from 'ulid';
import type { OrdersExport } from '../../../shared/api/orders';
import { EXPORTS_PREFIX, ORDER_DISPLAY_OFFSET } from '../../../shared/constants';
import { toMajor } from '../../../shared/money';
import { listOrders } from '../../data/orders-queries-repo';
import { type OrderRecord } from '../../data/orders-repo';
import { openMultipartUpload, type MultipartProgress } from '../../media/multipart';
import { getMediaObject, presignGet, putMediaObject } from '../../media/storage';
import { NotFoundError } from '../../kernel/errors';
import { csvCell } from '../../kernel/csv';

export const ORDERS_EXPORT_PREFIX = `${EXPORTS_PREFIX}orders/`;
/** The download link's life: long enough to start the save, short enough not to be passed around. */
export const ORDERS_EXPORT_LINK_SECONDS = 300;
/** Orders read per query (DynamoDB also stops a page at 1 MB). */
const EXPORT_PAGE = 1000;
const CSV_TYPE = 'text/csv; charset=utf-8';
/** How long one call reads before it hands over: the route's 29 s leave room for the last page and the checkpoint. */
export const STEP_BUDGET_MS = 15_000;

/** An unfinished export, kept next to it in storage between calls. */
interface ExportState extends MultipartProgress {
  key: string;
  filename: string;
  rows: number;
  /** Where the next call reads on (always set: a finished export keeps no state). */
  lastKey: Record<string, unknown>;
}

const stateKey = (job: string) => `${ORDERS_EXPORT_PREFIX}${job}.state.json`;

async function readState(job: string): Promise<ExportState> {
  const stored = await getMediaObject(stateKey(job));
  if (!stored) throw new NotFoundError('This export has expired or does not exist', 'EXPORT_NOT_FOUND');
  return JSON.parse(Buffer.from(stored.bytes).toString('utf8')) as ExportState;
}

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

/** One step of the export: `job` undefined starts one; the answer is the link, or `running` and the job to carry on. */
export async function exportOrdersCsv(job?: string, now = new Date(), budgetMs = STEP_BUDGET_MS): Promise<OrdersExport> {
  const started = Date.now();
  const id = job ?? ulid(now.getTime());
  const state: Omit<ExportState, keyof MultipartProgress | 'lastKey'> & { lastKey?: Record<string, unknown> } = job
    ? await readState(job)
    : { key: `${ORDERS_EXPORT_PREFIX}${id}.csv`, filename: `orders-${now.toISOString().slice(0, 10)}.csv`, rows: 0 };
  const upload = await openMultipartUpload(state.key, CSV_TYPE, job ? (state as ExportState) : undefined);
  let rows = state.rows;
  try {
    if (!job) await upload.write(`${HEADER.map(csvCell).join(',')}\r\n`);
    // The next page is read while this one is written: the table and the bucket work at once.
    let next = prefetch(state.lastKey);
    for (;;) {
      const page = await next;
      if (page.orders.length > 0) await upload.write(`${page.orders.map(orderCsvLine).join('\r\n')}\r\n`);
      rows += page.orders.length;
      if (!page.lastKey) break;
      if (Date.now() - started >= budgetMs) {
        const checkpoint: ExportState = { ...upload.progress(), key: state.key, filename: state.filename, rows, lastKey: page.lastKey };
        await putMediaObject(stateKey(id), Buffer.from(JSON.stringify(checkpoint), 'utf8'), 'application/json');
        return { status: 'running', job: id, rows };
      }
      next = prefetch(page.lastKey);
    }
    await upload.finish();
  } catch (error) {
    await upload.abort();
    throw error;
  }
  const link = await presignGet(state.key, {
    expiresIn: ORDERS_EXPORT_LINK_SECONDS,
    contentType: CSV_TYPE,
    attachmentName: state.filename,
  });
  return { status: 'ready', job: id, rows, url: link.url, expiresAt: link.expiresAt, filename: state.filename };
}
