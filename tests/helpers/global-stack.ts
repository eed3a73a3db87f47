/**
 * vitest globalSetup for the projects that test the local stack (api, e2e, isolated): the real
 * local stack (scripts/dev.ts) on a temporary DATA_DIR and a free port, or nothing when
 * API_BASE_URL names a running/deployed stack.
 *
 * A test file leases a stack of its project's pool for as long as it runs (tests/helpers/stack-pool.ts,
 * docs/decisions/015-stack-leases.md), so a stack serves one test file at a time, as it did when the
 * whole suite ran in one worker: files that change store-wide settings never meet another file's
 * requests. api and e2e share one pool; isolated has its own (its files leave filler orders and
 * accounts behind). A pool holds up to `stacks` (vitest.config.ts); the sequencer
 * (tests/helpers/stack-sequencer.ts) says how many the run's files need, and those start at once.
 *
 * The shared stacks serve the production build of the web app (what ships; one bundle per page
 * instead of hundreds of dev modules for every fresh browser context), built once per run or taken
 * from TEST_WEB_DIST (CI builds it anyway); the isolated ones serve Vite's dev server, as `npm start`
 * does, so the journeys keep checking that one under the site's CSP too.
 *
 * The stacks start in the background: the setup answers at once and the files that need no stack
 * run meanwhile. tests/helpers/stack-setup.ts asks this process for a lease and waits.
 *
 * Provides: stackServer (where to ask), remoteStack (API_BASE_URL's, else null), withWeb, isolatedStack, stacks.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT } from '../../scripts/local/env';
import { spawnStack } from '../../scripts/local/spawn-stack';
import { paths } from '../../shared/api/paths';
import type { StackInfo } from './stack';
import { LeasePool } from './stack-pool';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where tests/helpers/stack-setup.ts asks for its worker's stack ('' when remote). */
    stackServer: string;
    /** The stack API_BASE_URL names, for every worker; null when the stacks are local. */
    remoteStack: StackInfo | null;
    withWeb: boolean;
    /**
     * Stacks of the project's own, not shared: for tests that switch the whole store (maintenance
     * mode) or fill its lists, which the shared stacks' tests would see.
     */
    isolatedStack: boolean;
    /** How many stacks the project's pool may start (at most one per file running at once). */
    stacks: number;
  }
}

/** The first start seeds 40 songs with generated audio (cached afterwards): generous on a busy 2-core machine. */
const READY_TIMEOUT_MS = 300_000;
const STOP_TIMEOUT_MS = 10_000;
/** Stacks booting at once: each boot keeps about one core busy (Java, Vite, the seed), and this machine has two. */
const CONCURRENT_STARTS = 2;

/** 20 characters with lower, upper, digit and symbol, so any sane password policy accepts it. */
export const randomPassword = () => `${randomBytes(15).toString('base64url').slice(0, 16)}aZ7!`;

interface RunningStack {
  info: StackInfo;
  stop: () => Promise<void>;
}

/** A pool of stacks lent per file over loopback HTTP (GET /lease/<worker>). */
interface StackPool {
  url: string;
  leases: LeasePool<RunningStack>;
  stop: () => Promise<void>;
}

/** The shared pool (api, e2e) or the isolated project's. */
type PoolKey = 'shared' | 'isolated';

interface PoolEntry {
  pool: Promise<StackPool>;
  users: number;
}

/**
 * The global setups of all projects run in the one vitest process, so what they share lives on
 * globalThis: the pools with a count of their users (the last teardown stops one), the demo
 * audio rendered once for every stack, the queue of stack starts, and the pools the run's files
 * need in the order they run (set by tests/helpers/stack-sequencer.ts, which runs after the setups).
 */
const shared = globalThis as typeof globalThis & {
  __marketplacePools?: Map<PoolKey, PoolEntry>;
  __marketplaceDemoAudio?: Promise<void>;
  __marketplaceStarts?: { running: number; waiting: (() => void)[] };
  __marketplaceWebBuild?: Promise<string>;
  __marketplaceStackDemand?: (pools: PoolKey[]) => void;
};

/** How a stack serves the web app: the production build, or Vite's dev server. */
type WebServer = 'build' | 'vite';

/** Which pool a project's files lease from. */
const poolOf = (provide: { isolatedStack?: boolean } | undefined): PoolKey => (provide?.isolatedStack === true ? 'isolated' : 'shared');

const pools = (shared.__marketplacePools ??= new Map<PoolKey, PoolEntry>());

/**
 * Starts the stacks the run's files will lease, in the order the files first need them: `need` names
 * each stack-backed file's pool, in run order. A pool starts no more than `stacks`.
 */
shared.__marketplaceStackDemand = (need) => {
  const wanted = new Map<PoolKey, number>();
  for (const key of need) {
    const count = (wanted.get(key) ?? 0) + 1;
    wanted.set(key, count);
    void pools.get(key)?.pool.then((pool) => pool.leases.prestart(count));
  }
};

export default async function setup(project: TestProject) {
  const withWeb = project.getProvidedContext().withWeb === true || project.config.provide?.withWeb === true;
  project.provide('withWeb', withWeb);

  const external = process.env.API_BASE_URL;
  if (external) {
    project.provide('stackServer', '');
    project.provide('remoteStack', {
      baseUrl: external.replace(/\/+$/, ''),
      // A stack started by hand on this machine (npm start): its data folder, for the outbox and sandbox tests.
      dataDir: process.env.API_DATA_DIR ?? '',
      adminEmail: process.env.ADMIN_EMAIL ?? '',
      adminPassword: process.env.ADMIN_PASSWORD ?? '',
      ddbEndpoint: process.env.API_DDB_ENDPOINT ?? '',
    });
    return () => {};
  }

  const key = poolOf(project.config.provide);
  let entry = pools.get(key);
  if (!entry) {
    entry = { pool: startPool(stacksOf(project), key === 'isolated' ? 'vite' : 'build'), users: 0 };
    pools.set(key, entry);
  }
  entry.users++;
  let pool: StackPool;
  try {
    pool = await entry.pool;
  } catch (err) {
    entry.users--;
    throw err;
  }
  project.provide('stackServer', pool.url);
  project.provide('remoteStack', null);

  let released = false;
  return async () => {
    if (released) return;
    released = true;
    entry.users--;
    if (entry.users === 0) {
      if (pools.get(key) === entry) pools.delete(key);
      await pool.stop();
    }
  };
}

/** The project's `stacks` (vitest.config.ts), else one per file vitest runs at once. */
function stacksOf(project: TestProject): number {
  const stacks = project.config.provide?.stacks;
  if (typeof stacks === 'number' && stacks >= 1) return stacks;
  return Math.max(1, project.config.maxWorkers || project.vitest.config.maxWorkers || 1);
}

/**
 * `GET /lease/<worker>` answers with a stack's info as soon as one is free, then keeps the response
 * open: the lease lasts until the file closes it (its last afterAll) or its worker process exits, so
 * a file that crashes or skips every test still gives its stack back.
 */
async function startPool(size: number, web: WebServer): Promise<StackPool> {
  const abort = new AbortController();
  const leases = new LeasePool<RunningStack>(size, () => startStack(abort.signal, web));

  const server = createServer((req, res) => {
    const worker = /^\/lease\/([\w-]+)$/.exec(req.url ?? '')?.[1];
    if (!worker) {
      res.writeHead(404).end(`no such lease: ${req.url}`);
      return;
    }
    // A worker runs one file at a time: whatever it still holds in any pool, its last file is done.
    for (const other of pools.values()) void other.pool.then((p) => p !== pool && p.leases.forget(worker));
    let lease: { release: () => void } | undefined;
    const closed = new AbortController();
    res.on('close', () => (lease ? lease.release() : closed.abort()));
    void leases.lease(worker, closed.signal).then((granted) => {
      lease = granted;
      if (res.destroyed) return granted.release();
      granted.stack.then(
        (stack) => res.writeHead(200, { 'content-type': 'application/x-ndjson' }).write(`${JSON.stringify(stack.info)}\n`),
        (err: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`the local stack did not start: ${err.message}`),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;

  const pool: StackPool = {
    url: `http://127.0.0.1:${port}`,
    leases,
    stop: async () => {
      abort.abort(); // stacks still starting stop where they are
      server.close();
      server.closeAllConnections();
      await Promise.all(
        leases.stacks().map((stack) =>
          stack.then(
            (s) => s.stop(),
            () => {},
          ),
        ),
      );
    },
  };
  return pool;
}

/** Runs `start` once fewer than CONCURRENT_STARTS stacks are booting. */
async function queuedStart<T>(start: () => Promise<T>): Promise<T> {
  const queue = (shared.__marketplaceStarts ??= { running: 0, waiting: [] });
  if (queue.running >= CONCURRENT_STARTS) await new Promise<void>((resolve) => queue.waiting.push(resolve));
  queue.running++;
  try {
    return await start();
  } finally {
    queue.running--;
    queue.waiting.shift()?.();
  }
}

/**
 * The demo catalogue's audio, rendered into the machine's cache once before the first stack starts
 * (on every core), so stacks starting together read it instead of each rendering all of it; the WAV
 * masters and stems too (scripts/local/tier-audio-cache.ts), in a process of their own, since they
 * render on the main thread, and then each song's preview, peaks and covers (scripts/local/seed-media-cache.ts).
 */
function demoAudio(): Promise<void> {
  const warn = (what: string) => (err: Error) => {
    process.stderr.write(`[global-stack] ${what} not cached ahead (${err.message}); each stack renders its own\n`);
  };
  return (shared.__marketplaceDemoAudio ??= Promise.all([
    import('../../scripts/local/demo-audio')
      .then(({ startDemoAudio }) => Promise.all(startDemoAudio().values()))
      .then(() => {}, warn('demo audio'))
      .then(() => songMedia().catch(warn('previews, peaks and covers'))),
    tierAudio().catch(warn('WAV masters and stems')),
  ]).then(() => {}));
}

const tierAudio = (): Promise<void> => runToEnd('tsx', ['scripts/local/tier-audio-cache.ts']);
const songMedia = (): Promise<void> => runToEnd('tsx', ['scripts/local/seed-media-cache.ts']);

/** Runs a package binary from the repository root outside vitest; rejects with the end of its stderr when it fails. */
function runToEnd(bin: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(REPO_ROOT, 'node_modules', '.bin', bin), args, {
      cwd: REPO_ROOT,
      env: { ...process.env, ...outsideVitest() },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${bin} ${args[0]} failed (exit code ${code}): ${errors.slice(-4000)}`)),
    );
  });
}

/** Removes vitest's variables, so a child runs as it would from a shell (`npm start`, `vite build`). */
const outsideVitest = (): Record<string, undefined> =>
  Object.fromEntries(
    Object.keys(process.env)
      .filter((key) => key.startsWith('VITEST') || key === 'TEST' || (key === 'NODE_ENV' && process.env.NODE_ENV === 'test'))
      .map((key) => [key, undefined]),
  );

/**
 * The web app's production build for the stacks that serve it: TEST_WEB_DIST when it holds one
 * (.ci/run's own build), else built once into a temporary folder removed when the run ends.
 */
function webBuild(): Promise<string> {
  const given = process.env.TEST_WEB_DIST;
  if (given && existsSync(join(given, 'index.html'))) return Promise.resolve(given);
  if (shared.__marketplaceWebBuild) return shared.__marketplaceWebBuild;
  const outDir = mkdtempSync(join(tmpdir(), 'mm-test-web-'));
  process.once('exit', () => rmSync(outDir, { recursive: true, force: true }));
  const build = runToEnd('vite', ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error']);
  return (shared.__marketplaceWebBuild = build.then(() => outDir));
}

async function startStack(signal: AbortSignal, web: WebServer): Promise<RunningStack> {
  const [, webDist] = await Promise.all([demoAudio(), web === 'build' ? webBuild() : undefined]);
  signal.throwIfAborted();
  const adminEmail = 'admin@test.local';
  const adminPassword = randomPassword();
  const stack = await queuedStart(async () => {
    signal.throwIfAborted();
    const spawned = await spawnStack({
      dataDirPrefix: 'mm-test-stack-',
      args: webDist ? ['--preview'] : [],
      readyTimeoutMs: READY_TIMEOUT_MS,
      stopTimeoutMs: STOP_TIMEOUT_MS,
      forwardOutput: true, // handler stack traces, shutdown messages
      keepLog: true, // <dataDir>/stack.log: tests/api/secrets-in-logs.test.ts reads what was logged
      warn: (message) => process.stderr.write(`[global-stack] ${message}\n`),
      signal,
      env: {
        ...outsideVitest(),
        WEB: undefined,
        WEB_DIST_DIR: webDist,
        ADMIN_EMAIL: adminEmail,
        ADMIN_PASSWORD: adminPassword,
        // More listed songs than the demo catalogue, so quota races can use 50 different songs.
        SEED_EXTRA_SONGS: '30',
        // The whole suite shares two cores with every function in one process; AWS gives each
        // invocation its own container. The routes' timeouts still apply, three times as long.
        LOCAL_FUNCTION_TIMEOUT_SCALE: '3',
        // A throwaway stack: DynamoDB Local keeps the table in memory. On disk every request waits
        // for its SQLite commit (~20 ms each, one at a time), which under the suite's concurrency
        // queued approvals for tens of seconds (the webhooks bench measured it).
        DYNAMODB_IN_MEMORY: '1',
        // Its JVM without C2 and G1's threads: half the CPU over a stack's few minutes (scripts/local/dynamodb.ts).
        DYNAMODB_QUICK_JIT: '1',
        // Per-request failure injection (X-Fault) for tests/api/faults.test.ts; never set outside tests.
        LOCAL_FAULTS: '1',
        // Password hashes at 1/32 of the production cost (functions/domain/accounts/passwords.ts): the
        // api tests hash ~900 passwords a run, which at full strength was half the api project's CPU.
        LOCAL_SCRYPT_N: String(2 ** 10),
        // Tests never call a real payment provider: sandbox origins lead to the stack's payment
        // sandbox (scripts/local/payment-sandbox/), live ones to a closed loopback port.
        ...Object.fromEntries(['PAYPAL_LIVE', 'SSLCOMMERZ_LIVE'].map((p) => [`GATEWAY_URL_${p}`, 'http://127.0.0.1:9'])),
      },
    });
    try {
      await allowUnverifiedBuyers(spawned.baseUrl, adminEmail, adminPassword);
    } catch (err) {
      await spawned.stop();
      throw err;
    }
    return spawned;
  });
  return {
    info: {
      baseUrl: stack.baseUrl,
      dataDir: stack.dataDir,
      adminEmail,
      adminPassword,
      ddbEndpoint: /DynamoDB Local on (http:\/\/[\d.:]+)/.exec(stack.output)?.[1] ?? '',
    },
    stop: stack.stop,
  };
}

/**
 * The suites' buyers order right after signing up, as in a store that does not require email
 * verification (the seeded default requires it); tests/isolated/email-verification.test.ts
 * switches the rule on where no other test's buyer is caught by it. Saved the way an admin would.
 */
async function allowUnverifiedBuyers(baseUrl: string, email: string, password: string): Promise<void> {
  const json = { 'content-type': 'application/json' };
  const login = await fetch(`${baseUrl}${paths.login.path}`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const current = (await (await fetch(`${baseUrl}${paths.getSystemSettings.path}`, { headers: auth })).json()) as Record<string, unknown>;
  const saved = await fetch(`${baseUrl}${paths.updateSystemSettings.path}`, {
    method: 'PUT',
    headers: { ...auth, ...json },
    body: JSON.stringify({ ...current, requireEmailVerification: false }),
  });
  if (!saved.ok) throw new Error(`could not turn email verification off: ${saved.status} ${await saved.text()}`);
}
