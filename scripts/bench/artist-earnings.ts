/**
 * The studio's earnings and sales reads at scale (issue 24): seed a fresh local stack (DynamoDB
 * Local in memory) with one artist's N ledger entries spread over a year, their day and month
 * buckets and the balance item (as N approvals would have written them), then read the earnings,
 * the sales of each range and a second page through the domain calls, counting DynamoDB items
 * read and calls made. Flat means: the same items per request at 1k and at 100k sales.
 *
 * Each size runs in its own child process (`--worker <size>`), as the other seeded benches do.
 * Sizes: env BENCH_ARTIST_SALES (comma-separated, default 1000,100000). Not part of `npm test`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countReads, median, ms, progress, table } from './lib';
import { runAsWorker, seededSection, sizesFromEnv } from './seeded';

const DEFAULT_SIZES = [1000, 100_000];
const RUNS = 20;
const ARTIST = '01BENCHARTIST0000000000000';
/** The artist's catalogue: every sale is of one of these, and each is played every day. */
const SONGS = 50;
const PLAYS_PER_SONG_DAY = 3;

interface CaseResult {
  name: string;
  results: number;
  latencyMs: { median: number; max: number };
  items: number;
  requests: number;
}
interface SizeResult {
  size: number;
  seedMs: number;
  cases: CaseResult[];
  error?: string;
}

async function runWorker(size: number, resultFile: string): Promise<void> {
  const { startLocalStack } = await import('../local/stack');
  const dataDir = mkdtempSync(join(tmpdir(), `mm-bench-artist-${size}-`));
  const log = (line: string) => progress(`[artist ${size}] ${line.trim()}`);
  const stack = await startLocalStack({ dataDir, sitePort: 5175, log, inMemoryTable: true });
  try {
    const { ddb } = await import('../../functions/data/client');
    const { batchWrite } = await import('../../functions/data/batch');
    const { ARTIST_ENTITY, artistKeys } = await import('../../functions/data/artist-keys');
    const { splitSale } = await import('../../functions/data/artist-ledger-repo');
    const { artistEarnings, artistSales } = await import('../../functions/domain/artists/earnings');

    const now = Date.now();
    const items: Record<string, unknown>[] = [];
    const buckets = new Map<string, { sales: number; grossMinor: number; commissionMinor: number; netMinor: number }>();
    const total = { sales: 0, grossMinor: 0, commissionMinor: 0, netMinor: 0 };
    const add = (key: string, f: typeof total) => {
      const b = buckets.get(key) ?? { sales: 0, grossMinor: 0, commissionMinor: 0, netMinor: 0 };
      for (const k of Object.keys(f) as (keyof typeof f)[]) b[k] += f[k];
      buckets.set(key, b);
    };
    // Every song is played every day at both sizes (plays do not follow sales), so the song periods the
    // table per song reads are the same at 1k and 100k sales: one per song and day (month) of the range.
    const songPeriods = new Map<string, { plays: number; sales: number; grossMinor: number; netMinor: number }>();
    const songOf = (n: number) => `01BENCHSONG${String(n % SONGS).padStart(15, '0')}`;
    const addSong = (key: string, f: { plays: number; sales: number; grossMinor: number; netMinor: number }) => {
      const b = songPeriods.get(key) ?? { plays: 0, sales: 0, grossMinor: 0, netMinor: 0 };
      for (const k of Object.keys(f) as (keyof typeof f)[]) b[k] += f[k];
      songPeriods.set(key, b);
    };
    for (let d = 0; d < 366; d++) {
      const day = new Date(now - d * 86_400_000).toISOString();
      for (let n = 0; n < SONGS; n++) {
        const plays = { plays: PLAYS_PER_SONG_DAY, sales: 0, grossMinor: 0, netMinor: 0 };
        addSong(`d${day.slice(0, 10)}#${songOf(n)}`, plays);
        addSong(`m${day.slice(0, 7)}#${songOf(n)}`, plays);
      }
    }
    for (let i = 1; i <= size; i++) {
      const at = new Date(now - Math.floor((i / size) * 365 * 86_400_000)).toISOString();
      const grossMinor = 109_900;
      const { commissionMinor, netMinor } = splitSale(grossMinor, 10);
      const f = { sales: 1, grossMinor, commissionMinor, netMinor };
      items.push({
        ...artistKeys.earning(ARTIST, at, i, 'sale'),
        _type: ARTIST_ENTITY.earning,
        kind: 'sale',
        orderId: i,
        songId: songOf(i),
        songTitle: `Bench Song ${i % SONGS}`,
        at,
        grossMinor,
        commissionRate: 10,
        commissionMinor,
        netMinor,
      });
      addSong(`d${at.slice(0, 10)}#${songOf(i)}`, { plays: 0, sales: 1, grossMinor, netMinor });
      addSong(`m${at.slice(0, 7)}#${songOf(i)}`, { plays: 0, sales: 1, grossMinor, netMinor });
      add(`d${at.slice(0, 10)}`, f);
      add(`m${at.slice(0, 7)}`, f);
      for (const k of Object.keys(f) as (keyof typeof f)[]) total[k] += f[k];
    }
    for (const [key, b] of buckets) {
      const k = key.startsWith('d') ? artistKeys.earningDay(ARTIST, key.slice(1)) : artistKeys.earningMonth(ARTIST, key.slice(1));
      items.push({ ...k, _type: ARTIST_ENTITY.earningBucket, ...b });
    }
    for (const [key, b] of songPeriods) {
      const [period, songId] = key.slice(1).split('#') as [string, string];
      const k = key.startsWith('d') ? artistKeys.songDay(ARTIST, period, songId) : artistKeys.songMonth(ARTIST, period, songId);
      items.push({ ...k, _type: ARTIST_ENTITY.songPeriod, songId, songTitle: `Bench Song ${Number(songId.slice(-4))}`, ...b });
    }
    items.push({ ...artistKeys.balance(ARTIST), _type: ARTIST_ENTITY.artistBalance, ...total, availableMinor: total.netMinor, heldMinor: 0, paidOutMinor: 0 });
    items.push({
      ...artistKeys.profile(ARTIST),
      _type: ARTIST_ENTITY.artistProfile,
      userId: ARTIST,
      artistName: 'Bench Artist',
      artistSlug: 'bench-artist',
      links: [],
      createdAt: new Date(now).toISOString(),
    });
    log(`seeding ${items.length} items (${size} ledger entries)`);
    const seedStarted = performance.now();
    await batchWrite(
      items.map((Item) => ({ PutRequest: { Item } })),
      { concurrency: 8 },
    );
    const seedMs = performance.now() - seedStarted;

    const counter = countReads(ddb);
    const measure = async (name: string, call: () => Promise<number>): Promise<CaseResult> => {
      log(name);
      const runs: { ms: number; items: number; requests: number; results: number }[] = [];
      for (let i = 0; i < RUNS; i++) {
        const before = { ...counter };
        const t0 = performance.now();
        const results = await call();
        runs.push({ ms: performance.now() - t0, items: counter.items - before.items, requests: counter.requests - before.requests, results });
      }
      const latencies = runs.map((r) => r.ms);
      return {
        name,
        results: runs[0]!.results,
        latencyMs: { median: median(latencies), max: Math.max(...latencies) },
        items: Math.max(...runs.map((r) => r.items)),
        requests: Math.max(...runs.map((r) => r.requests)),
      };
    };
    const cases: CaseResult[] = [];
    cases.push(await measure('earnings (GET /api/artist/earnings)', async () => (await artistEarnings(ARTIST)).sales));
    for (const range of ['7d', '30d', '90d', '12m'] as const) {
      cases.push(await measure(`sales range=${range}, first page`, async () => (await artistSales(ARTIST, { range })).sales.length));
    }
    const cursor = (await artistSales(ARTIST, { range: '12m' })).next_cursor ?? undefined;
    cases.push(await measure('sales range=12m, second page', async () => (await artistSales(ARTIST, { range: '12m', cursor })).sales.length));
    writeFileSync(resultFile, JSON.stringify({ size, seedMs, cases } satisfies SizeResult));
  } finally {
    log('stopping the local stack');
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  }
}

export const renderArtistEarnings = (results: SizeResult[]): string => {
  const out = [
    `The studio's reads (\`artistEarnings\`, \`artistSales\`: the domain calls of GET /api/artist/earnings and /api/artist/sales) ` +
      `against DynamoDB Local (in memory) with one artist's N ledger entries over a year, ${RUNS} sequential runs per case. ` +
      `Items = DynamoDB items read per request (max over the runs): the balance is one item, a range reads one bucket per day ` +
      `(or month), one page (50) of the ledger and, for the table per song, one item per song and day (month) with plays or ` +
      `sales, whatever N. The artist has ${SONGS} songs, each played every day at both sizes, so the song periods are the ` +
      `same at 1k and 100k sales (${SONGS} × the range's days); the first run of a case may add the settings item ` +
      `(minimum payout, cached per container).`,
    '',
  ];
  for (const r of results) {
    out.push(`**${r.size.toLocaleString('en-US')} sales** — seeded in ${(r.seedMs / 1000).toFixed(1)} s${r.error ? ` — ${r.error}` : ''}`, '');
    if (r.cases.length === 0) continue;
    out.push(
      table(
        ['Case', 'Results', 'Median ms', 'Max ms', 'Items / request', 'Calls / request'],
        r.cases.map((c) => [c.name, String(c.results), ms(c.latencyMs.median), ms(c.latencyMs.max), String(c.items), String(c.requests)]),
      ),
      '',
    );
  }
  return out.join('\n');
};

export const section = seededSection<SizeResult>({
  name: 'artist-earnings',
  title: "Artist earnings and sales reads (the studio's ledger)",
  description: 'seed 1k/100k ledger entries of one artist; items read per earnings and sales request',
  script: fileURLToPath(import.meta.url),
  sizes: () => sizesFromEnv('BENCH_ARTIST_SALES', DEFAULT_SIZES),
  failed: (size, error) => ({ size, seedMs: 0, cases: [], error }),
  render: renderArtistEarnings,
});

runAsWorker(runWorker);
