/**
 * Secrets come from a local file in development and from Secrets Manager in AWS; each is
 * fetched once per container and cached.
 */
import { readFile } from 'node:fs/promises';
import * as z from '../../shared/api/zod';
import { env } from './env';

const Secrets = /* @__PURE__ */ z.object({
  jwtSecret: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(32, 'jwtSecret must be at least 32 characters')),
});
export type Secrets = z.infer<typeof Secrets>;

let cached: Promise<Secrets> | undefined;

async function fetchSecrets(): Promise<Secrets> {
  if (env.SECRETS_FILE) {
    return Secrets.parse(JSON.parse(await readFile(env.SECRETS_FILE, 'utf8')));
  }
  const { SecretsManagerClient, GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
  const client = new SecretsManagerClient({});
  const out = await client.send(new GetSecretValueCommand({ SecretId: env.JWT_SECRET_ARN }));
  return Secrets.parse(JSON.parse(out.SecretString ?? '{}'));
}

export function getSecrets(): Promise<Secrets> {
  cached ??= fetchSecrets().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
