/**
 * Runs `scripts/dev.ts` as a child process on a free port and a fresh data folder, waits for its
 * ready line, and stops it with everything it started (the Java process included). The test
 * stack and the benchmarks all start the marketplace this way, exactly as `npm start` does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './env';

/** The file `keepLog` writes in the stack's data folder. */
export const STACK_LOG = 'stack.log';

export const READY_LINE = /^Marketplace ready at (http:\/\/localhost:\d+)\s*$/m;

export interface SpawnedStack {
  baseUrl: string;
  dataDir: string;
  /** Everything the stack printed up to its ready line. */
  output: string;
  stop: () => Promise<void>;
}

export interface SpawnOptions {
  /** Extra arguments for dev.ts, e.g. `--preview`. */
  args?: string[];
  /** Added to the current environment; `undefined` values remove a variable. */
  env?: Record<string, string | undefined>;
  dataDirPrefix: string;
  readyTimeoutMs: number;
  stopTimeoutMs?: number;
  /** After the ready line, pass the stack's output through (stack traces, shutdown lines). */
  forwardOutput?: boolean;
  /**
   * Also write everything the stack prints (request lines, the functions' logs) to
   * `<dataDir>/stack.log`, so tests can check what was logged.
   */
  keepLog?: boolean;
  warn?: (message: string) => void;
  /** Aborting it before the ready line stops the stack and rejects (a test run that ends while stacks still start). */
  signal?: AbortSignal;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
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

export async function spawnStack(opts: SpawnOptions): Promise<SpawnedStack> {
  const warn = opts.warn ?? ((m: string) => process.stderr.write(`${m}\n`));
  const stopTimeoutMs = opts.stopTimeoutMs ?? 10_000;
  const dataDir = mkdtempSync(join(tmpdir(), opts.dataDirPrefix));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    DATA_DIR: dataDir,
    QUIET: '1',
    DEV_EXIT_ON_STDIN_EOF: '1', // if the parent dies, stdin closes and the stack stops
  };
  for (const [key, value] of Object.entries(opts.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }

  const child = spawn(join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/dev.ts', ...(opts.args ?? [])], {
    cwd: REPO_ROOT,
    env,
    detached: true, // own process group, so stopping reaches Java too
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.on('error', () => {});
  let output = '';
  let ready = false;
  const log = opts.keepLog ? createWriteStream(join(dataDir, STACK_LOG), { flags: 'a', mode: 0o600 }) : undefined;
  const collect = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
    log?.write(chunk);
    if (!ready) output += chunk.toString();
    else if (opts.forwardOutput) stream.write(chunk);
  };
  child.stdout.on('data', collect(process.stdout));
  child.stderr.on('data', collect(process.stderr));

  let stopping = false;
  const stop = async () => {
    stopping = true;
    if (!exited(child)) {
      child.kill('SIGTERM'); // dev.ts stops its gateway, Vite, s3rver and Java
      if (!(await waitForExit(child, stopTimeoutMs))) {
        warn(`the local stack did not stop within ${stopTimeoutMs / 1000} s; killing its process group`);
        killGroup(child, 'SIGKILL');
        await waitForExit(child, 5000);
      }
    }
    killGroup(child, 'SIGKILL'); // anything left in the group (should be nothing)
    child.stdin?.destroy();
    log?.end();
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  };

  try {
    const baseUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the local stack did not print its ready line within ${opts.readyTimeoutMs / 1000} s`)),
        opts.readyTimeoutMs,
      );
      const onData = () => {
        const match = READY_LINE.exec(output);
        if (match) {
          clearTimeout(timer);
          child.stdout.off('data', onData);
          resolve(match[1]!);
        }
      };
      child.stdout.on('data', onData);
      child.once('error', (err) => {
        clearTimeout(timer);
        reject(new Error(`could not start scripts/dev.ts: ${err.message}`));
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`scripts/dev.ts exited before it was ready (${signal ?? `exit code ${code}`})`));
      });
      const onAbort = () => {
        clearTimeout(timer);
        reject(new StartAborted());
      };
      if (opts.signal?.aborted) onAbort();
      opts.signal?.addEventListener('abort', onAbort, { once: true });
    });
    ready = true;
    child.removeAllListeners('exit');
    child.on('exit', (code, signal) => {
      if (!stopping) warn(`the local stack exited unexpectedly (${signal ?? `exit code ${code}`})`);
    });
    return { baseUrl, dataDir, output, stop };
  } catch (err) {
    if (!(err instanceof StartAborted)) warn(`${(err as Error).message}. Its output:\n${output.slice(-8000)}`);
    await stop();
    throw err;
  }
}

class StartAborted extends Error {
  constructor() {
    super('the local stack was stopped before it was ready');
  }
}
