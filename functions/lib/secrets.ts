/**
 * Secrets come from a local file in development and from Secrets Manager in AWS; each is
 * fetched once per container and cached.
 */
import { readFile } from 'node:fs/promises';
import * as z from '../../shared/api/zod';
import { env } from './env';
import { getSecretString } from './secrets-manager';

const Secrets = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    jwtSecret: z.string().check(z.minLength(32, 'jwtSecret must be at least 32 characters')),
  }),
);
export type Secrets = z.infer<typeof Secrets>;

let cached: Promise<Secrets> | undefined;

async function fetchSecrets(): Promise<Secrets> {
  if (env.SECRETS_FILE) {
    return Secrets.parse(JSON.parse(await readFile(env.SECRETS_FILE, 'utf8')));
  }
  if (!env.JWT_SECRET_ARN) throw new Error('JWT_SECRET_ARN is not set');
  return Secrets.parse(JSON.parse(await getSecretString(env.JWT_SECRET_ARN)));
}

export function getSecrets(): Promise<Secrets> {
  cached ??= fetchSecrets().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
