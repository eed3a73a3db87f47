/**
 * The admin users list at scale: seed a fresh local stack (DynamoDB Local in memory) with N accounts
 * (BatchWriteItem straight into the table, with their list and directory keys and their search token
 * items), then page, filter, sort and search through `listUsersPage` (the GET /api/admin/users domain
 * call, without the auth step, which costs the same at any size) and count DynamoDB items read and
 * calls made.
 *
 * Each size runs in its own child process (this file with `--worker <size>`), as the orders bench
 * does. Sizes: env BENCH_USER_SIZES (comma-separated, default 1000,100000). Not part of `npm test`.
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
  total?: number;
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
  /** Token items written with the accounts. */
  tokenItems?: number;
  /** The machine's 1-minute load average before the seed and after the last case. */
  load?: { before: number; after: number };
  cases: CaseResult[];
  error?: string;
}

const sizesFromEnv = (): number[] => {
  const raw = process.env.BENCH_USER_SIZES?.trim();
  if (!raw) return DEFAULT_SIZES;
  const sizes = raw.split(',').map((s) => Number(s.trim()));
  if (sizes.some((n) => !Number.isInteger(n) || n < 1 || n > 1_000_000)) throw new Error(`BENCH_USER_SIZES: bad value "${raw}"`);
  return sizes;
};

const FIRST = ['Nadia', 'Rafi', 'Tania', 'Arif', 'Mina', 'Sabbir', 'Lamia', 'Joy', 'Priya', 'Omar'];
const LAST = ['Rahman', 'Hossain', 'Akter', 'Islam', 'Chowdhury', 'Khan', 'Sarker', 'Das', 'Ahmed', 'Roy'];
/** Crockford base32, as ULIDs: ids sort by the number they encode. */
const B32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const idOf = (n: number) => {
  let out = '';
  for (let v = n, i = 0; i < 10; i++, v = Math.floor(v / 32)) out = B32[v % 32]! + out;
  return `01BENCHUSER${'0'.repeat(5)}${out}`;
};

async function runWorker(size: number, resultFile: string): Promise<void> {
  const { startLocalStack } = await import('../local/stack');
  const dataDir = mkdtempSync(join(tmpdir(), `mm-bench-users-${size}-`));
  const log = (line: string) => progress(`[users ${size}] ${line.trim()}`);
  const loadBefore = loadavg()[0]!;
  const stack = await startLocalStack({ dataDir, sitePort: 5175, log, inMemoryTable: true });
  try {
    const { ddb } = await import('../../functions/data/client');
    const { bulkInsertUsers } = await import('../../functions/data/seeding/users');
    const { userSearchTokens } = await import('../../functions/data/search-tokens');
    const { listUsersPage } = await import('../../functions/domain/accounts/admin-users');
    type UserRecord = Parameters<typeof bulkInsertUsers>[0][number];

    // User 1 is the oldest and the only one of its name: the needle a search must reach.
    const start = Date.UTC(2024, 0, 1);
    const records: UserRecord[] = Array.from({ length: size }, (_, i) => {
      const n = i + 1;
      const rare = n === 1;
      const at = new Date(start + n * 60_000).toISOString();
      return {
        id: idOf(n),
        name: rare ? 'Zubaida Needle' : `${FIRST[n % 10]} ${LAST[Math.floor(n / 10) % 10]}`,
        email: rare ? 'zubaida.needle@example.com' : `listener${n}@example.com`,
        role: n % 500 === 0 ? 'admin' : n % 20 === 0 ? 'artist' : 'user',
        status: n % 50 === 0 ? 'suspended' : n % 97 === 0 ? 'pending' : 'active',
        passwordHash: 'bench-not-a-hash',
        passwordVersion: 0,
        createdAt: at,
        updatedAt: at,
      };
    });
    const tokenItems = records.reduce((n, r) => n + userSearchTokens(r).length, 0);
    log(`seeding ${size} users and ${tokenItems} search token items`);
    const seedStarted = performance.now();
    await bulkInsertUsers(records);
    const seedMs = performance.now() - seedStarted;
    log(`seeded in ${(seedMs / 1000).toFixed(1)} s`);

    const counter = countReads(ddb);

    type Query = Parameters<typeof listUsersPage>[0];
    const base: Query = { limit: PAGE, sort: 'joined' };
    const call = async (query: Partial<Query>) => {
      const before = { ...counter };
      const t0 = performance.now();
      const page = await listUsersPage({ ...base, ...query });
      return {
        ms: performance.now() - t0,
        items: counter.items - before.items,
        requests: counter.requests - before.requests,
        results: page.users.length,
        total: page.total,
        next: page.nextCursor,
      };
    };

    // The cursor of page 100 (newest first), walked once; and of page 50 of a common word's search.
    let deep: string | undefined;
    for (let i = 0; i < Math.min(99, Math.floor(size / PAGE) - 1); i++) deep = (await call({ cursor: deep })).next;
    let deepSearch: string | undefined;
    const searchPage = Math.min(50, Math.floor(size / 10 / PAGE));
    for (let i = 0; i < searchPage - 1; i++) deepSearch = (await call({ q: 'nadia', cursor: deepSearch })).next;

    const cases: { name: string; query: Partial<Query> }[] = [
      { name: 'newest page (no filter)', query: {} },
      { name: 'page 100 by cursor', query: { cursor: deep } },
      { name: 'role = artist, page 1', query: { role: 'artist' } },
      { name: 'status = suspended, page 1', query: { status: 'suspended' } },
      { name: 'sorted by name, page 1', query: { sort: 'name' } },
      { name: 'sorted by status, page 1', query: { sort: 'status' } },
      { name: 'common word "nadia"', query: { q: 'nadia' } },
      { name: `common word "nadia", page ${searchPage} by cursor`, query: { q: 'nadia', cursor: deepSearch } },
      { name: 'common word "nadia" + status = suspended', query: { q: 'nadia', status: 'suspended' } },
      { name: 'common word "nadia" sorted by name (text filter)', query: { q: 'nadia', sort: 'name' } },
      { name: 'rare email, first page', query: { q: 'zubaida.needle@example.com' } },
      { name: 'rare local part "zubaida.needle"', query: { q: 'zubaida.needle' } },
      { name: 'rare name word "zubaida"', query: { q: 'zubaida' } },
      { name: 'fragment "needl" (text fallback), first page', query: { q: 'needl' } },
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
        ...(runs[0]!.total === undefined ? {} : { total: runs[0]!.total }),
        latencyMs: { median: median(latencies), max: Math.max(...latencies) },
        items: Math.max(...runs.map((r) => r.items)),
        requests: Math.max(...runs.map((r) => r.requests)),
      });
    }
    // The rare account is the oldest: follow the cursor as the admin's Next would.
    for (const [name, q] of [
      ['rare email, walked to the oldest account', 'zubaida.needle@example.com'],
      ['fragment "needl" (text fallback), walked to the oldest account', 'needl'],
    ] as const) {
      log(name);
      let cursor: string | undefined;
      let pages = 0;
      let found = 0;
      const before = { ...counter };
      const t0 = performance.now();
      do {
        const r = await call({ q, cursor });
        pages++;
        found += r.results;
        cursor = r.next;
      } while (found === 0 && cursor && pages < MAX_SEARCH_PAGES);
      results.push({
        name,
        results: found,
        latencyMs: { median: performance.now() - t0, max: performance.now() - t0 },
        items: 0,
        requests: counter.requests - before.requests,
        pages,
        totalItems: counter.items - before.items,
      });
    }
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

export const renderUsers = (results: SizeResult[]): string => {
  const out: string[] = [
    `\`listUsersPage\` (the GET /api/admin/users domain call) against DynamoDB Local (in memory) with N seeded accounts ` +
      `(95 % listeners, 5 % artists, 0.2 % admins; 2 % suspended, 1 % pending; one in ten named Nadia) and their search ` +
      `token items, ${RUNS} sequential runs per case, page size ${PAGE}. Items = DynamoDB items read per API request ` +
      `(ScannedCount for queries, what is billed; BatchGetItem responses included), max over the runs. A page merges the ` +
      `9 role × status partitions of GSI2 (joined) or GSI3 (name); the total comes from the STATS/USERS counters. A search ` +
      `by whole words sorted by joined reads the search-token partition of its longest word (≤ 200 token items and as ` +
      `many users per request); a fragment, or another sort, filters the directory partitions with a budget of 1,000 ` +
      `evaluated items per request, a page that found nothing returning a cursor to read on.`,
    '',
  ];
  for (const r of results) {
    const seeded = r.tokenItems === undefined ? '' : ` with ${r.tokenItems.toLocaleString('en-US')} search token items`;
    const load = r.load ? ` — load average (1 min) ${r.load.before.toFixed(2)} before, ${r.load.after.toFixed(2)} after` : '';
    out.push(
      `**${r.size.toLocaleString('en-US')} users** — seeded${seeded} in ${(r.seedMs / 1000).toFixed(1)} s${load}${r.error ? ` — ${r.error}` : ''}`,
      '',
    );
    if (r.cases.length === 0) continue;
    out.push(
      table(
        ['Case', 'Results', 'Total', 'Median ms', 'Max ms', 'Items / request', 'Calls / request', 'Pages walked', 'Items in all'],
        r.cases.map((c) => [
          c.name,
          String(c.results),
          c.total === undefined ? '—' : c.total.toLocaleString('en-US'),
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
  name: 'admin-users',
  title: 'Admin users list and search at 1k and 100k users (search-token index)',
  description: 'seed 1k/100k accounts locally; items read and latency per page of /api/admin/users (list, filters, sorts, search)',
  run: async () => {
    const results: SizeResult[] = [];
    for (const size of sizesFromEnv()) results.push(await runSize(size));
    return renderUsers(results);
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
