/**
 * The emulators behind the local stack: DynamoDB Local + s3rver on free loopback ports, the
 * functions' environment in `process.env`, the table and the media bucket. No gateway, no web,
 * no seed: scripts/dev.ts adds those; benches and tools can use this alone.
 */
import { LOCAL_MEDIA_BUCKET, LOCAL_TABLE_NAME } from '../../functions/data/table-definition';
import { ensureTable, localDynamoDbClient, startDynamoDbLocal, type DynamoDbLocal } from './dynamodb';
import { applyEnv, LOCAL_COVERS_BUCKET, localFunctionEnv, prepareDataDir, type DataDirLayout } from './env';
import { startPaymentSandbox, type PaymentSandbox } from './payment-sandbox';
import { startS3Local, type S3Local } from './s3';

export interface LocalStackOptions {
  /** Absolute data folder (see `resolveDataDir`). */
  dataDir: string;
  /** The gateway's port: sets SITE_URL and the bucket's CORS origin. */
  sitePort: number;
  tableName?: string;
  mediaBucket?: string;
  log?: (line: string) => void;
  /** Called if DynamoDB Local dies while the stack is running (not during `stop`). */
  onUnexpectedExit?: (message: string) => void;
  /** DynamoDB Local keeps the table in memory, not in the data folder: throwaway stacks only (the scale benches). */
  inMemoryTable?: boolean;
  /** DynamoDB Local with the JIT's first tier and the serial collector (StartDynamoDbOptions.quickJit): the test stacks. */
  quickJit?: boolean;
}

export interface LocalStack {
  layout: DataDirLayout;
  dynamoDb: DynamoDbLocal;
  s3: S3Local;
  /** Stripe, PayPal and SSLCommerz stand-ins on their own loopback port (scripts/local/payment-sandbox/). */
  paymentSandbox: PaymentSandbox;
  /** What was applied to `process.env`. */
  env: Record<string, string>;
  /** Stops s3rver and DynamoDB Local (SIGTERM, SIGKILL after 5 s). Idempotent. */
  stop: () => Promise<void>;
}

export async function startLocalStack(opts: LocalStackOptions): Promise<LocalStack> {
  const log = opts.log ?? (() => {});
  const tableName = opts.tableName ?? LOCAL_TABLE_NAME;
  const mediaBucket = opts.mediaBucket ?? LOCAL_MEDIA_BUCKET;
  const layout = prepareDataDir(opts.dataDir);

  let stopping = false;
  let dynamoDb: DynamoDbLocal | undefined;
  let s3: S3Local | undefined;
  let paymentSandbox: PaymentSandbox | undefined;
  const stop = async () => {
    stopping = true;
    await Promise.all([s3?.stop(), dynamoDb?.stop(), paymentSandbox?.stop()]);
  };

  try {
    // Both emulators start in parallel: Java needs a few seconds, s3rver a few milliseconds.
    const siteOrigins = [`http://localhost:${opts.sitePort}`, `http://127.0.0.1:${opts.sitePort}`];
    paymentSandbox = await startPaymentSandbox({ dataDir: layout.root, siteUrl: `http://127.0.0.1:${opts.sitePort}`, log });
    const [ddbResult, s3Result] = await Promise.allSettled([
      startDynamoDbLocal({ dbPath: layout.dynamodb, inMemory: opts.inMemoryTable, quickJit: opts.quickJit }),
      startS3Local({ directory: layout.s3, buckets: [mediaBucket, LOCAL_COVERS_BUCKET], corsOrigins: siteOrigins }),
    ]);
    if (ddbResult.status === 'fulfilled') dynamoDb = ddbResult.value;
    if (s3Result.status === 'fulfilled') s3 = s3Result.value;
    if (ddbResult.status === 'rejected') throw ddbResult.reason;
    if (s3Result.status === 'rejected') throw s3Result.reason;
    const ddb = dynamoDb!;
    log(
      `DynamoDB Local on ${ddb.endpoint} (pid ${ddb.process.pid}), S3 (s3rver) on ${s3!.endpoint}, payment sandbox on ${paymentSandbox.origin}`,
    );

    ddb.process.once('exit', (code, signal) => {
      // Ctrl-C in a terminal signals Java too; give our own signal handler a moment to win.
      setTimeout(() => {
        if (stopping) return;
        const message =
          `DynamoDB Local stopped unexpectedly (${signal ?? `exit code ${code}`}).` +
          (ddb.output() ? `\nIts last output:\n${ddb.output()}` : '');
        opts.onUnexpectedExit?.(message);
      }, 500).unref();
    });

    const env = localFunctionEnv({
      dataDir: layout.root,
      dynamoDbPort: ddb.port,
      s3Port: s3!.port,
      sitePort: opts.sitePort,
      tableName,
      mediaBucket,
    });
    // The providers' origins lead to the sandbox unless the caller's environment names others.
    for (const [key, value] of Object.entries(paymentSandbox.env)) env[key] = process.env[key] ?? value;
    applyEnv(env);

    const client = localDynamoDbClient(ddb.endpoint);
    try {
      await ensureTable(client, tableName, log);
    } finally {
      client.destroy();
    }
    return { layout, dynamoDb: ddb, s3: s3!, paymentSandbox, env, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
