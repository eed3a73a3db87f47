/**
 * The admin orders list at scale: seed a fresh local stack (DynamoDB Local in memory: a 100k seed
 * writes ~1M items, about 40 minutes on the data folder's SQLite file on 2 cores, where 3,000 orders
 * took 76 s on file and 23 s in memory) with N orders and their search token items (one
 * BatchWriteItem stream, 25 a call, 8 in flight), then page and search through `adminOrders` (the handler's domain call, without
 * the auth step, which costs the same at any size) and count DynamoDB items read and calls made.
 *
 * Each size runs in its own child process (this file with `--worker <size>`), as the songs bench
 * does: the functions' configuration is fixed at import.
 *
 * Sizes: env BENCH_ORDER_SIZES (comma-separated, default 1000,100000). Not part of `npm test`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countReads, median, ms, progress, runSizeWorker, table, type Section } from './lib';

const DEFAULT_SIZES = [1000, 100_000];
const RUNS = 20;
const PAGE = 10;
/** A search that finds nothing on a page hands back a cursor; the admin reads on at most this many times here. */
const MAX_SEARCH_PAGES = 400;
const WORKER_TIMEOUT_MS = 40 * 60_000;

interface CaseResult {
  name: string;
  results: number;
  /** Median and max over RUNS runs of one API request. */
  latencyMs: { median: number; max: number };
  items: number;
  requests: number;
  /** For a search walked to its first match: API requests (pages) it took, and items read in all. */
  pages?: number;
  totalItems?: number;
}

interface SizeResult {
  size: number;
  seedMs: number;
  /** Token items written with the orders. */
  tokenItems?: number;
  /** The machine's 1-minute load average before the seed and after the last case. */
  load?: { before: number; after: number };
  cases: CaseResult[];
  error?: string;
}

const sizesFromEnv = (): number[] => {
  const raw = process.env.BENCH_ORDER_SIZES?.trim();
  if (!raw) return DEFAULT_SIZES;
  const sizes = raw.split(',').map((s) => Number(s.trim()));
  if (sizes.some((n) => !Number.isInteger(n) || n < 1 || n > 1_000_000)) throw new Error(`BENCH_ORDER_SIZES: bad value "${raw}"`);
  return sizes;
};

const FIRST = ['Nadia', 'Rafi', 'Tania', 'Arif', 'Mina', 'Sabbir', 'Lamia', 'Joy', 'Priya', 'Omar'];
const LAST = ['Rahman', 'Hossain', 'Akter', 'Islam', 'Chowdhury', 'Khan', 'Sarker', 'Das', 'Ahmed', 'Roy'];
const TITLES = ['Midnight Rain', 'Dhaka Nights', 'River Song', 'Neon Drive', 'Old Tape', 'Monsoon', 'Blue Hour', 'Paper Boats'];

async function runWorker(size: number, resultFile: string): Promise<void> {
  const { startLocalStack } = await import('../local/stack');
  const dataDir = mkdtempSync(join(tmpdir(), `mm-bench-orders-${size}-`));
  const log = (line: string) => progress(`[orders ${size}] ${line.trim()}`);
  const loadBefore = loadavg()[0]!;
  const stack = await startLocalStack({ dataDir, sitePort: 5174, log, inMemoryTable: true });
  try {
    const { ddb } = await import('../../functions/data/client');
    const { bulkInsertOrders } = await import('../../functions/data/seeding/orders');
    const { adminOrders } = await import('../../functions/domain/orders/orders');
    const { pendingItemKeys } = await import('../../functions/data/keys');
    const { orderSearchTokens } = await import('../../functions/data/order-search-tokens');
    type OrderRecord = Parameters<typeof bulkInsertOrders>[0][number];

    // Order 1 is the oldest and the only one of its buyer: the needle a search must reach.
    const start = Date.UTC(2024, 0, 1);
    const records: OrderRecord[] = Array.from({ length: size }, (_, i) => {
      const id = i + 1;
      const rare = id === 1;
      const name = rare ? 'Zubaida Needle' : `${FIRST[id % 10]} ${LAST[Math.floor(id / 10) % 10]}`;
      const email = rare ? 'zubaida.needle@example.com' : `buyer${id % 5000}@example.com`;
      const title = TITLES[id % TITLES.length]!;
      const at = new Date(start + id * 60_000).toISOString();
      const status = id % 10 === 0 ? 'failed' : id % 3 === 0 ? 'pending' : 'completed';
      return {
        id,
        userId: `01BENCHUSER${String(id % 5000).padStart(15, '0')}`,
        buyerName: name,
        buyerEmail: email,
        type: 'song',
        songId: `01BENCHSONG${String(id % 500).padStart(15, '0')}`,
        itemKey: pendingItemKeys.song(String(id)),
        title,
        songArtist: 'Bench Artist',
        amountMinor: 109_900,
        currency: 'BDT',
        listPriceCents: 999,
        paymentMethod: 'bkash',
        status,
        createdAt: at,
        updatedAt: at,
        searchText: `${id} ${name} ${email} ${title} bench artist`.toLowerCase(),
      };
    });
    const tokenItems = records.reduce((n, r) => n + orderSearchTokens(r).length, 0);
    log(`seeding ${size} orders and ${tokenItems} search token items`);
    const seedStarted = performance.now();
    await bulkInsertOrders(records);
    const seedMs = performance.now() - seedStarted;
    log(`seeded in ${(seedMs / 1000).toFixed(1)} s`);

    const counter = countReads(ddb);

    type Query = Parameters<typeof adminOrders>[0];
    const call = async (query: Query) => {
      const before = { ...counter };
      const t0 = performance.now();
      const page = await adminOrders(query);
      return {
        ms: performance.now() - t0,
        items: counter.items - before.items,
        requests: counter.requests - before.requests,
        results: page.orders.length,
        next: page.nextCursor,
      };
    };

    // The cursor of page 100 (orders 991–1000 newest first), walked once.
    let deep: string | undefined;
    for (let i = 0; i < Math.min(99, Math.floor(size / PAGE) - 1); i++) deep = (await call({ limit: PAGE, cursor: deep })).next;

    const cases: { name: string; query: Query }[] = [
      { name: 'newest page (no search)', query: { limit: PAGE } },
      { name: 'page 100 by cursor', query: { limit: PAGE, cursor: deep } },
      { name: 'status = pending, page 1', query: { limit: PAGE, status: 'pending' } },
      { name: 'order id (oldest order)', query: { limit: PAGE, q: '1' } },
      { name: 'common name "nadia"', query: { limit: PAGE, q: 'nadia' } },
      { name: 'song title "monsoon"', query: { limit: PAGE, q: 'monsoon' } },
      { name: 'song title "monsoon" + status = pending', query: { limit: PAGE, q: 'monsoon', status: 'pending' } },
      { name: 'rare email, first page', query: { limit: PAGE, q: 'zubaida.needle@example.com' } },
      { name: 'rare name word "zubaida"', query: { limit: PAGE, q: 'zubaida' } },
      { name: 'fragment "needl" (text fallback), first page', query: { limit: PAGE, q: 'needl' } },
    ];
    const results: CaseResult[] = [];
    for (const c of cases) {
      log(c.name);
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await call(c.query));
      const latencies = runs.map((r) => r.ms);
      results.push({
        name: c.name,
        results: runs[0]!.results,
        latencyMs: { median: median(latencies), max: Math.max(...latencies) },
        items: Math.max(...runs.map((r) => r.items)),
        requests: Math.max(...runs.map((r) => r.requests)),
      });
    }
    // The rare buyer's only order is the oldest: follow the cursor as the admin's Next would.
    log('rare email walked to its match');
    let cursor: string | undefined;
    let pages = 0;
    let found = 0;
    const before = { ...counter };
    const t0 = performance.now();
    do {
      const r = await call({ limit: PAGE, q: 'zubaida.needle@example.com', cursor });
      pages++;
      found += r.results;
      cursor = r.next;
    } while (found === 0 && cursor && pages < MAX_SEARCH_PAGES);
    results.push({
      name: 'rare email, walked to the oldest order',
      results: found,
      latencyMs: { median: performance.now() - t0, max: performance.now() - t0 },
      items: 0,
      requests: counter.requests - before.requests,
      pages,
      totalItems: counter.items - before.items,
    });
    const load = { before: loadBefore, after: loadavg()[0]! };
    writeFileSync(resultFile, JSON.stringify({ size, seedMs, tokenItems, load, cases: results } satisfies SizeResult));
  } finally {
    log('stopping the local stack');
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  }
}

const runSize = (size: number): Promise<SizeResult> =>
  runSizeWorker<SizeResult>(fileURLToPath(import.meta.url), size, WORKER_TIMEOUT_MS, (error) => ({ size, seedMs: 0, cases: [], error }));

export const renderOrders = (results: SizeResult[]): string => {
  const out: string[] = [
    `\`adminOrders\` (the GET /api/admin/orders domain call) against DynamoDB Local (in memory) with N seeded orders and their search token items, ${RUNS} sequential ` +
      `runs per case, page size ${PAGE}. Items = DynamoDB items evaluated (ScannedCount for filtered queries, what is billed) ` +
      `(BatchGetItem responses included) per API request, max over the runs. A search by whole words reads the search-token ` +
      `partition of its longest word (≤ 200 token items and as many orders per request); a fragment falls back to a filter ` +
      `on the newest-first index with a budget per request (≤ 10 queries of ≥ 100 items), a page that found nothing returning a cursor to read on.`,
    '',
  ];
  for (const r of results) {
    const seeded = r.tokenItems === undefined ? '' : ` with ${r.tokenItems.toLocaleString('en-US')} search token items`;
    const load = r.load ? ` — load average (1 min) ${r.load.before.toFixed(2)} before, ${r.load.after.toFixed(2)} after` : '';
    out.push(
      `**${r.size.toLocaleString('en-US')} orders** — seeded${seeded} in ${(r.seedMs / 1000).toFixed(1)} s${load}${r.error ? ` — ${r.error}` : ''}`,
      '',
    );
    if (r.cases.length === 0) continue;
    out.push(
      table(
        ['Case', 'Results', 'Median ms', 'Max ms', 'Items / request', 'Calls / request', 'Pages walked', 'Items in all'],
        r.cases.map((c) => [
          c.name,
          String(c.results),
          ms(c.latencyMs.median),
          ms(c.latencyMs.max),
          c.pages === undefined ? String(c.items) : '—',
          String(c.requests),
          c.pages === undefined ? '—' : String(c.pages),
          c.totalItems === undefined ? '—' : String(c.totalItems),
        ]),
      ),
      '',
    );
  }
  return out.join('\n');
};

export const section: Section = {
  name: 'admin-orders',
  title: 'Admin orders list and search (search-token index)',
  description: 'seed 1k/100k orders locally; items read and latency per page of /api/admin/orders (list, status, search)',
  run: async () => {
    const results: SizeResult[] = [];
    for (const size of sizesFromEnv()) results.push(await runSize(size));
    return renderOrders(results);
  },
};

if (process.argv[2] === '--worker') {
  const size = Number(process.argv[3]);
  runWorker(size, process.argv[4]!).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
