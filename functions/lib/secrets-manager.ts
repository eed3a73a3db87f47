/** Secrets Manager's GetSecretValue with the SDK's client, loaded on the first secret read. */
import { lazyClient, SDK_REQUEST_HANDLER } from './sdk-client';

const secretsManager = lazyClient(
  () => import('./secrets-manager-sdk'),
  (sdk) => new sdk.SecretsManagerClient({ requestHandler: SDK_REQUEST_HANDLER }),
);

export async function getSecretString(secretId: string): Promise<string> {
  const { sdk, client } = await secretsManager();
  const out = await client.send(new sdk.GetSecretValueCommand({ SecretId: secretId }));
  if (typeof out.SecretString !== 'string') throw new Error(`Secret ${secretId} has no SecretString`);
  return out.SecretString;
}
