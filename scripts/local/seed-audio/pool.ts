/** Generating songs: one in this thread, or many over a pool of worker threads on every core. */
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { renderSong } from './song';
import type { SongAudio, SongSpec } from './spec';

/** One song's master, encoded in this thread. */
export async function generateSongAudio(spec: SongSpec): Promise<Uint8Array> {
  return renderSong(spec).master;
}

/**
 * Many songs over a pool of worker threads (`concurrency` ≤ 1 renders in this thread).
 * Results keep the order of `specs`.
 */
export async function generateCatalogueAudio(specs: readonly SongSpec[], opts: { concurrency?: number } = {}): Promise<SongAudio[]> {
  return Promise.all(generateEachSong(specs, opts));
}

/**
 * Like `generateCatalogueAudio`, but one promise per spec that settles as soon as that song is
 * done, so a caller can store the first songs while the pool still renders the rest.
 */
export function generateEachSong(
  specs: readonly SongSpec[],
  { concurrency = availableParallelism() }: { concurrency?: number } = {},
): Promise<SongAudio>[] {
  const settle = specs.map(() => deferred<SongAudio>());
  const workers = Math.min(concurrency, specs.length);
  if (workers <= 1) {
    specs.forEach((spec, i) => {
      try {
        settle[i]!.resolve(renderSong(spec));
      } catch (error) {
        settle[i]!.reject(error);
      }
    });
  } else {
    // Longest songs first keeps the workers' finishing times close.
    const queue = specs.map((_, i) => i).sort((a, b) => specs[b]!.durationSeconds - specs[a]!.durationSeconds);
    for (let w = 0; w < workers; w++) {
      runWorker(specs, queue, (i, bytes) => settle[i]!.resolve(bytes)).catch((error: unknown) => {
        // A dead worker fails every song not done yet (settling a done one again is a no-op).
        queue.splice(0);
        for (const s of settle) s.reject(error);
      });
    }
  }
  return settle.map((s) => s.promise);
}

/** `Promise.withResolvers` (Node 22+) for Node 20. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * The worker is TypeScript, run from sources (local stack and vitest alike). Worker threads do
 * not inherit tsx's loader, and `execArgv: ['--import', 'tsx']` does not reach the worker's
 * entry module on Node 20, so the bootstrap registers tsx itself before importing it.
 */
const TSX_API = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs'));
const WORKER_BOOTSTRAP = `import(${JSON.stringify(TSX_API.href)})
  .then(({ register }) => { register(); return import(${JSON.stringify(new URL('./worker.ts', import.meta.url).href)}); })`;

function runWorker(specs: readonly SongSpec[], queue: number[], done: (index: number, audio: SongAudio) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_BOOTSTRAP, { eval: true });
    let current = -1;
    let finished = false;
    const next = () => {
      const index = queue.shift();
      if (index === undefined) {
        finished = true;
        void worker.terminate().then(() => resolve());
        return;
      }
      current = index;
      worker.postMessage(specs[index]);
    };
    worker.on('message', (audio: SongAudio) => {
      done(current, audio);
      next();
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (!finished) reject(new Error(`seed-audio worker exited with code ${code}`));
    });
    next();
  });
}
