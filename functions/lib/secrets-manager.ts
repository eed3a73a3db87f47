/**
 * Secrets Manager's GetSecretValue through `callAwsJson`: `@aws-sdk/client-secrets-manager` added
 * ~29 KB to the cold import of every signed-in handler for this single call.
 */
import { callAwsJson } from './aws-json';

export async function getSecretString(secretId: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const out = await callAwsJson<{ SecretString?: unknown }>(
    {
      service: 'secretsmanager',
      target: 'secretsmanager.GetSecretValue',
      body: { SecretId: secretId },
      endpointEnv: 'AWS_ENDPOINT_URL_SECRETS_MANAGER',
    },
    env,
  );
  if (typeof out.SecretString !== 'string') throw new Error(`Secret ${secretId} has no SecretString`);
  return out.SecretString;
}
