/**
 * vitest globalSetup for the api and e2e projects: the real local stack (scripts/dev.ts) on a
 * temporary DATA_DIR and a free port, or nothing when API_BASE_URL names a running/deployed stack.
 *
 * Provides: baseUrl, dataDir ('' when not local), adminEmail, adminPassword, withWeb.
 * The stack always serves the web app (Vite middleware), so api and e2e can share it.
 */
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { spawnStack } from '../../scripts/local/spawn-stack';
import { paths } from '../../shared/api/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    adminEmail: string;
    adminPassword: string;
    withWeb: boolean;
    /** The local stack's DynamoDB endpoint ('' when remote): for tests that must move time, e.g. expire a subscription. */
    ddbEndpoint: string;
    /**
     * A stack of the project's own, not shared: for tests that switch the whole store (maintenance
     * mode), which would answer every other test's requests with 503 while on.
     */
    isolatedStack: boolean;
  }
}

/** The first start seeds 40 songs with generated audio (cached afterwards): generous on a busy 2-core machine. */
const READY_TIMEOUT_MS = 300_000;
const STOP_TIMEOUT_MS = 10_000;

/** 20 characters with lower, upper, digit and symbol, so any sane password policy accepts it. */
export const randomPassword = () => `${randomBytes(15).toString('base64url').slice(0, 16)}aZ7!`;

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

  const isolated = project.config.provide?.isolatedStack === true;
  const entry = isolated ? { stack: startStack(), users: 0 } : (shared.__marketplaceStack ??= { stack: startStack(), users: 0 });
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
      if (shared.__marketplaceStack === entry) shared.__marketplaceStack = undefined;
      await stack.stop();
    }
  };
}

async function startStack(): Promise<RunningStack> {
  const adminEmail = 'admin@test.local';
  const adminPassword = randomPassword();
  // Run the stack as `npm start` would, not as a vitest worker.
  const unset = Object.fromEntries(
    Object.keys(process.env)
      .filter((key) => key.startsWith('VITEST') || key === 'TEST' || (key === 'NODE_ENV' && process.env.NODE_ENV === 'test'))
      .map((key) => [key, undefined]),
  );
  const stack = await spawnStack({
    dataDirPrefix: 'mm-test-stack-',
    readyTimeoutMs: READY_TIMEOUT_MS,
    stopTimeoutMs: STOP_TIMEOUT_MS,
    forwardOutput: true, // handler stack traces, shutdown messages
    keepLog: true, // <dataDir>/stack.log: tests/api/secrets-in-logs.test.ts reads what was logged
    warn: (message) => process.stderr.write(`[global-stack] ${message}\n`),
    env: {
      ...unset,
      WEB: undefined,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      // More listed songs than the demo catalogue, so quota races can use 50 different songs.
      SEED_EXTRA_SONGS: '30',
      // The whole suite shares two cores with every function in one process; AWS gives each
      // invocation its own container. The routes' timeouts still apply, three times as long.
      LOCAL_FUNCTION_TIMEOUT_SCALE: '3',
      // Per-request failure injection (X-Fault) for tests/api/faults.test.ts; never set outside tests.
      LOCAL_FAULTS: '1',
      // Tests never call a real payment provider: Test Connection meets a closed loopback port here;
      // tests/api/payment-gateways.test.ts serves stand-in providers to handlers it runs itself.
      ...Object.fromEntries(
        ['STRIPE', 'PAYPAL_SANDBOX', 'PAYPAL_LIVE', 'SSLCOMMERZ_SANDBOX', 'SSLCOMMERZ_LIVE'].map((p) => [
          `GATEWAY_URL_${p}`,
          'http://127.0.0.1:9',
        ]),
      ),
    },
  });
  await allowUnverifiedBuyers(stack.baseUrl, adminEmail, adminPassword);
  return {
    ddbEndpoint: /DynamoDB Local on (http:\/\/[\d.:]+)/.exec(stack.output)?.[1] ?? '',
    baseUrl: stack.baseUrl,
    dataDir: stack.dataDir,
    adminEmail,
    adminPassword,
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
