/**
 * `GET /api/songs` at catalogue scale: for each size, seed a fresh local stack (DynamoDB Local +
 * s3rver) with the scale catalogue, then call the real handler in-process and measure latency and
 * the DynamoDB items/requests each call costs, cold (first call builds the search index) and warm.
 *
 * Each size runs in its own child process (this file with `--worker <size>`): the functions'
 * configuration and DynamoDB client are fixed at import, and the warm index is module state, so a
 * fresh process per size gives a fresh endpoint and a truly cold index.
 *
 * Sizes: env BENCH_SONG_SIZES (comma-separated, default 1000,100000).
 * Target (measured here, never asserted in tests): warm requests read 1 item (the catalogue
 * version) whatever the catalogue size.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { DEFAULT_ROUTE_TIMEOUT_SECONDS, routes } from '../../shared/api/routes';
import { median, ms, progress, repoRoot, table, type Section } from './lib';

export const DEFAULT_SIZES = [1000, 100_000];
export const WARM_REQUESTS = 200;
const WARMUP_REQUESTS = 20;
export const TARGET_WARM_ITEMS = 1;
/** Per size: seeding 100k songs into DynamoDB Local takes minutes. */
const WORKER_TIMEOUT_MS = 30 * 60_000;

interface CaseResult {
  name: string;
  query: string;
  results: number;
  latencies: number[];
  items: { mean: number; max: number };
  requests: { mean: number; max: number };
}

interface SizeResult {
  size: number;
  /** Seeding includes writing the search snapshot (a full read of the catalogue). */
  seedMs: number;
  snapshotBytes: number;
  /** Cold starts from the snapshot. */
  cold: { ms: number; items: number; requests: number }[];
  /** Cold starts without a snapshot: the whole catalogue read from the table. */
  rebuild: { ms: number; items: number; requests: number }[];
  cases: CaseResult[];
  error?: string;
}

const p95 = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)]!;
};

const sizesFromEnv = (): number[] => {
  const raw = process.env.BENCH_SONG_SIZES?.trim();
  if (!raw) return DEFAULT_SIZES;
  const sizes = raw.split(',').map((s) => Number(s.trim()));
  if (sizes.some((n) => !Number.isInteger(n) || n < 1 || n > 1_000_000)) {
    throw new Error(`BENCH_SONG_SIZES must be whole numbers from 1 to 1000000, got "${raw}"`);
  }
  return sizes;
};

// ---------------------------------------------------------------------------------------------
// Worker: one catalogue size in this process.

const listEvent = (query: Record<string, string>): APIGatewayProxyEventV2 => {
  const rawQueryString = new URLSearchParams(query).toString();
  return {
    version: '2.0',
    routeKey: `${routes.listSongs.method} ${routes.listSongs.path}`,
    rawPath: routes.listSongs.path,
    rawQueryString,
    headers: { accept: 'application/json' },
    queryStringParameters: Object.keys(query).length ? { ...query } : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: routes.listSongs.method, path: routes.listSongs.path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' },
      requestId: 'bench',
      routeKey: `${routes.listSongs.method} ${routes.listSongs.path}`,
      stage: '$default',
      time: '',
      timeEpoch: Date.now(),
    },
    isBase64Encoded: false,
  };
};

/** The deployed timeout of `GET /api/songs` (its `timeoutSeconds` in the route table). */
export const ROUTE_TIMEOUT_MS = (routes.listSongs.timeoutSeconds ?? DEFAULT_ROUTE_TIMEOUT_SECONDS) * 1000;
/** Cold calls get a generous budget so the index build is measured even when it exceeds the route timeout. */
const COLD_BUDGET_MS = 15 * 60_000;
const lambdaContext = (remainingMs: number) =>
  ({ awsRequestId: 'bench', getRemainingTimeInMillis: () => remainingMs }) as unknown as Context;

async function runWorker(size: number, resultFile: string): Promise<void> {
  const { writeFileSync } = await import('node:fs');
  const { startLocalStack } = await import('../local/stack');
  const dataDir = mkdtempSync(join(tmpdir(), `mm-bench-songs-${size}-`));
  const log = (line: string) => progress(`[songs ${size}] ${line.trim()}`);
  const stack = await startLocalStack({ dataDir, sitePort: 5173, log });
  try {
    // Imported only now: the functions read their configuration from process.env at import.
    const { seedScaleCatalogue, scaleSong } = await import('../seed');
    const { ddb } = await import('../../functions/data/client');
    const { resetSearchCache } = await import('../../functions/domain/catalogue/catalogue-cache');
    const { handler } = await import('../../functions/http/list-songs');

    log(`seeding ${size} songs`);
    const seedStarted = performance.now();
    await seedScaleCatalogue(size, log);
    const seedMs = performance.now() - seedStarted;

    // Every DynamoDB call from the functions goes through this client: count calls and items.
    const counter = { requests: 0, items: 0 };
    ddb.middlewareStack.add(
      (next) => async (args) => {
        const out = await next(args);
        const o = out.output as {
          Item?: unknown;
          Items?: unknown[];
          Responses?: Record<string, unknown[]> | unknown[];
        };
        counter.requests++;
        if (o.Item) counter.items++;
        if (Array.isArray(o.Items)) counter.items += o.Items.length;
        if (o.Responses && !Array.isArray(o.Responses)) {
          for (const rows of Object.values(o.Responses)) counter.items += rows.length;
        }
        return out;
      },
      { step: 'initialize', name: 'benchItemCounter' },
    );

    const call = async (query: Record<string, string>, budgetMs = ROUTE_TIMEOUT_MS) => {
      const before = { ...counter };
      const t0 = performance.now();
      const res = await handler(listEvent(query), lambdaContext(budgetMs));
      const elapsed = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`GET /api/songs?${new URLSearchParams(query)} → ${res.statusCode}: ${res.body}`);
      const body = JSON.parse(res.body ?? '[]') as unknown[];
      const header = Object.entries(res.headers ?? {}).find(([k]) => k.toLowerCase() === 'x-next-cursor')?.[1];
      return {
        ms: elapsed,
        items: counter.items - before.items,
        requests: counter.requests - before.requests,
        results: body.length,
        next: header === undefined ? undefined : String(header),
      };
    };

    // Cold, as deployed: the first call of a fresh container loads the snapshot the seed wrote
    // (one S3 GET) and replays the change log since it.
    const { DeleteObjectCommand, HeadObjectCommand } = await import('@aws-sdk/client-s3');
    const { s3: loadS3, mediaBucket } = await import('../../functions/media/s3-client');
    const { client: s3 } = await loadS3();
    const { CATALOGUE_SNAPSHOT_KEY } = await import('../../shared/constants');
    const snapshotBytes = async () =>
      (await s3.send(new HeadObjectCommand({ Bucket: mediaBucket, Key: CATALOGUE_SNAPSHOT_KEY }))).ContentLength ?? 0;
    const snapshotSize = await snapshotBytes();
    const coldRuns = size <= 10_000 ? 5 : 3;
    const cold: SizeResult['cold'] = [];
    for (let i = 0; i < coldRuns; i++) {
      resetSearchCache();
      log(`cold start from the snapshot ${i + 1}/${coldRuns}`);
      const r = await call({}, COLD_BUDGET_MS);
      cold.push({ ms: r.ms, items: r.items, requests: r.requests });
    }
    // Cold without a snapshot (the first start ever, or the log no longer reaching back to it):
    // the whole catalogue is read from the table, and a snapshot written for the next start.
    const rebuildRuns = size <= 10_000 ? 3 : 1;
    const rebuild: SizeResult['cold'] = [];
    for (let i = 0; i < rebuildRuns; i++) {
      await s3.send(new DeleteObjectCommand({ Bucket: mediaBucket, Key: CATALOGUE_SNAPSHOT_KEY }));
      resetSearchCache();
      log(`cold rebuild from the table ${i + 1}/${rebuildRuns}`);
      const r = await call({}, COLD_BUDGET_MS);
      rebuild.push({ ms: r.ms, items: r.items, requests: r.requests });
    }
    if ((await snapshotBytes()) === 0) throw new Error('the rebuild did not write a snapshot');

    const first = await call({ limit: '50' });
    if (!first.next) throw new Error('the first page has no X-Next-Cursor; cannot measure page 2');
    const artist = scaleSong(Math.floor(size / 2), size).artist;
    const cases: { name: string; query: Record<string, string> }[] = [
      { name: 'newest (no query)', query: { limit: '50' } },
      { name: 'common word', query: { q: 'neon' } },
      { name: 'rare: one artist', query: { q: artist } },
      { name: 'genre + sort', query: { genre: 'jazz', sort: 'price' } },
      { name: 'page 2 (cursor)', query: { limit: '50', cursor: first.next } },
      // Licence tiers: the price filter compares each scanned song's cheapest offered tier.
      { name: 'price band (cheapest tier)', query: { minPrice: '5', maxPrice: '15', limit: '50' } },
      { name: 'price matching no song', query: { maxPrice: '0.5' } },
    ];
    const results: CaseResult[] = [];
    for (const c of cases) {
      log(`${c.name}: ${WARMUP_REQUESTS} warm-up + ${WARM_REQUESTS} requests`);
      for (let i = 0; i < WARMUP_REQUESTS; i++) await call(c.query);
      const runs = [];
      for (let i = 0; i < WARM_REQUESTS; i++) runs.push(await call(c.query));
      const items = runs.map((r) => r.items);
      const requests = runs.map((r) => r.requests);
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      results.push({
        name: c.name,
        query: Object.entries(c.query)
          .map(([k, v]) => `${k}=${k === 'cursor' ? '<page 1 X-Next-Cursor>' : v}`)
          .join('&'),
        results: runs[0]!.results,
        latencies: runs.map((r) => r.ms),
        items: { mean: mean(items), max: Math.max(...items) },
        requests: { mean: mean(requests), max: Math.max(...requests) },
      });
    }
    const result: SizeResult = { size, seedMs, snapshotBytes: snapshotSize, cold, rebuild, cases: results };
    writeFileSync(resultFile, JSON.stringify(result));
  } finally {
    log('stopping the local stack');
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  }
}

// ---------------------------------------------------------------------------------------------
// Parent: one worker per size, then the report.

const runSize = (size: number): Promise<SizeResult> => {
  const dir = mkdtempSync(join(tmpdir(), 'mm-bench-songs-result-'));
  const resultFile = join(dir, 'result.json');
  return new Promise<SizeResult>((resolvePromise) => {
    const child = spawn(
      join(repoRoot, 'node_modules', '.bin', 'tsx'),
      [fileURLToPath(import.meta.url), '--worker', String(size), resultFile],
      {
        cwd: repoRoot,
        env: { ...process.env, BENCH_PARENT_PID: String(process.pid) },
        stdio: ['ignore', 'pipe', 'pipe'], // stdout is the report: the worker's output goes to stderr
        detached: true, // own process group: a timeout stops tsx, node and Java together
      },
    );
    child.stdout.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    let stderrTail = '';
    child.stderr.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      stderrTail = (stderrTail + chunk.toString()).slice(-4000);
    });
    const timer = setTimeout(() => {
      progress(`[songs ${size}] timed out after ${WORKER_TIMEOUT_MS / 60_000} min; stopping the worker`);
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        /* gone */
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL'); // tsx, node and Java together
        } catch {
          /* gone */
        }
      }, 5000).unref();
    }, WORKER_TIMEOUT_MS);
    const fail = (error: string): SizeResult => ({ size, seedMs: 0, snapshotBytes: 0, cold: [], rebuild: [], cases: [], error });
    child.once('error', (err) => {
      clearTimeout(timer);
      resolvePromise(fail(`could not start the worker: ${err.message}`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      try {
        resolvePromise(JSON.parse(readFileSync(resultFile, 'utf8')) as SizeResult);
      } catch {
        const lines = stderrTail.split('\n').map((l) => l.trim());
        const detail = lines.find((l) => /^(\w*Error|Error)\b.*:/.test(l)) ?? `exit ${signal ?? code}`;
        resolvePromise(fail(`worker failed: ${detail.slice(0, 200)}`));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
};

const fmtCount = (x: { mean: number; max: number }) =>
  Number.isInteger(x.mean) && x.mean === x.max ? String(x.max) : `${x.mean.toFixed(2)} (max ${x.max})`;

export const renderSongs = (results: SizeResult[]): string => {
  const out: string[] = [
    `In-process \`GET /api/songs\` handler against DynamoDB Local and s3rver, ${WARM_REQUESTS} sequential warm requests ` +
      `per case (after ${WARMUP_REQUESTS} warm-up). Items/requests = DynamoDB items read and calls made per API request. ` +
      `Target: warm requests read ${TARGET_WARM_ITEMS} item whatever the catalogue size. ` +
      `Cold = first call of a fresh container: normally it loads the search snapshot from the media bucket (one GET) and ` +
      `replays the change log since it; without a usable snapshot it reads the whole catalogue from the table and writes ` +
      `one. Both are compared with the deployed ${ROUTE_TIMEOUT_MS / 1000} s route timeout. Seed time includes writing ` +
      `the snapshot (one full read). DynamoDB Local is typically slower than DynamoDB for large reads, so rebuild ` +
      `numbers here are likely pessimistic.`,
    '',
  ];
  const coldCell = (runs: { ms: number }[]) => {
    if (runs.length === 0) return '—';
    const xs = runs.map((c) => c.ms);
    const slow = Math.max(...xs) > ROUTE_TIMEOUT_MS;
    return (
      `${ms(median(xs))}${runs.length > 1 ? ` (${runs.length} runs, ${ms(Math.min(...xs))}–${ms(Math.max(...xs))})` : ''}` +
      (slow ? ` ⚠️ over the ${ROUTE_TIMEOUT_MS / 1000} s route timeout` : ' ✅')
    );
  };
  const readCell = (runs: { items: number; requests: number }[]) =>
    runs.length === 0
      ? '—'
      : `${Math.max(...runs.map((c) => c.items)).toLocaleString('en-US')} items / ${Math.max(...runs.map((c) => c.requests))} requests`;
  const summary = results.map((r) => {
    if (r.error) return [r.size.toLocaleString('en-US'), '—', '—', '—', '—', '—', '—', `❌ ${r.error}`];
    const worst = Math.max(...r.cases.map((c) => c.items.max));
    return [
      r.size.toLocaleString('en-US'),
      `${(r.seedMs / 1000).toFixed(1)} s`,
      `${(r.snapshotBytes / 1024 / 1024).toFixed(2)} MB`,
      coldCell(r.cold),
      readCell(r.cold),
      coldCell(r.rebuild),
      readCell(r.rebuild),
      worst <= TARGET_WARM_ITEMS ? '✅' : `⚠️ warm requests read up to ${worst} items`,
    ];
  });
  out.push(
    table(
      ['Songs', 'Seed time', 'Snapshot (gzip)', 'Cold start from snapshot (ms)', 'Its DynamoDB reads', 'Cold rebuild, no snapshot (ms)', 'Its DynamoDB reads', 'Warm items target'],
      summary,
    ),
    '',
  );

  const rows: string[][] = [];
  for (const r of results) {
    for (const c of r.cases) {
      rows.push([
        r.size.toLocaleString('en-US'),
        c.name,
        `\`${c.query || '(none)'}\``,
        String(c.results),
        ms(median(c.latencies)),
        ms(p95(c.latencies)),
        fmtCount(c.items),
        fmtCount(c.requests),
        c.items.max <= TARGET_WARM_ITEMS ? '✅' : '⚠️',
      ]);
    }
  }
  if (rows.length) {
    out.push(table(['Songs', 'Case', 'Query', 'Results', 'Median (ms)', 'p95 (ms)', 'Items read', 'DDB requests', ''], rows));
  }
  return out.join('\n');
};

async function runSection(): Promise<string> {
  const sizes = sizesFromEnv();
  const results: SizeResult[] = [];
  for (const size of sizes) {
    progress(`songs: catalogue of ${size} (own process and data folder)`);
    results.push(await runSize(size));
  }
  return renderSongs(results);
}

export const section: Section = {
  name: 'songs',
  title: 'Catalogue list and search (`GET /api/songs`)',
  description: 'seed 1k/100k songs locally; warm/cold latency and DynamoDB items read per request',
  run: runSection,
};

// Worker entry: `tsx scripts/bench/songs.ts --worker <size> <result.json>`.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--worker') {
  const size = Number(process.argv[3]);
  const resultFile = process.argv[4]!;
  // The bench vanishing (even SIGKILLed) must not leave Java behind.
  const benchPid = Number(process.env.BENCH_PARENT_PID);
  setInterval(() => {
    try {
      if (benchPid) process.kill(benchPid, 0);
    } catch {
      process.kill(process.pid, 'SIGTERM');
    }
  }, 1000).unref();
  let stopping = false;
  for (const sig of ['SIGTERM', 'SIGINT'] as const) {
    process.on(sig, () => {
      if (stopping) process.exit(1);
      stopping = true;
      // Exiting runs the DynamoDB Local exit hook (kills Java by PID).
      process.exit(1);
    });
  }
  runWorker(size, resultFile).then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
