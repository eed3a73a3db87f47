/**
 * Configuration, read once at cold start. A missing or malformed setting fails the import
 * loudly instead of surfacing later as a confusing runtime error.
 */
import * as z from '../../shared/api/zod';

const setting = () => z.string().check(z.minLength(1));

const Env = z
  .object({
    TABLE_NAME: setting(),
    MEDIA_BUCKET: setting(),
    /** Song covers and avatars, public through the CDN at /covers/*; set for the songs back office and avatar routes (and locally). */
    COVERS_BUCKET: z.optional(setting()),
    SITE_URL: z.pipe(
      z.url(),
      z.transform((url) => url.replace(/\/+$/, '')),
    ),
    /** Local stack: a JSON file with the secrets. In AWS: the Secrets Manager ARN. */
    SECRETS_FILE: z.optional(setting()),
    JWT_SECRET_ARN: z.optional(setting()),
    /**
     * In AWS: the secret CloudFront sends as `X-Origin-Verify`. Only a request carrying it is
     * trusted to tell the viewer's address (`CloudFront-Viewer-Address`). Unset locally.
     */
    ORIGIN_VERIFY_SECRET_ARN: z.optional(setting()),
    /**
     * Secrets at rest (functions/lib/secrets-box.ts). Local stack: the 32-byte key file, created on
     * first use. In AWS: the KMS key that wraps the data keys.
     */
    SECRET_BOX_KEY_FILE: z.optional(setting()),
    SECRET_BOX_KMS_KEY_ID: z.optional(setting()),
    /**
     * Payment providers' API origins for Test Connection; unset means the real ones. Tests point
     * them at a local server (the CI machine may have no internet).
     */
    GATEWAY_URL_STRIPE: z.optional(z.url()),
    GATEWAY_URL_PAYPAL_SANDBOX: z.optional(z.url()),
    GATEWAY_URL_PAYPAL_LIVE: z.optional(z.url()),
    GATEWAY_URL_SSLCOMMERZ_SANDBOX: z.optional(z.url()),
    GATEWAY_URL_SSLCOMMERZ_LIVE: z.optional(z.url()),
    /** Local stack: mails are written here. In AWS: SES sends from this address. */
    MAIL_OUTBOX_DIR: z.optional(setting()),
    MAIL_FROM: z.optional(z.string().check(z.minLength(3))),
    S3_FORCE_PATH_STYLE: z.pipe(
      z._default(z.enum(['true', 'false']), 'false'),
      z.transform((v) => v === 'true'),
    ),
    AWS_REGION: z._default(setting(), 'us-east-1'),
  })
  .check(
    z.refine((e) => e.SECRETS_FILE ?? e.JWT_SECRET_ARN, { message: 'Set SECRETS_FILE (local) or JWT_SECRET_ARN (AWS)' }),
    z.refine((e) => e.MAIL_OUTBOX_DIR ?? e.MAIL_FROM, { message: 'Set MAIL_OUTBOX_DIR (local) or MAIL_FROM (AWS)' }),
  );

export type Env = z.output<typeof Env>;

export function loadEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = Env.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`).join('; ');
    throw new Error(`Invalid function configuration: ${problems}`);
  }
  return parsed.data;
}

export const env: Env = loadEnv(process.env);
