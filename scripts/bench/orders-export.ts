/**
 * The admin orders CSV export at scale: seed a fresh local stack (DynamoDB Local in memory, the
 * S3 emulator) with N orders (no search token items: the export never searches), then time
 * `exportOrdersCsv` (the GET /api/admin/orders/export domain call: every order read 1,000 a query
 * and streamed into a multipart upload) and download the file from the link it answers, checking
 * that it holds every order once.
 *
 * Each size runs in its own child process (`--worker <size>`), as the admin-orders bench does.
 * Sizes: env BENCH_EXPORT_SIZES (comma-separated, default 100000). Not part of `npm test`.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { countReads, ms, table } from './lib';
import { benchOrders, runAsWorker, seededSection, sizesFromEnv, timed, withSeededStack } from './seeded';

/** The route's timeout (shared/api/routes/orders.ts): what one export must finish within in AWS. */
const ROUTE_TIMEOUT_S = 29;

interface SizeResult {
  size: number;
  seedMs: number;
  exportMs?: number;
  downloadMs?: number;
  rows?: number;
  bytes?: number;
  queries?: number;
  /** Calls the export took, and the longest (each must stay within the route's timeout). */
  steps?: number;
  longestStepMs?: number;
  /** Resident memory growth of the process during the export (MB), sampled every 50 ms. */
  peakRssGrowthMb?: number;
  load?: { before: number; after: number };
  error?: string;
}

const NAMES = ['Nadia Rahman', 'Rafi Hossain', 'Tania Akter', 'Arif Islam', '=Mina Chowdhury', 'Sabbir Khan'];
const TITLES = ['Midnight Rain', 'Dhaka Nights', 'River Song', 'Neon Drive', 'Old Tape', 'Monsoon, Live', 'Blue "Hour"'];

const runWorker = (size: number, resultFile: string): Promise<void> =>
  withSeededStack('export', size, 5175, async ({ log, loadBefore }) => {
    const { ddb } = await import('../../functions/data/client');
    const { bulkInsertOrders } = await import('../../functions/data/seeding/orders');
    const { exportOrdersCsv } = await import('../../functions/domain/orders/orders-export');

    const records = await benchOrders(
      size,
      (id) => ({ name: NAMES[id % NAMES.length]!, email: `buyer${id % 5000}@example.com`, title: TITLES[id % TITLES.length]! }),
      (id, order) => ({
        manualPaymentDetails: { senderWallet: '01712345678', transactionId: `BENCH${id}`, paymentMethod: 'bkash', submittedAt: order.createdAt },
        ...(order.status === 'completed' ? { licenseKey: `MM-BENCH-${String(id).padStart(5, '0')}-AAAAA-BBBBB` } : {}),
      }),
    );
    log(`seeding ${size} orders`);
    const seedMs = await timed(() => bulkInsertOrders(records, 8, { searchTokens: false }));
    log(`seeded in ${(seedMs / 1000).toFixed(1)} s; exporting`);

    const counter = countReads(ddb);
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 50);
    const t0 = performance.now();
    // As the Export button does: call again with the job while the answer is `running`.
    const stepMs: number[] = [];
    let link = await exportOrdersCsv();
    stepMs.push(performance.now() - t0);
    while (link.status === 'running') {
      const s0 = performance.now();
      link = await exportOrdersCsv(link.job);
      stepMs.push(performance.now() - s0);
    }
    const exportMs = performance.now() - t0;
    clearInterval(sampler);
    log(`exported ${link.rows} rows in ${(exportMs / 1000).toFixed(1)} s; downloading`);

    const t1 = performance.now();
    const file = await fetch(link.url!);
    if (!file.ok) throw new Error(`download answered ${file.status}`);
    const text = await file.text();
    const downloadMs = performance.now() - t1;
    const lines = text.split('\r\n').filter(Boolean);
    const ids = new Set(lines.slice(1).map((line) => line.split(',', 1)[0]));
    if (lines.length !== size + 1 || ids.size !== size || link.rows !== size) {
      throw new Error(`the CSV holds ${lines.length - 1} lines and ${ids.size} distinct orders, the answer says ${link.rows}; expected ${size}`);
    }
    const result: SizeResult = {
      size,
      seedMs,
      exportMs,
      downloadMs,
      rows: link.rows,
      bytes: Buffer.byteLength(text, 'utf8'),
      queries: counter.requests,
      steps: stepMs.length,
      longestStepMs: Math.max(...stepMs),
      peakRssGrowthMb: (rssPeak - rssBefore) / 1024 ** 2,
      load: { before: loadBefore, after: loadavg()[0]! },
    };
    writeFileSync(resultFile, JSON.stringify(result));
  });

const render = (results: SizeResult[]): string =>
  [
    '`exportOrdersCsv` (the GET /api/admin/orders/export domain call) against DynamoDB Local (in memory) and the S3 emulator with N ' +
      'seeded orders: every order read newest first 1,000 a query, written as formula-safe CSV into a multipart upload in ' +
      '8 MiB parts, 15 s of reading per call (then a checkpoint in storage and `running`; the next call with the job carries on), ' +
      'answered as a 5-minute link; then the file downloaded from the link and checked to hold every order once. ' +
      `Each call must finish within the route's timeout, ${ROUTE_TIMEOUT_S} s (API Gateway's limit).`,
    '',
    table(
      ['Orders', 'Export s (all calls)', 'Calls', 'Longest call s', 'Queries', 'CSV MB', 'Peak RSS growth MB', 'Download s', 'Seed s', 'Load (1 min) before / after', 'Result'],
      results.map((r) => [
        r.size.toLocaleString('en-US'),
        r.exportMs === undefined ? '—' : (r.exportMs / 1000).toFixed(1),
        r.steps === undefined ? '—' : String(r.steps),
        r.longestStepMs === undefined ? '—' : (r.longestStepMs / 1000).toFixed(1),
        r.queries === undefined ? '—' : String(r.queries),
        r.bytes === undefined ? '—' : (r.bytes / 1024 ** 2).toFixed(1),
        r.peakRssGrowthMb === undefined ? '—' : ms(r.peakRssGrowthMb),
        r.downloadMs === undefined ? '—' : (r.downloadMs / 1000).toFixed(1),
        (r.seedMs / 1000).toFixed(1),
        r.load ? `${r.load.before.toFixed(2)} / ${r.load.after.toFixed(2)}` : '—',
        r.error ??
          (r.longestStepMs !== undefined && r.longestStepMs / 1000 < ROUTE_TIMEOUT_S ? '✅ every call within the timeout' : '⚠️ a call over the timeout'),
      ]),
    ),
    '',
  ].join('\n');

export const section = seededSection<SizeResult>({
  name: 'orders-export',
  title: 'Admin orders CSV export at 100k orders',
  description: 'seed 100k orders locally; time the streamed CSV export to storage and check the downloaded file',
  script: fileURLToPath(import.meta.url),
  sizes: () => sizesFromEnv('BENCH_EXPORT_SIZES', [100_000]),
  failed: (size, error) => ({ size, seedMs: 0, error }),
  render,
});

runAsWorker(runWorker);
