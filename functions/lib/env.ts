/**
 * Configuration, read once at cold start. A missing or malformed setting fails the import
 * loudly instead of surfacing later as a confusing runtime error.
 *
 * Plain checks, not a zod schema: every Lambda imports this module, and building and running a
 * schema of twenty fields cost each cold start about 6 % of a bare DynamoDB client's import
 * (`npm run bench -- --only bundles`). tests/unit/env.test.ts holds the rules.
 */

export interface Env {
  TABLE_NAME: string;
  MEDIA_BUCKET: string;
  /** Song covers and avatars, public through the CDN at /covers/*; set for the songs back office and avatar routes (and locally). */
  COVERS_BUCKET?: string;
  /** Without a trailing slash. */
  SITE_URL: string;
  /** Local stack: a JSON file with the secrets. In AWS: the Secrets Manager ARN. */
  SECRETS_FILE?: string;
  JWT_SECRET_ARN?: string;
  /**
   * In AWS: the secret CloudFront sends as `X-Origin-Verify`. Only a request carrying it is
   * trusted to tell the viewer's address (`CloudFront-Viewer-Address`). Unset locally.
   */
  ORIGIN_VERIFY_SECRET_ARN?: string;
  /**
   * Secrets at rest (functions/lib/secrets-box.ts). Local stack: the 32-byte key file, created on
   * first use. In AWS: the KMS key that wraps the data keys.
   */
  SECRET_BOX_KEY_FILE?: string;
  SECRET_BOX_KMS_KEY_ID?: string;
  /**
   * Payment providers' API origins for Test Connection; unset means the real ones. Tests point
   * them at a local server (the CI machine may have no internet).
   */
  GATEWAY_URL_STRIPE?: string;
  GATEWAY_URL_PAYPAL_SANDBOX?: string;
  GATEWAY_URL_PAYPAL_LIVE?: string;
  GATEWAY_URL_SSLCOMMERZ_SANDBOX?: string;
  GATEWAY_URL_SSLCOMMERZ_LIVE?: string;
  /** Local stack: mails are written here. In AWS: SES sends from this address. */
  MAIL_OUTBOX_DIR?: string;
  MAIL_FROM?: string;
  S3_FORCE_PATH_STYLE: boolean;
  AWS_REGION: string;
}

const isUrl = (value: string): boolean => {
  try {
    return new URL(value).protocol.length > 0;
  } catch {
    return false;
  }
};

export function loadEnv(source: NodeJS.ProcessEnv): Env {
  const problems: string[] = [];
  const required = (name: string): string => {
    const value = source[name];
    if (value === undefined) problems.push(`${name}: Required`);
    else if (value === '') problems.push(`${name}: Must not be empty`);
    return value ?? '';
  };
  const optional = (name: string, check?: (v: string) => string | undefined): string | undefined => {
    const value = source[name];
    if (value === undefined) return undefined;
    const problem = value === '' ? 'Must not be empty' : check?.(value);
    if (problem) problems.push(`${name}: ${problem}`);
    return value;
  };
  const url = (v: string) => (isUrl(v) ? undefined : 'Invalid URL');
  const atLeast3 = (v: string) => (v.length >= 3 ? undefined : 'Must be at least 3 characters');

  const siteUrl = source.SITE_URL;
  if (siteUrl === undefined) problems.push('SITE_URL: Required');
  else if (!isUrl(siteUrl)) problems.push('SITE_URL: Invalid URL');

  const pathStyle = source.S3_FORCE_PATH_STYLE ?? 'false';
  if (pathStyle !== 'true' && pathStyle !== 'false') problems.push('S3_FORCE_PATH_STYLE: Expected "true" or "false"');

  const env: Env = {
    TABLE_NAME: required('TABLE_NAME'),
    MEDIA_BUCKET: required('MEDIA_BUCKET'),
    SITE_URL: (siteUrl ?? '').replace(/\/+$/, ''),
    S3_FORCE_PATH_STYLE: pathStyle === 'true',
    AWS_REGION: source.AWS_REGION === undefined ? 'us-east-1' : required('AWS_REGION'),
  };
  // Set (not empty) when present, and of the right form where a check is given.
  const optionals = {
    COVERS_BUCKET: undefined,
    SECRETS_FILE: undefined,
    JWT_SECRET_ARN: undefined,
    ORIGIN_VERIFY_SECRET_ARN: undefined,
    SECRET_BOX_KEY_FILE: undefined,
    SECRET_BOX_KMS_KEY_ID: undefined,
    GATEWAY_URL_STRIPE: url,
    GATEWAY_URL_PAYPAL_SANDBOX: url,
    GATEWAY_URL_PAYPAL_LIVE: url,
    GATEWAY_URL_SSLCOMMERZ_SANDBOX: url,
    GATEWAY_URL_SSLCOMMERZ_LIVE: url,
    MAIL_OUTBOX_DIR: undefined,
    MAIL_FROM: atLeast3,
  } satisfies Partial<Record<keyof Env, ((v: string) => string | undefined) | undefined>>;
  for (const [name, check] of Object.entries(optionals) as [keyof typeof optionals, ((v: string) => string | undefined) | undefined][]) {
    const value = optional(name, check);
    if (value !== undefined) env[name] = value;
  }

  if (!env.SECRETS_FILE && !env.JWT_SECRET_ARN) problems.push('env: Set SECRETS_FILE (local) or JWT_SECRET_ARN (AWS)');
  if (!env.MAIL_OUTBOX_DIR && !env.MAIL_FROM) problems.push('env: Set MAIL_OUTBOX_DIR (local) or MAIL_FROM (AWS)');
  if (problems.length) throw new Error(`Invalid function configuration: ${problems.join('; ')}`);
  return env;
}

export const env: Env = loadEnv(process.env);
