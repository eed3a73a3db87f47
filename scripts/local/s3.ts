/**
 * s3rver: the local S3 (path-style addressing, files under <DATA_DIR>/s3).
 */
import { createRequire } from 'node:module';
import S3rver from 's3rver';
import { LOCAL_ACCESS_KEY_ID, LOCAL_SECRET_ACCESS_KEY } from './env';
import { freePort, withTimeout } from './process-utils';

export interface S3Local {
  port: number;
  /** What clients (and presigned URLs) use: http://localhost:<port>. */
  endpoint: string;
  stop: () => Promise<void>;
}

export interface StartS3Options {
  /** s3rver's storage folder. */
  directory: string;
  /** Buckets to create (idempotent) with a CORS rule for `corsOrigins`. */
  buckets: string[];
  /** Origins allowed to GET/PUT/POST/HEAD from the browser (the site). */
  corsOrigins: string[];
  port?: number;
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function corsXml(origins: string[]): string {
  return [
    '<CORSConfiguration>',
    '  <CORSRule>',
    ...origins.map((o) => `    <AllowedOrigin>${escapeXml(o)}</AllowedOrigin>`),
    ...['GET', 'PUT', 'POST', 'HEAD'].map((m) => `    <AllowedMethod>${m}</AllowedMethod>`),
    '    <AllowedHeader>*</AllowedHeader>',
    '    <ExposeHeader>ETag</ExposeHeader>',
    '    <ExposeHeader>Content-Length</ExposeHeader>',
    '    <ExposeHeader>Content-Type</ExposeHeader>',
    '    <ExposeHeader>Content-Disposition</ExposeHeader>',
    '    <MaxAgeSeconds>3000</MaxAgeSeconds>',
    '  </CORSRule>',
    '</CORSConfiguration>',
  ].join('\n');
}

/**
 * s3rver only knows the access key `S3RVER`; register the local one so SDK requests signed with
 * `local`/`local` are accepted (s3rver checks the key id, it does not verify SigV4 signatures).
 */
function registerAccessKey() {
  const require = createRequire(import.meta.url);
  const AWSAccount = require('s3rver/lib/models/account') as {
    DUMMY_ACCOUNT: { createKeyPair(id: string, secret: string): void };
  };
  AWSAccount.DUMMY_ACCOUNT.createKeyPair(LOCAL_ACCESS_KEY_ID, LOCAL_SECRET_ACCESS_KEY);
  const fromEnv = process.env.AWS_ACCESS_KEY_ID;
  if (fromEnv && fromEnv !== LOCAL_ACCESS_KEY_ID) {
    AWSAccount.DUMMY_ACCOUNT.createKeyPair(fromEnv, process.env.AWS_SECRET_ACCESS_KEY ?? fromEnv);
  }
}

/** Starts s3rver on 127.0.0.1, creates the buckets and (re)writes their CORS configuration. */
export async function startS3Local(opts: StartS3Options): Promise<S3Local> {
  registerAccessKey();
  const attempts = opts.port ? 1 : 3;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const port = opts.port ?? (await freePort());
    const server = new S3rver({
      address: '127.0.0.1',
      port,
      directory: opts.directory,
      silent: true,
      vhostBuckets: false,
      configureBuckets: opts.buckets.map((name) => ({ name, configs: [corsXml(opts.corsOrigins)] })),
    });
    try {
      await withTimeout(server.run(), 15_000, () => new Error(`s3rver did not start on port ${port} within 15 s`));
    } catch (err) {
      lastError = err;
      if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE' && attempt < attempts) continue;
      throw err;
    }
    let stopping: Promise<void> | undefined;
    return {
      port,
      endpoint: `http://localhost:${port}`,
      stop: () =>
        (stopping ??= (async () => {
          const closing = server.close();
          server.httpServer?.closeAllConnections?.();
          await withTimeout(closing, 5000, () => new Error('s3rver close timed out')).catch(() => {});
        })()),
    };
  }
  throw lastError;
}
