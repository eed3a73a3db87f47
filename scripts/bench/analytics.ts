/**
 * The dashboard and analytics reads at store scale: a fresh local stack is seeded with three
 * years of day buckets, their month and recent hour buckets, 5,000 ranked songs, artists and
 * customers each and 5,000 activity entries; then the real handlers run in-process and every
 * DynamoDB item they read is counted. Target (measured here, never asserted): analytics `1y`
 * reads ≤ 400 items, and no figure's cost grows with the number of orders, users or songs.
 *
 * Runs in a child process (this file with `--worker`): the functions read their configuration
 * from process.env at import, which only the worker's stack sets.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, ms, progress, repoRoot, table, type Section } from './lib';

const RANKED_PER_KIND = 5000;
const ACTIVITY_ENTRIES = 5000;
const DAYS_OF_HISTORY = 3 * 366;
const RUNS = 20;
export const TARGET_1Y_ITEMS = 400;

interface CaseResult {
  name: string;
  items: number;
  requests: number;
  medianMs: number;
}

interface Result {
  seeded: number;
  seedMs: number;
  cases: CaseResult[];
  error?: string;
}

async function runWorker(resultFile: string): Promise<void> {
  const { writeFileSync } = await import('node:fs');
  const { startLocalStack } = await import('../local/stack');
  const dataDir = mkdtempSync(join(tmpdir(), 'mm-bench-analytics-'));
  const log = (line: string) => progress(`[analytics] ${line.trim()}`);
  const stack = await startLocalStack({ dataDir, sitePort: 5173, log });
  try {
    const { BatchWriteCommand } = await import('@aws-sdk/lib-dynamodb');
    const { ddb, tableName } = await import('../../functions/data/client');
    const { ENTITY, keys, rankingKinds } = await import('../../functions/data/keys');

    const items: Record<string, unknown>[] = [];
    const now = Date.now();
    const counters = (i: number) => ({
      revenueTakaMinor: 10_000 + i,
      orders: 3,
      ordersPlaced: 4,
      newUsers: 2,
      newSongs: 1,
      previews: 50,
      downloads: 5,
      lastSeenUsers: 1,
    });
    for (let d = 0; d < DAYS_OF_HISTORY; d++) {
      const day = new Date(now - d * 86_400_000).toISOString().slice(0, 10);
      items.push({ ...keys.dailyStats(day), _type: ENTITY.dailyStats, day, ...counters(d) });
    }
    for (let m = 0; m < 40; m++) {
      const d = new Date(now);
      const month = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - m, 1)).toISOString().slice(0, 7);
      items.push({ ...keys.monthlyStats(month), _type: ENTITY.monthlyStats, month, ...counters(m) });
    }
    for (let h = 0; h < 96; h++) {
      const hour = new Date(now - h * 3_600_000).toISOString().slice(0, 13);
      items.push({ ...keys.hourlyStats(hour), _type: ENTITY.hourlyStats, hour, ...counters(h) });
    }
    for (const kind of Object.values(rankingKinds)) {
      for (let i = 0; i < RANKED_PER_KIND; i++) {
        const id = `${kind}${String(i).padStart(8, '0')}`;
        const revenue = (i * 7919) % 1_000_000;
        items.push({
          ...keys.ranking(kind, id),
          ...keys.rankingIndex(kind, revenue, id),
          _type: ENTITY.ranking,
          id,
          name: `Name ${i}`,
          detail: `Artist ${i % 300}`,
          sales: 1 + (i % 40),
          revenueTakaMinor: revenue,
        });
      }
    }
    for (let i = 0; i < ACTIVITY_ENTRIES; i++) {
      const at = new Date(now - i * 60_000).toISOString();
      const id = `01BENCH${String(i).padStart(19, '0')}`;
      items.push({ ...keys.activity(at, id), _type: ENTITY.activity, id, kind: 'order', message: `New order #${i}: Song`, at });
    }
    log(`seeding ${items.length} items`);
    const seedStarted = performance.now();
    const batches: Record<string, unknown>[][] = [];
    for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < batches.length) {
          let pending = batches[next++]!.map((Item) => ({ PutRequest: { Item } }));
          while (pending.length) {
            const out = await ddb.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
            pending = (out.UnprocessedItems?.[tableName] ?? []) as typeof pending;
          }
        }
      }),
    );
    const seedMs = performance.now() - seedStarted;

    const counter = { requests: 0, items: 0 };
    ddb.middlewareStack.add(
      (nextHandler) => async (args) => {
        const out = await nextHandler(args);
        const o = out.output as { Item?: unknown; Items?: unknown[]; Responses?: Record<string, unknown[]> };
        counter.requests++;
        if (o.Item) counter.items++;
        if (Array.isArray(o.Items)) counter.items += o.Items.length;
        if (o.Responses && !Array.isArray(o.Responses)) for (const rows of Object.values(o.Responses)) counter.items += rows.length;
        return out;
      },
      { step: 'initialize', name: 'benchItemCounter' },
    );

    const dashboard = await import('../../functions/domain/analytics/dashboard');
    const measure = async (name: string, fn: () => Promise<unknown>): Promise<CaseResult> => {
      await fn();
      const before = { ...counter };
      await fn();
      const items = counter.items - before.items;
      const requests = counter.requests - before.requests;
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        await fn();
        times.push(performance.now() - t0);
      }
      return { name, items, requests, medianMs: median(times) };
    };
    const cases: CaseResult[] = [];
    for (const range of ['24h', '7d', '30d', '90d', '1y'] as const) {
      cases.push(await measure(`GET /api/admin/analytics?range=${range}`, () => dashboard.analytics(range)));
    }
    cases.push(await measure('GET /api/admin/stats', () => dashboard.dashboardStats()));
    cases.push(await measure('GET /api/admin/today-stats', () => dashboard.todayStats()));
    cases.push(await measure('GET /api/admin/top-songs?limit=10', () => dashboard.topSongs(10)));
    cases.push(await measure('GET /api/admin/activity?limit=10', () => dashboard.recentActivity(10)));
    cases.push(await measure('GET /api/admin/export-report', () => dashboard.exportReportCsv()));
    cases.push(await measure('GET /api/admin/health', () => dashboard.systemHealth()));
    writeFileSync(resultFile, JSON.stringify({ seeded: items.length, seedMs, cases } satisfies Result));
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const runInWorker = (): Promise<Result> => {
  const dir = mkdtempSync(join(tmpdir(), 'mm-bench-analytics-result-'));
  const resultFile = join(dir, 'result.json');
  return new Promise<Result>((resolvePromise) => {
    const child = spawn(join(repoRoot, 'node_modules', '.bin', 'tsx'), [fileURLToPath(import.meta.url), '--worker', resultFile], {
      cwd: repoRoot,
      env: { ...process.env, BENCH_PARENT_PID: String(process.pid) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.once('exit', (code, signal) => {
      try {
        resolvePromise(JSON.parse(readFileSync(resultFile, 'utf8')) as Result);
      } catch {
        resolvePromise({ seeded: 0, seedMs: 0, cases: [], error: `worker failed: exit ${signal ?? code}` });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
};

export const renderAnalytics = (r: Result): string => {
  if (r.error) return `❌ ${r.error}`;
  const year = r.cases.find((c) => c.name.endsWith('range=1y'));
  return [
    `Domain functions behind the dashboard and analytics routes, in-process against DynamoDB Local, after seeding ` +
      `${r.seeded.toLocaleString('en-US')} aggregate items (${DAYS_OF_HISTORY} day buckets, their months, 96 hour buckets, ` +
      `${RANKED_PER_KIND.toLocaleString('en-US')} ranked songs, artists and customers each, ` +
      `${ACTIVITY_ENTRIES.toLocaleString('en-US')} activity entries) in ${(r.seedMs / 1000).toFixed(1)} s. Items = DynamoDB items ` +
      `read per call; latency = median of ${RUNS} sequential calls. Target: analytics \`1y\` reads ≤ ${TARGET_1Y_ITEMS} items` +
      (year ? ` — ${year.items <= TARGET_1Y_ITEMS ? '✅' : '⚠️'} ${year.items} items.` : '.'),
    '',
    table(
      ['Call', 'Items read', 'Requests', 'Median (ms)'],
      r.cases.map((c) => [c.name, String(c.items), String(c.requests), ms(c.medianMs)]),
    ),
  ].join('\n');
};

export const section: Section = {
  name: 'analytics',
  title: 'Dashboard and analytics reads',
  description: 'items read and latency of the dashboard and analytics calls against seeded aggregates (1y ≤ 400 items)',
  run: async () => renderAnalytics(await runInWorker()),
};

if (process.argv[2] === '--worker') {
  runWorker(process.argv[3]!).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
