/**
 * Shared helpers for bench sections. A section is a module `scripts/bench/<name>.ts` whose
 * `run()` returns markdown; `scripts/bench/index.ts` decides which sections run.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Scratch space under node_modules so bundles resolve externals (`@aws-sdk/*`) from the repo. */
export const cacheDir = (...parts: string[]): string => {
  const dir = join(repoRoot, 'node_modules', '.cache', 'bench', ...parts);
  mkdirSync(dir, { recursive: true });
  return dir;
};

export interface Section {
  /** CLI name: `npm run bench -- --only <name>`. */
  name: string;
  /** Markdown heading. */
  title: string;
  /** One line for `--list`. */
  description: string;
  /** Measures and returns the section body (markdown, without the heading). */
  run: () => Promise<string>;
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** A positive whole count from the environment (`BENCH_*`), `fallback` when unset or not a number. */
export const envCount = (name: string, fallback: number): number => Math.max(1, Number(process.env[name] ?? fallback) || fallback);

/** Runs `fn` over `items` with at most `limit` in flight; the results in the items' order. */
export const pool = async <T, R>(items: T[], limit: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> => {
  const out = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!, i);
      }
    }),
  );
  return out;
};

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
export const ms = (n: number): string => n.toFixed(1);

/** Markdown table; `|` in cells is escaped and newlines flattened. */
export const table = (head: string[], rows: string[][]): string => {
  const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
  return [
    `| ${head.map(cell).join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');
};

/** Progress goes to stderr so stdout stays the markdown report. */
export const progress = (msg: string): void => {
  process.stderr.write(`[bench] ${msg}\n`);
};

/** DynamoDB calls made and items read through a client since `countReads` was attached. */
export interface ReadCounter {
  requests: number;
  items: number;
}

/**
 * Counts every call through `client` and the items it read: a GetItem's item, a BatchGetItem's
 * responses, and for a Query what it evaluated (ScannedCount: a filter is billed for what it read,
 * not what it returned), else what it returned.
 */
export const countReads = (client: DynamoDBDocumentClient): ReadCounter => {
  const counter: ReadCounter = { requests: 0, items: 0 };
  client.middlewareStack.add(
    (next) => async (args) => {
      const out = await next(args);
      const o = out.output as { Item?: unknown; Items?: unknown[]; ScannedCount?: number; Responses?: Record<string, unknown[]> };
      counter.requests++;
      if (o.Item) counter.items++;
      for (const got of Object.values(o.Responses ?? {})) counter.items += got.length;
      if (typeof o.ScannedCount === 'number') counter.items += o.ScannedCount;
      else if (Array.isArray(o.Items)) counter.items += o.Items.length;
      return out;
    },
    { step: 'initialize', name: 'benchItemCounter' },
  );
  return counter;
};

/**
 * Runs `script --worker <size> <resultFile>` in its own process group (its functions read their
 * configuration at import, so each size needs a fresh process), streams its output to stderr, stops
 * it after `timeoutMs`, and answers what it wrote to the result file, or `failed(reason)`.
 */
export const runSizeWorker = <T>(script: string, size: number, timeoutMs: number, failed: (reason: string) => T): Promise<T> => {
  const dir = mkdtempSync(join(tmpdir(), 'mm-bench-result-'));
  const resultFile = join(dir, 'result.json');
  return new Promise<T>((resolvePromise) => {
    const child = spawn(join(repoRoot, 'node_modules', '.bin', 'tsx'), [script, '--worker', String(size), resultFile], {
      cwd: repoRoot,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child.stdout.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        /* gone */
      }
    }, timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      try {
        resolvePromise(JSON.parse(readFileSync(resultFile, 'utf8')) as T);
      } catch {
        resolvePromise(failed(`worker failed: exit ${signal ?? code}`));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
};
