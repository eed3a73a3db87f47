/**
 * The signed GetSecretValue call, against a local HTTP server standing in for Secrets Manager:
 * the server checks the SigV4 signature itself (canonical request → string to sign → HMAC chain,
 * as AWS documents it), so a request AWS would refuse fails here too.
 */
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSecretString } from '../../functions/lib/secrets-manager';

const CREDS = {
  AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  AWS_SESSION_TOKEN: 'session-token-1',
};
const REGION = 'ap-south-1';

interface Seen {
  headers: IncomingMessage['headers'];
  body: string;
  method: string;
  path: string;
}

const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** Recomputes the signature AWS would expect for the request the server received. */
function expectedSignature(seen: Seen): string {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      String(seen.headers.authorization),
    );
  if (!auth) throw new Error(`unexpected Authorization: ${String(seen.headers.authorization)}`);
  const [, , date, region, service, signedHeaders] = auth;
  const names = signedHeaders!.split(';');
  const canonical = [
    seen.method,
    seen.path,
    '',
    ...names.map((n) => `${n}:${String(seen.headers[n]).trim()}`),
    '',
    signedHeaders,
    sha256(seen.body),
  ].join('\n');
  const amzDate = String(seen.headers['x-amz-date']);
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${CREDS.AWS_SECRET_ACCESS_KEY}`, date!), region!), service!), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex');
}

let server: Server;
let endpoint: string;
let seen: Seen | undefined;
let answer: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), method: req.method!, path: req.url! };
      res.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const env = () => ({ ...CREDS, AWS_REGION: REGION, AWS_ENDPOINT_URL_SECRETS_MANAGER: endpoint });

describe('GetSecretValue over a signed request', () => {
  it('sends a correctly signed GetSecretValue and returns the SecretString', async () => {
    answer = { status: 200, body: { ARN: 'arn', Name: 'jwt', SecretString: '{"jwtSecret":"x"}' } };
    expect(await getSecretString('arn:aws:secretsmanager:ap-south-1:1:secret:jwt', env())).toBe('{"jwtSecret":"x"}');
    expect(seen!.headers['x-amz-target']).toBe('secretsmanager.GetSecretValue');
    expect(seen!.headers['content-type']).toBe('application/x-amz-json-1.1');
    expect(seen!.headers['x-amz-security-token']).toBe(CREDS.AWS_SESSION_TOKEN);
    expect(JSON.parse(seen!.body)).toEqual({ SecretId: 'arn:aws:secretsmanager:ap-south-1:1:secret:jwt' });
    expect(String(seen!.headers.authorization)).toContain(`/${REGION}/secretsmanager/aws4_request`);
    expect(String(seen!.headers.authorization)).toMatch(/SignedHeaders=[^,]*host[^,]*x-amz-target/);
    expect(String(seen!.headers.authorization).endsWith(`Signature=${expectedSignature(seen!)}`)).toBe(true);
  });

  it('fails with the service status when the secret is refused, never returning a guess', async () => {
    answer = { status: 400, body: { __type: 'AccessDeniedException', message: 'not allowed' } };
    await expect(getSecretString('arn:x', env())).rejects.toThrow(/secretsmanager answered 400: .*AccessDeniedException/);
  });

  it('fails when the secret has no string value', async () => {
    answer = { status: 200, body: { ARN: 'arn', SecretBinary: 'AAEC' } };
    await expect(getSecretString('arn:x', env())).rejects.toThrow('has no SecretString');
  });

  it('fails without credentials instead of sending an unsigned request', async () => {
    seen = undefined;
    await expect(getSecretString('arn:x', { AWS_REGION: REGION, AWS_ENDPOINT_URL_SECRETS_MANAGER: endpoint })).rejects.toThrow(
      'No AWS credentials',
    );
    expect(seen).toBeUndefined();
  });
});
