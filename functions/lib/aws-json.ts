/**
 * One call to an AWS JSON-1.1 API (Secrets Manager, KMS, …) as a signed HTTPS request, with the
 * SDK's own SigV4 signer (`@smithy/signature-v4`, already in every bundle for DynamoDB) instead of
 * that service's SDK client, which would add tens of KB to a handler's cold import for a call or
 * two. Credentials are the function's (the Lambda environment provides them); the service's
 * endpoint variable (e.g. `AWS_ENDPOINT_URL_SECRETS_MANAGER`) or `AWS_ENDPOINT_URL` point it
 * elsewhere (LocalStack, tests).
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

function send(method: string, url: URL, headers: Record<string, string>, body: string): Promise<{ status: number; text: string }> {
  const request = url.protocol === 'http:' ? httpRequest : httpsRequest;
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, timeout: TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${url.host} did not answer within ${TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

export interface AwsCall {
  /** The signing name: `secretsmanager`, `kms`, `ses`. */
  service: string;
  /** The endpoint's host prefix when it differs from the signing name (SES v2: `email`). */
  host?: string;
  /** The environment variable that overrides the endpoint, e.g. `AWS_ENDPOINT_URL_SECRETS_MANAGER`. */
  endpointEnv: string;
  method?: 'POST' | 'PUT' | 'GET';
  /** Path below the endpoint, `/` for JSON-1.1 APIs. */
  path?: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * One signed request with a JSON body and a JSON answer. A non-2xx throws with the service's status
 * and error text (never the request body, which may carry a secret).
 */
export async function callAws<T>(call: AwsCall, env: NodeJS.ProcessEnv = process.env): Promise<T> {
  const region = env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'us-east-1';
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = env;
  if (!accessKeyId || !secretAccessKey) throw new Error(`No AWS credentials in the environment to call ${call.service} with`);
  const base = env[call.endpointEnv] ?? env.AWS_ENDPOINT_URL ?? `https://${call.host ?? call.service}.${region}.amazonaws.com`;
  const url = new URL((call.path ?? '/').replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`);
  const body = JSON.stringify(call.body);
  const method = call.method ?? 'POST';
  const signer = new SignatureV4({
    service: call.service,
    region,
    sha256: Sha256,
    credentials: { accessKeyId, secretAccessKey, sessionToken },
  });
  const signed = await signer.sign({
    method,
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    query: {},
    headers: { host: url.host, ...call.headers },
    body,
  });
  const res = await send(method, url, signed.headers, body);
  if (res.status < 200 || res.status > 299) throw new Error(`${call.service} answered ${res.status}: ${res.text.slice(0, 300)}`);
  return (res.text ? JSON.parse(res.text) : {}) as T;
}

/** A JSON-1.1 API call (Secrets Manager, KMS): a POST to `/` naming the operation in `X-Amz-Target`. */
export function callAwsJson<T>(
  call: { service: string; target: string; body: unknown; endpointEnv: string },
  env: NodeJS.ProcessEnv = process.env,
): Promise<T> {
  return callAws<T>(
    {
      service: call.service,
      endpointEnv: call.endpointEnv,
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': call.target },
      body: call.body,
    },
    env,
  );
}
