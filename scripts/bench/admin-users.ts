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
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { countReads } from './lib';
import { measuredCall, renderSizes, runAsWorker, runCases, seededSection, sizesFromEnv, timed, walkToMatch, withSeededStack, type SizeResult } from './seeded';

const RUNS = 20;
const PAGE = 10;
/** A search that finds nothing on a page hands back a cursor; the admin reads on at most this many times here. */
const MAX_SEARCH_PAGES = 400;

const FIRST = ['Nadia', 'Rafi', 'Tania', 'Arif', 'Mina', 'Sabbir', 'Lamia', 'Joy', 'Priya', 'Omar'];
const LAST = ['Rahman', 'Hossain', 'Akter', 'Islam', 'Chowdhury', 'Khan', 'Sarker', 'Das', 'Ahmed', 'Roy'];
/** Crockford base32, as ULIDs: ids sort by the number they encode. */
const B32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const idOf = (n: number) => {
  let out = '';
  for (let v = n, i = 0; i < 10; i++, v = Math.floor(v / 32)) out = B32[v % 32]! + out;
  return `01BENCHUSER${'0'.repeat(5)}${out}`;
};

const runWorker = (size: number, resultFile: string): Promise<void> =>
  withSeededStack('users', size, 5175, async ({ log, loadBefore }) => {
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
    const seedMs = await timed(() => bulkInsertUsers(records));
    log(`seeded in ${(seedMs / 1000).toFixed(1)} s`);

    const counter = countReads(ddb);

    type Query = Parameters<typeof listUsersPage>[0];
    const base: Query = { limit: PAGE, sort: 'joined' };
    const call = measuredCall(
      counter,
      (query: Partial<Query>) => listUsersPage({ ...base, ...query }),
      (page) => ({ results: page.users.length, total: page.total, next: page.nextCursor }),
    );

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
    const results = await runCases(cases, call, RUNS, log);
    // The rare account is the oldest: follow the cursor as the admin's Next would.
    for (const [name, q] of [
      ['rare email, walked to the oldest account', 'zubaida.needle@example.com'],
      ['fragment "needl" (text fallback), walked to the oldest account', 'needl'],
    ] as const) {
      log(name);
      results.push(await walkToMatch(name, counter, (cursor) => call({ q, cursor }), MAX_SEARCH_PAGES));
    }
    const load = { before: loadBefore, after: loadavg()[0]! };
    writeFileSync(resultFile, JSON.stringify({ size, seedMs, tokenItems, load, cases: results } satisfies SizeResult));
  });

export const renderUsers = (results: SizeResult[]): string =>
  [
    `\`listUsersPage\` (the GET /api/admin/users domain call) against DynamoDB Local (in memory) with N seeded accounts ` +
      `(95 % listeners, 5 % artists, 0.2 % admins; 2 % suspended, 1 % pending; one in ten named Nadia) and their search ` +
      `token items, ${RUNS} sequential runs per case, page size ${PAGE}. Items = DynamoDB items read per API request ` +
      `(ScannedCount for queries, what is billed; BatchGetItem responses included), max over the runs. A page merges the ` +
      `9 role × status partitions of GSI2 (joined) or GSI3 (name); the total comes from the STATS/USERS counters. A search ` +
      `by whole words sorted by joined reads the search-token partition of its longest word (≤ 200 token items and as ` +
      `many users per request); a fragment, or another sort, filters the directory partitions with a budget of 1,000 ` +
      `evaluated items per request, a page that found nothing returning a cursor to read on.`,
    '',
    ...renderSizes(results, 'users', true),
  ].join('\n');

export const section = seededSection<SizeResult>({
  name: 'admin-users',
  title: 'Admin users list and search at 1k and 100k users (search-token index)',
  description: 'seed 1k/100k accounts locally; items read and latency per page of /api/admin/users (list, filters, sorts, search)',
  script: fileURLToPath(import.meta.url),
  sizes: () => sizesFromEnv('BENCH_USER_SIZES', [1000, 100_000]),
  failed: (size, error) => ({ size, seedMs: 0, cases: [], error }),
  render: renderUsers,
});

runAsWorker(runWorker);
