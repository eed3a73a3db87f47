/**
 * Configuration, read once at cold start. A missing or malformed setting fails the import
 * loudly instead of surfacing later as a confusing runtime error.
 */
import * as z from 'zod';

const Env = z
  .object({
    TABLE_NAME: z.string().min(1),
    MEDIA_BUCKET: z.string().min(1),
    SITE_URL: z.url().transform((url) => url.replace(/\/+$/, '')),
    /** Local stack: a JSON file with the secrets. In AWS: the Secrets Manager ARN. */
    SECRETS_FILE: z.string().min(1).optional(),
    JWT_SECRET_ARN: z.string().min(1).optional(),
    /**
     * In AWS: the secret CloudFront sends as `X-Origin-Verify`. Only a request carrying it is
     * trusted to tell the viewer's address (`CloudFront-Viewer-Address`). Unset locally.
     */
    ORIGIN_VERIFY_SECRET_ARN: z.string().min(1).optional(),
    /** Local stack: mails are written here. In AWS: SES sends from this address. */
    MAIL_OUTBOX_DIR: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(3).optional(),
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    AWS_REGION: z.string().min(1).default('us-east-1'),
  })
  .refine((e) => e.SECRETS_FILE ?? e.JWT_SECRET_ARN, { message: 'Set SECRETS_FILE (local) or JWT_SECRET_ARN (AWS)' })
  .refine((e) => e.MAIL_OUTBOX_DIR ?? e.MAIL_FROM, { message: 'Set MAIL_OUTBOX_DIR (local) or MAIL_FROM (AWS)' });

export type Env = z.infer<typeof Env>;

export function loadEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = Env.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`).join('; ');
    throw new Error(`Invalid function configuration: ${problems}`);
  }
  return parsed.data;
}

export const env: Env = loadEnv(process.env);
