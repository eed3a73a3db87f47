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
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { countReads } from './lib';
import { benchOrders, measuredCall, renderSizes, runAsWorker, runCases, seededSection, sizesFromEnv, timed, walkToMatch, withSeededStack, type SizeResult } from './seeded';

const RUNS = 20;
const PAGE = 10;
/** A search that finds nothing on a page hands back a cursor; the admin reads on at most this many times here. */
const MAX_SEARCH_PAGES = 400;

const FIRST = ['Nadia', 'Rafi', 'Tania', 'Arif', 'Mina', 'Sabbir', 'Lamia', 'Joy', 'Priya', 'Omar'];
const LAST = ['Rahman', 'Hossain', 'Akter', 'Islam', 'Chowdhury', 'Khan', 'Sarker', 'Das', 'Ahmed', 'Roy'];
const TITLES = ['Midnight Rain', 'Dhaka Nights', 'River Song', 'Neon Drive', 'Old Tape', 'Monsoon', 'Blue Hour', 'Paper Boats'];

const runWorker = (size: number, resultFile: string): Promise<void> =>
  withSeededStack('orders', size, 5174, async ({ log, loadBefore }) => {
    const { ddb } = await import('../../functions/data/client');
    const { bulkInsertOrders } = await import('../../functions/data/seeding/orders');
    const { adminOrders } = await import('../../functions/domain/orders/orders');
    const { orderSearchTokens } = await import('../../functions/data/order-search-tokens');

    // Order 1 is the oldest and the only one of its buyer: the needle a search must reach.
    const records = await benchOrders(size, (id) => ({
      name: id === 1 ? 'Zubaida Needle' : `${FIRST[id % 10]} ${LAST[Math.floor(id / 10) % 10]}`,
      email: id === 1 ? 'zubaida.needle@example.com' : `buyer${id % 5000}@example.com`,
      title: TITLES[id % TITLES.length]!,
    }));
    const tokenItems = records.reduce((n, r) => n + orderSearchTokens(r).length, 0);
    log(`seeding ${size} orders and ${tokenItems} search token items`);
    const seedMs = await timed(() => bulkInsertOrders(records));
    log(`seeded in ${(seedMs / 1000).toFixed(1)} s`);

    const counter = countReads(ddb);
    type Query = Parameters<typeof adminOrders>[0];
    const call = measuredCall(counter, (query: Query) => adminOrders(query), (page) => ({ results: page.orders.length, next: page.nextCursor }));

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
    const results = await runCases(cases, call, RUNS, log);
    // The rare buyer's only order is the oldest: follow the cursor as the admin's Next would.
    log('rare email walked to its match');
    results.push(
      await walkToMatch(
        'rare email, walked to the oldest order',
        counter,
        (cursor) => call({ limit: PAGE, q: 'zubaida.needle@example.com', cursor }),
        MAX_SEARCH_PAGES,
      ),
    );
    const load = { before: loadBefore, after: loadavg()[0]! };
    writeFileSync(resultFile, JSON.stringify({ size, seedMs, tokenItems, load, cases: results } satisfies SizeResult));
  });

export const renderOrders = (results: SizeResult[]): string =>
  [
    `\`adminOrders\` (the GET /api/admin/orders domain call) against DynamoDB Local (in memory) with N seeded orders and their search token items, ${RUNS} sequential ` +
      `runs per case, page size ${PAGE}. Items = DynamoDB items evaluated (ScannedCount for filtered queries, what is billed) ` +
      `(BatchGetItem responses included) per API request, max over the runs. A search by whole words reads the search-token ` +
      `partition of its longest word (≤ 200 token items and as many orders per request); a fragment falls back to a filter ` +
      `on the newest-first index with a budget per request (≤ 10 queries of ≥ 100 items), a page that found nothing returning a cursor to read on.`,
    '',
    ...renderSizes(results, 'orders', false),
  ].join('\n');

export const section = seededSection<SizeResult>({
  name: 'admin-orders',
  title: 'Admin orders list and search (search-token index)',
  description: 'seed 1k/100k orders locally; items read and latency per page of /api/admin/orders (list, status, search)',
  script: fileURLToPath(import.meta.url),
  sizes: () => sizesFromEnv('BENCH_ORDER_SIZES', [1000, 100_000]),
  failed: (size, error) => ({ size, seedMs: 0, cases: [], error }),
  render: renderOrders,
});

runAsWorker(runWorker);
