/**
 * Secrets Manager's GetSecretValue as one signed HTTPS request, with the SDK's own SigV4 signer
 * (`@smithy/signature-v4`, already in every bundle for DynamoDB) instead of
 * `@aws-sdk/client-secrets-manager`: that client added ~29 KB to the cold import of every
 * signed-in handler for this single call. Credentials are the function's (the Lambda environment
 * provides them); `AWS_ENDPOINT_URL_SECRETS_MANAGER` or `AWS_ENDPOINT_URL` point it elsewhere
 * (LocalStack, tests).
 */
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { SignatureV4 } from '@smithy/signature-v4';

const bytes = (data: string | ArrayBuffer | ArrayBufferView): string | Uint8Array =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);

/** The `Checksum` shape the signer wants, over node:crypto. */
class Sha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(bytes(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
  reset(): void {
    throw new Error('Sha256.reset is not supported');
  }
}

const TIMEOUT_MS = 5_000;

function post(url: URL, headers: Record<string, string>, body: string): Promise<{ status: number; text: string }> {
  const send = url.protocol === 'http:' ? httpRequest : httpsRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, { method: 'POST', headers, timeout: TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`Secrets Manager did not answer within ${TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

export async function getSecretString(secretId: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const region = env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'us-east-1';
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = env;
  if (!accessKeyId || !secretAccessKey) throw new Error('No AWS credentials in the environment to read the secret with');
  const url = new URL(env.AWS_ENDPOINT_URL_SECRETS_MANAGER ?? env.AWS_ENDPOINT_URL ?? `https://secretsmanager.${region}.amazonaws.com/`);
  const body = JSON.stringify({ SecretId: secretId });
  const signer = new SignatureV4({
    service: 'secretsmanager',
    region,
    sha256: Sha256,
    credentials: { accessKeyId, secretAccessKey, sessionToken },
  });
  const signed = await signer.sign({
    method: 'POST',
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    query: {},
    headers: { host: url.host, 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'secretsmanager.GetSecretValue' },
    body,
  });
  const res = await post(url, signed.headers, body);
  if (res.status !== 200) throw new Error(`Secrets Manager answered ${res.status}: ${res.text.slice(0, 300)}`);
  const secret = (JSON.parse(res.text) as { SecretString?: unknown }).SecretString;
  if (typeof secret !== 'string') throw new Error(`Secret ${secretId} has no SecretString`);
  return secret;
}
