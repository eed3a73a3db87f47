/** The API-only local stack the request benches run against: `scripts/dev.ts` with WEB=none and a bench admin. */
import { randomBytes } from 'node:crypto';
import { spawnStack } from '../local/spawn-stack';
import { progress } from './lib';

const READY_TIMEOUT_MS = 240_000;

export interface ApiStack {
  /** On 127.0.0.1: the gateway binds it, and `localhost` could resolve to ::1 first. */
  baseUrl: string;
  dataDir: string;
  adminEmail: string;
  adminPassword: string;
  stop: () => Promise<void>;
}

export interface ApiStackOptions {
  /** Extra environment for dev.ts (e.g. QUIET, DYNAMODB_IN_MEMORY). */
  env?: Record<string, string>;
  /** Keep the stack's log in its data folder (STACK_LOG) for the bench to read. */
  keepLog?: boolean;
}

/** Starts the stack for the bench `label` (its progress lines and data folder prefix). */
export async function startApiStack(label: string, options: ApiStackOptions = {}): Promise<ApiStack> {
  const adminEmail = 'bench-admin@marketplace.local';
  const adminPassword = `${randomBytes(15).toString('base64url').slice(0, 16)}aZ7!`;
  progress(`${label}: starting scripts/dev.ts with WEB=none (first start seeds songs)`);
  const started = performance.now();
  const stack = await spawnStack({
    dataDirPrefix: `mm-bench-${label}-`,
    readyTimeoutMs: READY_TIMEOUT_MS,
    stopTimeoutMs: 15_000,
    env: { WEB: 'none', HOST: '127.0.0.1', ...options.env, ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword },
    warn: (m) => progress(`${label}: ${m}`),
    keepLog: options.keepLog,
  });
  progress(`${label}: ready at ${stack.baseUrl} after ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return {
    baseUrl: stack.baseUrl.replace('//localhost:', '//127.0.0.1:'),
    dataDir: stack.dataDir,
    adminEmail,
    adminPassword,
    stop: stack.stop,
  };
}

/** Runs `work` on a fresh API stack, stopped afterwards whatever happens. */
export async function withApiStack<T>(label: string, options: ApiStackOptions, work: (stack: ApiStack) => Promise<T>): Promise<T> {
  const stack = await startApiStack(label, options);
  try {
    return await work(stack);
  } finally {
    progress(`${label}: stopping the stack`);
    await stack.stop();
  }
}
