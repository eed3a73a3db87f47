/**
 * The local data folder and the environment the functions run with locally.
 * Shared by scripts/dev.ts, tests and the bench so they all configure the functions the same way.
 */
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_MEDIA_BUCKET, LOCAL_TABLE_NAME } from '../../functions/data/table-definition';

/** The local stand-in of the covers bucket (infra/constructs/web.ts), served by the gateway at /covers/*. */
export const LOCAL_COVERS_BUCKET = 'marketplace-covers';

/** Absolute path of the repository root. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const LOCAL_REGION = 'us-east-1';
export const LOCAL_ACCESS_KEY_ID = 'local';
export const LOCAL_SECRET_ACCESS_KEY = 'local';

/** Where data folders used to live by default: inside the repository, next to files a dev server serves. */
export const LEGACY_DATA_DIR = join(REPO_ROOT, '.data');

/**
 * The default data folder, outside the repository: `$XDG_DATA_HOME` (or `~/.local/share`) /
 * `music-marketplace/<checkout name>-<hash of its path>`, so two checkouts never share a database.
 */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_DATA_HOME?.trim() ? resolve(env.XDG_DATA_HOME) : join(homedir(), '.local', 'share');
  const checkout = `${basename(REPO_ROOT)}-${createHash('sha256').update(REPO_ROOT).digest('hex').slice(0, 8)}`;
  return join(base, 'music-marketplace', checkout);
}

/** `DATA_DIR` (relative to the working directory) or `defaultDataDir()`, always absolute. */
export function resolveDataDir(value: string | undefined = process.env.DATA_DIR): string {
  return value && value.trim() ? resolve(value) : defaultDataDir();
}

export interface DataDirLayout {
  root: string;
  dynamodb: string;
  s3: string;
  outbox: string;
  secretsFile: string;
  /** The secrets box's key (functions/lib/secrets-box.ts), created by the functions on first use. */
  secretBoxKeyFile: string;
}

export function dataDirLayout(root: string): DataDirLayout {
  return {
    root,
    dynamodb: join(root, 'dynamodb'),
    s3: join(root, 's3'),
    outbox: join(root, 'outbox'),
    secretsFile: join(root, 'secrets.json'),
    secretBoxKeyFile: join(root, 'secret-box.key'),
  };
}

/** Creates the folders and, on first start only, `secrets.json` (`{"jwtSecret": …}`, mode 0600). */
export function prepareDataDir(root: string): DataDirLayout {
  const layout = dataDirLayout(root);
  // Owner-only: the folder holds the signing key and every account's password hash.
  for (const dir of [layout.root, layout.dynamodb, layout.s3, layout.outbox]) mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!existsSync(layout.secretsFile)) {
    const secrets = { jwtSecret: randomBytes(48).toString('base64url') };
    writeFileSync(layout.secretsFile, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } else {
    // Kept as is; only make sure it parses and has a key, so a broken file fails loudly here.
    const parsed = JSON.parse(readFileSync(layout.secretsFile, 'utf8')) as { jwtSecret?: unknown };
    if (typeof parsed.jwtSecret !== 'string' || parsed.jwtSecret.length < 32) {
      throw new Error(`${layout.secretsFile} has no usable "jwtSecret"; delete the file to generate a new one`);
    }
    try {
      chmodSync(layout.secretsFile, 0o600);
    } catch {
      /* not ours to fix */
    }
  }
  return layout;
}

export interface LocalEnvOptions {
  dataDir: string;
  dynamoDbPort: number;
  s3Port: number;
  /** Port of the gateway (the site origin is http://localhost:<sitePort>). */
  sitePort: number;
  tableName?: string;
  mediaBucket?: string;
}

/** The functions' environment for the local stack. Apply it before importing any handler. */
export function localFunctionEnv(opts: LocalEnvOptions): Record<string, string> {
  const layout = dataDirLayout(resolve(opts.dataDir));
  return {
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_ACCESS_KEY_ID,
    AWS_SECRET_ACCESS_KEY: LOCAL_SECRET_ACCESS_KEY,
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${opts.dynamoDbPort}`,
    // `localhost`, not 127.0.0.1: presigned URLs carry this host and the browser must reach it.
    AWS_ENDPOINT_URL_S3: `http://localhost:${opts.s3Port}`,
    S3_FORCE_PATH_STYLE: 'true',
    TABLE_NAME: opts.tableName ?? LOCAL_TABLE_NAME,
    MEDIA_BUCKET: opts.mediaBucket ?? LOCAL_MEDIA_BUCKET,
    COVERS_BUCKET: LOCAL_COVERS_BUCKET,
    SECRETS_FILE: layout.secretsFile,
    SECRET_BOX_KEY_FILE: layout.secretBoxKeyFile,
    MAIL_OUTBOX_DIR: layout.outbox,
    SITE_URL: `http://localhost:${opts.sitePort}`,
    // Handlers run in-process here: EMF metric lines would flood the console. Set it to `false` to see them.
    POWERTOOLS_METRICS_DISABLED: process.env.POWERTOOLS_METRICS_DISABLED ?? 'true',
  };
}

/** Copies `env` into `process.env` (the AWS SDK reads AWS_ENDPOINT_URL_<SERVICE> itself). */
export function applyEnv(env: Record<string, string>): void {
  for (const [key, value] of Object.entries(env)) process.env[key] = value;
  // Profiles or session tokens from the developer's shell must not leak into local calls.
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_PROFILE;
}
