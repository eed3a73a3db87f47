/**
 * What the benches on a seeded local stack share (admin orders, admin users, orders export): sizes
 * from the environment, one worker process per size on a fresh in-memory stack, the seeded bench
 * orders, and the cases timed with the DynamoDB items and calls they cost.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OrderRecord } from '../../functions/data/orders-repo';
import { median, ms, progress, runSizeWorker, table, type ReadCounter, type Section } from './lib';

const WORKER_TIMEOUT_MS = 40 * 60_000;

/** Sizes from a comma-separated environment variable, else `defaults`. */
export const sizesFromEnv = (name: string, defaults: number[]): number[] => {
  const raw = process.env[name]?.trim();
  if (!raw) return defaults;
  const sizes = raw.split(',').map((s) => Number(s.trim()));
  if (sizes.some((n) => !Number.isInteger(n) || n < 1 || n > 1_000_000)) throw new Error(`${name}: bad value "${raw}"`);
  return sizes;
};

/** A section whose sizes each run in a worker process (`script --worker <size>`), then one report. */
export const seededSection = <R>(s: {
  name: string;
  title: string;
  description: string;
  script: string;
  sizes: () => number[];
  failed: (size: number, reason: string) => R;
  render: (results: R[]) => string;
}): Section => ({
  name: s.name,
  title: s.title,
  description: s.description,
  run: async () => {
    const results: R[] = [];
    for (const size of s.sizes()) results.push(await runSizeWorker<R>(s.script, size, WORKER_TIMEOUT_MS, (error) => s.failed(size, error)));
    return s.render(results);
  },
});

/** When this process is a size's worker (`--worker <size> <result file>`): runs it and exits. */
export const runAsWorker = (work: (size: number, resultFile: string) => Promise<void>): void => {
  if (process.argv[2] !== '--worker') return;
  work(Number(process.argv[3]), process.argv[4]!).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};

export interface StackRun {
  log: (line: string) => void;
  /** The machine's 1-minute load average before the stack started. */
  loadBefore: number;
}

/**
 * Runs `work` on a fresh local stack (DynamoDB Local in memory) in a data folder of its own, stopped
 * and removed afterwards. Import `functions/` inside `work`: its configuration is read at import.
 */
export async function withSeededStack(label: string, size: number, sitePort: number, work: (run: StackRun) => Promise<void>): Promise<void> {
  const { startLocalStack } = await import('../local/stack');
  const dataDir = mkdtempSync(join(tmpdir(), `mm-bench-${label}-${size}-`));
  const log = (line: string) => progress(`[${label} ${size}] ${line.trim()}`);
  const loadBefore = loadavg()[0]!;
  const stack = await startLocalStack({ dataDir, sitePort, log, inMemoryTable: true });
  try {
    await work({ log, loadBefore });
  } finally {
    log('stopping the local stack');
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  }
}

/** Milliseconds `seed` took. */
export const timed = async (seed: () => Promise<unknown>): Promise<number> => {
  const started = performance.now();
  await seed();
  return performance.now() - started;
};

/**
 * `size` bench orders, oldest first a minute apart from 2024-01-01: every tenth failed, every third
 * pending, the rest completed; `buyer(id)` names the buyer and the song, `extra` adds fields.
 */
export async function benchOrders(
  size: number,
  buyer: (id: number) => { name: string; email: string; title: string },
  extra: (id: number, order: OrderRecord) => Partial<OrderRecord> = () => ({}),
): Promise<OrderRecord[]> {
  const { pendingItemKeys } = await import('../../functions/data/keys');
  const start = Date.UTC(2024, 0, 1);
  return Array.from({ length: size }, (_, i) => {
    const id = i + 1;
    const { name, email, title } = buyer(id);
    const at = new Date(start + id * 60_000).toISOString();
    const order: OrderRecord = {
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
      status: id % 10 === 0 ? 'failed' : id % 3 === 0 ? 'pending' : 'completed',
      createdAt: at,
      updatedAt: at,
      searchText: `${id} ${name} ${email} ${title} bench artist`.toLowerCase(),
    };
    return { ...order, ...extra(id, order) };
  });
}

/** One API request as measured: its latency, the DynamoDB items and calls it cost, and its page. */
export interface PageCall {
  ms: number;
  items: number;
  requests: number;
  results: number;
  total?: number;
  next?: string;
}

/** `call` timed, with the items and calls `counter` saw it make. */
export const measuredCall =
  <Q, P>(counter: ReadCounter, call: (query: Q) => Promise<P>, page: (answer: P) => Pick<PageCall, 'results' | 'total' | 'next'>) =>
  async (query: Q): Promise<PageCall> => {
    const before = { ...counter };
    const t0 = performance.now();
    const answer = await call(query);
    return { ms: performance.now() - t0, items: counter.items - before.items, requests: counter.requests - before.requests, ...page(answer) };
  };

export interface CaseResult {
  name: string;
  results: number;
  total?: number;
  /** Median and max over the runs of one API request. */
  latencyMs: { median: number; max: number };
  items: number;
  requests: number;
  /** For a search walked to its first match: API requests (pages) it took, and items read in all. */
  pages?: number;
  totalItems?: number;
}

/** Each case run `runs` times in a row: latency median and max, items and calls at most. */
export async function runCases<Q>(
  cases: readonly { name: string; query: Q }[],
  call: (query: Q) => Promise<PageCall>,
  runs: number,
  log: (line: string) => void,
): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const c of cases) {
    log(c.name);
    const done: PageCall[] = [];
    for (let i = 0; i < runs; i++) done.push(await call(c.query));
    const latencies = done.map((r) => r.ms);
    results.push({
      name: c.name,
      results: done[0]!.results,
      ...(done[0]!.total === undefined ? {} : { total: done[0]!.total }),
      latencyMs: { median: median(latencies), max: Math.max(...latencies) },
      items: Math.max(...done.map((r) => r.items)),
      requests: Math.max(...done.map((r) => r.requests)),
    });
  }
  return results;
}

/** A search followed page after page, as the admin's Next would, until it finds something (at most `maxPages`). */
export async function walkToMatch(
  name: string,
  counter: ReadCounter,
  page: (cursor: string | undefined) => Promise<PageCall>,
  maxPages: number,
): Promise<CaseResult> {
  let cursor: string | undefined;
  let pages = 0;
  let found = 0;
  const before = { ...counter };
  const t0 = performance.now();
  do {
    const r = await page(cursor);
    pages++;
    found += r.results;
    cursor = r.next;
  } while (found === 0 && cursor && pages < maxPages);
  const took = performance.now() - t0;
  return {
    name,
    results: found,
    latencyMs: { median: took, max: took },
    items: 0,
    requests: counter.requests - before.requests,
    pages,
    totalItems: counter.items - before.items,
  };
}

export interface SizeResult {
  size: number;
  seedMs: number;
  /** Token items written with the seeded records. */
  tokenItems?: number;
  /** The machine's 1-minute load average before the seed and after the last case. */
  load?: { before: number; after: number };
  cases: CaseResult[];
  error?: string;
}

/** One heading and table of cases per size; `withTotal` adds the answer's total. */
export function renderSizes(results: readonly SizeResult[], noun: string, withTotal: boolean): string[] {
  const out: string[] = [];
  for (const r of results) {
    const seeded = r.tokenItems === undefined ? '' : ` with ${r.tokenItems.toLocaleString('en-US')} search token items`;
    const load = r.load ? ` — load average (1 min) ${r.load.before.toFixed(2)} before, ${r.load.after.toFixed(2)} after` : '';
    out.push(
      `**${r.size.toLocaleString('en-US')} ${noun}** — seeded${seeded} in ${(r.seedMs / 1000).toFixed(1)} s${load}${r.error ? ` — ${r.error}` : ''}`,
      '',
    );
    if (r.cases.length === 0) continue;
    out.push(
      table(
        ['Case', 'Results', ...(withTotal ? ['Total'] : []), 'Median ms', 'Max ms', 'Items / request', 'Calls / request', 'Pages walked', 'Items in all'],
        r.cases.map((c) => [
          c.name,
          String(c.results),
          ...(withTotal ? [c.total === undefined ? '—' : c.total.toLocaleString('en-US')] : []),
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
  return out;
}
