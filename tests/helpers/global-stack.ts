/**
 * vitest globalSetup for the api and e2e projects: the real local stack (scripts/dev.ts) on a
 * temporary DATA_DIR and a free port, or nothing when API_BASE_URL names a running/deployed stack.
 *
 * Provides: baseUrl, dataDir ('' when not local), adminEmail, adminPassword, withWeb.
 * The stack always serves the web app (Vite middleware), so api and e2e can share it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    adminEmail: string;
    adminPassword: string;
    withWeb: boolean;
    /** The local stack's DynamoDB endpoint ('' when remote): for tests that must move time, e.g. expire a subscription. */
    ddbEndpoint: string;
  }
}

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The first start seeds 40 songs with generated audio (cached afterwards): generous on a busy 2-core machine. */
const READY_TIMEOUT_MS = 300_000;
const STOP_TIMEOUT_MS = 10_000;
const READY_LINE = /^Marketplace ready at (http:\/\/localhost:\d+)\s*$/m;

/** 20 characters with lower, upper, digit and symbol, so any sane password policy accepts it. */
const randomPassword = () => `${randomBytes(15).toString('base64url').slice(0, 16)}aZ7!`;

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolvePromise) => {
    const timer = setTimeout(() => resolvePromise(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolvePromise(true);
    });
  });
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal); // the whole group: tsx, node, Java
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* gone */
    }
  }
}

interface RunningStack {
  ddbEndpoint: string;
  baseUrl: string;
  dataDir: string;
  adminEmail: string;
  adminPassword: string;
  stop: () => Promise<void>;
}

/**
 * The api and e2e projects share one stack (with the web app): their global setups run in the
 * same vitest process, so the stack is kept on globalThis with a count of its users, and the
 * last teardown stops it. One stack seeds once, instead of two competing for two cores.
 */
const shared = globalThis as typeof globalThis & { __marketplaceStack?: { stack: Promise<RunningStack>; users: number } };

export default async function setup(project: TestProject) {
  const withWeb = project.getProvidedContext().withWeb === true || project.config.provide?.withWeb === true;
  project.provide('withWeb', withWeb);

  const external = process.env.API_BASE_URL;
  if (external) {
    project.provide('baseUrl', external.replace(/\/+$/, ''));
    project.provide('dataDir', '');
    project.provide('adminEmail', process.env.ADMIN_EMAIL ?? '');
    project.provide('adminPassword', process.env.ADMIN_PASSWORD ?? '');
    project.provide('ddbEndpoint', '');
    return () => {};
  }

  shared.__marketplaceStack ??= { stack: startStack(), users: 0 };
  const entry = shared.__marketplaceStack;
  entry.users++;
  let stack: RunningStack;
  try {
    stack = await entry.stack;
  } catch (err) {
    entry.users--;
    throw err;
  }
  project.provide('baseUrl', stack.baseUrl);
  project.provide('dataDir', stack.dataDir);
  project.provide('adminEmail', stack.adminEmail);
  project.provide('adminPassword', stack.adminPassword);
  project.provide('ddbEndpoint', stack.ddbEndpoint);

  let released = false;
  return async () => {
    if (released) return;
    released = true;
    entry.users--;
    if (entry.users === 0) {
      shared.__marketplaceStack = undefined;
      await stack.stop();
    }
  };
}

async function startStack(): Promise<RunningStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mm-test-stack-'));
  const adminEmail = 'admin@test.local';
  const adminPassword = randomPassword();

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    DATA_DIR: dataDir,
    QUIET: '1',
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    DEV_EXIT_ON_STDIN_EOF: '1',
    // More listed songs than the demo catalogue, so quota races can use 50 different songs.
    SEED_EXTRA_SONGS: '30',
  };
  delete env.WEB;
  // Run the stack as `npm start` would, not as a vitest worker.
  for (const key of Object.keys(env)) if (key.startsWith('VITEST') || key === 'TEST') delete env[key];
  if (env.NODE_ENV === 'test') delete env.NODE_ENV;

  const child = spawn(join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/dev.ts'], {
    cwd: REPO_ROOT,
    env,
    detached: true, // own process group: teardown can kill tsx, node and Java together
    stdio: ['pipe', 'pipe', 'pipe'], // stdin stays open; if vitest dies it closes and the stack stops
  });

  let output = '';
  let ready = false;
  const forward = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
    if (!ready) output += chunk.toString();
    else stream.write(chunk); // handler stack traces, seed lines after ready, shutdown messages
  };
  child.stdout!.on('data', forward(process.stdout));
  child.stderr!.on('data', forward(process.stderr));
  child.stdin!.on('error', () => {});

  const teardown = async () => {
    if (!exited(child)) {
      child.kill('SIGTERM'); // dev.ts stops its gateway, Vite, s3rver and Java
      if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
        process.stderr.write(`[global-stack] the local stack did not stop within ${STOP_TIMEOUT_MS / 1000} s; killing its process group\n`);
        killGroup(child, 'SIGKILL');
        await waitForExit(child, 5000);
      }
    }
    // Anything left in the group (should be nothing) goes too.
    killGroup(child, 'SIGKILL');
    child.stdin?.destroy();
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  };

  let baseUrl: string;
  try {
    baseUrl = await new Promise<string>((resolvePromise, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the local stack did not print its ready line within ${READY_TIMEOUT_MS / 1000} s`)),
        READY_TIMEOUT_MS,
      );
      const onData = () => {
        const match = READY_LINE.exec(output);
        if (match) {
          clearTimeout(timer);
          child.stdout!.off('data', onData);
          resolvePromise(match[1]!);
        }
      };
      child.stdout!.on('data', onData);
      child.once('error', (err) => {
        clearTimeout(timer);
        reject(new Error(`could not start scripts/dev.ts: ${err.message}`));
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`scripts/dev.ts exited before it was ready (${signal ?? `exit code ${code}`})`));
      });
    });
  } catch (err) {
    process.stderr.write(`[global-stack] ${(err as Error).message}. Its output:\n${output}\n`);
    await teardown();
    throw err;
  }
  ready = true;
  let tornDown = false;
  child.removeAllListeners('exit');
  child.on('exit', (code, signal) => {
    if (!tornDown) process.stderr.write(`[global-stack] the local stack exited unexpectedly (${signal ?? `exit code ${code}`})\n`);
  });

  return {
    ddbEndpoint: /DynamoDB Local on (http:\/\/[\d.:]+)/.exec(output)?.[1] ?? '',
    baseUrl,
    dataDir,
    adminEmail,
    adminPassword,
    stop: async () => {
      tornDown = true;
      await teardown();
    },
  };
}
