/**
 * `npm start`: the whole marketplace on one machine, no AWS account, no Docker.
 *
 *   DynamoDB Local (Java) + s3rver on free loopback ports, data under DATA_DIR (default outside
 *   the repository, see `defaultDataDir`; never inside a folder the dev server serves)
 *   → table + media bucket (idempotent) → seed → gateway on PORT (default 3000; 0 = any free port)
 *   serving /api/* from functions/http/*.ts and the web app (Vite middleware; `--preview`: web/dist,
 *   or the folder WEB_DIST_DIR names; WEB=none: no web) → prints exactly one line `Marketplace ready at http://localhost:<port>`.
 *
 * SIGINT/SIGTERM (or an uncaught error) stops everything it started, Java by PID, then exits.
 * Env: PORT, DATA_DIR, ADMIN_EMAIL, ADMIN_PASSWORD, WEB=none, QUIET=1 (no request log lines),
 * HOST (the gateway's bind address, default 127.0.0.1: set it to reach the site from another
 * machine; the emulators always stay on loopback), DEV_EXIT_ON_STDIN_EOF=1 (stop when stdin closes: used by
 * tests so the stack dies with the test runner), DYNAMODB_IN_MEMORY=1 (DynamoDB Local keeps the table in
 * memory: nothing survives a stop; throwaway stacks only, as the webhooks bench's), DYNAMODB_QUICK_JIT=1 (its
 * JVM with the JIT's first tier and the serial collector, in memory too: the test stacks). It also stops
 * when its launcher process vanishes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handlerFile, routeList } from '../shared/api/routes';
import { startDemoAudio } from './local/demo-audio';
import { startAfterCommit } from './local/after-commit';
import { startSchedules } from './local/schedules';
import { hasDynamoDbData } from './local/dynamodb';
import { dataDirLayout, LEGACY_DATA_DIR, REPO_ROOT, resolveDataDir } from './local/env';
import { isServed } from './local/served-roots';
import { createGateway, createStaticHandler, createViteWeb, moduleHandlerLoader, type Gateway, type ViteWeb } from './local/gateway';
import { checkJava } from './local/java';
import { withTimeout } from './local/process-utils';
import { startLocalStack, type LocalStack } from './local/stack';

export { localFunctionEnv, applyEnv, resolveDataDir, prepareDataDir } from './local/env';
export { startLocalStack } from './local/stack';

const SEED_TIMEOUT_MS = 180_000;
const SHUTDOWN_TIMEOUT_MS = 15_000;

class StartupError extends Error {}

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new StartupError(`PORT must be an integer 0-65535, got "${value}"`);
  return port;
}

/** Parent pid of `pid` from /proc (Linux), or null. */
function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isInteger(ppid) ? ppid : null;
  } catch {
    return null;
  }
}

/**
 * Stops the stack when whoever launched it disappears without passing a signal on (a SIGKILLed
 * test runner, `kill <npx pid>`, a closed tool): our parent (usually the tsx CLI) changing, or
 * on Linux, the tsx CLI's own parent changing. Otherwise Java would outlive everything.
 */
function watchLauncher(onGone: () => void) {
  const parent = process.ppid;
  const grandparent = parentOf(parent);
  const timer = setInterval(() => {
    if (process.ppid !== parent || (grandparent !== null && parentOf(parent) !== grandparent)) {
      clearInterval(timer);
      onGone();
    }
  }, 1000);
  timer.unref();
}

async function main(): Promise<void> {
  const started = performance.now();
  const launchedAt = Date.now();
  const timeline: string[] = [];
  const mark = (what: string) => timeline.push(`${what} at ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const args = process.argv.slice(2);
  const preview = args.includes('--preview');
  const webMode: 'none' | 'static' | 'vite' = process.env.WEB === 'none' ? 'none' : preview ? 'static' : 'vite';
  const quiet = process.env.QUIET === '1';
  const log = (line: string) => console.log(line);

  // State for shutdown, filled in as things start.
  let gateway: Gateway | undefined;
  let vite: ViteWeb | undefined;
  let stack: LocalStack | undefined;
  let shuttingDown: Promise<void> | undefined;

  const shutdown = (code: number, reason?: string): Promise<void> =>
    (shuttingDown ??= (async () => {
      if (reason) console.error(reason);
      const force = setTimeout(() => {
        console.error(`Shutdown took longer than ${SHUTDOWN_TIMEOUT_MS / 1000} s; exiting anyway.`);
        process.exit(code || 1); // the exit hook in scripts/local/dynamodb.ts SIGKILLs Java
      }, SHUTDOWN_TIMEOUT_MS);
      force.unref();
      const step = async (name: string, fn: (() => Promise<unknown>) | undefined) => {
        try {
          await fn?.();
        } catch (err) {
          console.error(`Error while stopping ${name}: ${(err as Error)?.message ?? err}`);
        }
      };
      gateway?.setReady(false);
      await step('the gateway', gateway?.close);
      await step('Vite', vite?.close);
      await step('DynamoDB Local and s3rver', stack?.stop);
      process.exit(code);
    })());

  let signals = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    signals += 1;
    if (signals > 1) {
      console.error(`${signal} again: exiting now.`);
      process.exit(1); // the exit hook SIGKILLs Java
    }
    console.log(`\n${signal}: stopping the local stack…`);
    void shutdown(0);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);
  process.on('uncaughtException', (err) => void shutdown(1, `Uncaught error: ${err?.stack ?? err}`));
  process.on('unhandledRejection', (err) => void shutdown(1, `Unhandled rejection: ${(err as Error)?.stack ?? String(err)}`));
  watchLauncher(() => void shutdown(0, 'The process that started the local stack is gone: stopping.'));
  if (process.env.DEV_EXIT_ON_STDIN_EOF === '1') {
    process.stdin.on('end', () => void shutdown(0, 'stdin closed: stopping the local stack.'));
    process.stdin.on('error', () => void shutdown(0));
    process.stdin.resume();
  }

  try {
    // 1. Java first: without it nothing else is worth starting.
    const java = checkJava();
    if (!java.ok) {
      console.error(java.message);
      process.exit(1);
    }

    const port = parsePort(process.env.PORT);
    const host = process.env.HOST || '127.0.0.1';
    const dataDir = resolveDataDir();
    if (webMode === 'vite' && isServed(dataDir)) {
      throw new StartupError(
        `DATA_DIR ${dataDir} lies inside a folder the dev server serves; choose a folder outside web/, shared/ and node_modules/.`,
      );
    }
    if (!process.env.DATA_DIR && existsSync(LEGACY_DATA_DIR) && !existsSync(dataDir)) {
      log(
        `Note: ${LEGACY_DATA_DIR} is no longer the default data folder. To keep its data: mv "${LEGACY_DATA_DIR}" "${dataDir}" (or set DATA_DIR).`,
      );
    }
    const distDir = process.env.WEB_DIST_DIR ? resolve(process.env.WEB_DIST_DIR) : join(REPO_ROOT, 'web', 'dist');
    const viteConfig = join(REPO_ROOT, 'vite.config.ts');
    if (webMode === 'static' && !existsSync(join(distDir, 'index.html'))) {
      throw new StartupError(`No built web app in ${distDir}. Run \`npm run build\` first (or \`npm run preview\`, which builds).`);
    }
    if (webMode === 'vite' && !existsSync(viteConfig)) {
      throw new StartupError(`${viteConfig} is missing; cannot start the web app (WEB=none serves the API only).`);
    }

    // A new data folder needs every demo song's audio: render it on every core while Java boots.
    const demoAudio = hasDynamoDbData(dataDirLayout(dataDir).dynamodb) ? undefined : startDemoAudio();

    // 2. The gateway listens first (answering 503 until ready) so PORT=0 yields the real port,
    //    which SITE_URL and the bucket's CORS origin need, and a busy PORT fails before Java starts.
    gateway = createGateway({
      routes: routeList,
      loadHandler: moduleHandlerLoader(REPO_ROOT, handlerFile),
      quiet,
      ready: false,
      functionTimeoutScale: timeoutScale(),
    });
    let actualPort: number;
    try {
      actualPort = await gateway.listen(port, host);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      throw new StartupError(
        code === 'EADDRINUSE'
          ? `Port ${port} is already in use; set PORT to another port (PORT=0 picks a free one).`
          : `Cannot listen on ${host}:${port}: ${(err as Error).message}`,
      );
    }

    // 3. Emulators, environment, table, bucket; Vite meanwhile.
    const vitePromise = webMode === 'vite' ? createViteWeb(gateway.server, viteConfig) : undefined;
    vitePromise?.then(
      () => mark('Vite'),
      () => {}, // handled below
    );
    log(`Starting DynamoDB Local and S3 (data in ${dataDir})…`);
    stack = await startLocalStack({
      dataDir,
      sitePort: actualPort,
      log,
      onUnexpectedExit: (message) => void shutdown(1, message),
      inMemoryTable: process.env.DYNAMODB_IN_MEMORY === '1',
      quickJit: process.env.DYNAMODB_QUICK_JIT === '1',
    });
    mark('DynamoDB Local, S3 and the table');
    if (vitePromise) {
      vite = await withTimeout(vitePromise, 60_000, () => new StartupError('Vite did not start within 60 s'));
      gateway.setWeb(vite.handler);
    } else if (webMode === 'static') {
      gateway.setWeb(createStaticHandler(distDir));
    }

    // 4. Seed (idempotent) with the functions' own code; process.env is complete by now.
    const { seed } = await import('./local/seed');
    await withTimeout(
      seed({
        adminEmail: process.env.ADMIN_EMAIL || undefined,
        adminPassword: process.env.ADMIN_PASSWORD || undefined,
        log,
        demoAudio,
        since: launchedAt,
        // Only when the functions talk to the sandbox (GATEWAY_URL_STRIPE not pointed elsewhere).
        paymentSandbox: stack.env.GATEWAY_URL_STRIPE === stack.paymentSandbox.origin ? stack.paymentSandbox.credentials : undefined,
      }),
      SEED_TIMEOUT_MS,
      () => new StartupError(`Seeding did not finish within ${SEED_TIMEOUT_MS / 1000} s`),
    );

    mark('seed');

    // 5. Open the doors; the scheduled jobs start with them.
    gateway.setReady(true);
    startSchedules(log);
    const api = gateway;
    startAfterCommit(log, { busy: () => api.apiInFlight() > 0 });
    console.log(`Marketplace ready at http://localhost:${actualPort}`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const web = webMode === 'none' ? 'API only' : webMode === 'static' ? 'web/dist' : 'Vite dev server';
    log(`Startup: ready ${timeline.join(', ')}`);
    log(`(${web}; started in ${seconds} s; data in ${dataDir}; Ctrl-C to stop)`);
  } catch (err) {
    const message = err instanceof StartupError ? err.message : `Startup failed: ${(err as Error)?.stack ?? String(err)}`;
    await shutdown(1, message);
  }
}

const invokedDirectly = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) void main();

/** `LOCAL_FUNCTION_TIMEOUT_SCALE` (default 1): see `GatewayOptions.functionTimeoutScale`. */
function timeoutScale(): number {
  const raw = process.env.LOCAL_FUNCTION_TIMEOUT_SCALE;
  if (raw === undefined || raw === '') return 1;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new StartupError(`LOCAL_FUNCTION_TIMEOUT_SCALE must be a positive number, not "${raw}".`);
  return value;
}
