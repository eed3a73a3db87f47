/** Generating songs: one in this thread, or many over a pool of worker threads on every core. */
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { renderSong } from './song';
import type { SongSpec } from './spec';

/** One song, encoded in this thread. */
export async function generateSongAudio(spec: SongSpec): Promise<Uint8Array> {
  return renderSong(spec);
}

/**
 * Many songs over a pool of worker threads (`concurrency` ≤ 1 renders in this thread).
 * Results keep the order of `specs`.
 */
export async function generateCatalogueAudio(
  specs: readonly SongSpec[],
  { concurrency = availableParallelism() }: { concurrency?: number } = {},
): Promise<Uint8Array[]> {
  const workers = Math.min(concurrency, specs.length);
  if (workers <= 1) return specs.map(renderSong);
  const results = new Array<Uint8Array>(specs.length);
  // Longest songs first keeps the workers' finishing times close.
  const queue = specs.map((_, i) => i).sort((a, b) => specs[b]!.durationSeconds - specs[a]!.durationSeconds);
  await Promise.all(Array.from({ length: workers }, () => runWorker(specs, queue, results)));
  return results;
}

/**
 * The worker is TypeScript, run from sources (local stack and vitest alike). Worker threads do
 * not inherit tsx's loader, and `execArgv: ['--import', 'tsx']` does not reach the worker's
 * entry module on Node 20, so the bootstrap registers tsx itself before importing it.
 */
const TSX_API = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs'));
const WORKER_BOOTSTRAP = `import(${JSON.stringify(TSX_API.href)})
  .then(({ register }) => { register(); return import(${JSON.stringify(new URL('./worker.ts', import.meta.url).href)}); })`;

function runWorker(specs: readonly SongSpec[], queue: number[], results: Uint8Array[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_BOOTSTRAP, { eval: true });
    let current = -1;
    const next = () => {
      const index = queue.shift();
      if (index === undefined) {
        void worker.terminate().then(() => resolve());
        return;
      }
      current = index;
      worker.postMessage(specs[index]);
    };
    worker.on('message', (bytes: Uint8Array) => {
      results[current] = bytes;
      next();
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (queue.length > 0 || results[current] === undefined) reject(new Error(`seed-audio worker exited with code ${code}`));
    });
    next();
  });
}
