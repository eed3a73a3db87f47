/**
 * A local HTTP server standing in for an AWS endpoint in unit tests. It checks the SigV4 signature
 * of every request itself (canonical request → string to sign → HMAC chain, as AWS documents it),
 * so a request AWS would refuse is refused here too, and it answers what the test sets.
 */
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TEST_CREDENTIALS = {
  AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  AWS_SESSION_TOKEN: 'session-token-1',
};

export interface SeenRequest {
  headers: IncomingMessage['headers'];
  body: string;
  method: string;
  path: string;
  /** The credential scope's service and region, and whether the signature checked out. */
  service: string;
  region: string;
  signatureValid: boolean;
}

const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

function checkSignature(req: Omit<SeenRequest, 'service' | 'region' | 'signatureValid'>) {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      String(req.headers.authorization),
    );
  if (!auth) return { service: '', region: '', signatureValid: false };
  const [, accessKey, date, region, service, signedHeaders, signature] = auth as unknown as string[];
  const names = signedHeaders!.split(';');
  const canonical = [
    req.method,
    req.path,
    '',
    ...names.map((n) => `${n}:${String(req.headers[n]).trim()}`),
    '',
    signedHeaders,
    sha256(req.body),
  ].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', String(req.headers['x-amz-date']), scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${TEST_CREDENTIALS.AWS_SECRET_ACCESS_KEY}`, date!), region!), service!), 'aws4_request');
  const expected = createHmac('sha256', key).update(toSign).digest('hex');
  return { service: service!, region: region!, signatureValid: accessKey === TEST_CREDENTIALS.AWS_ACCESS_KEY_ID && expected === signature };
}

export async function fakeAwsEndpoint() {
  const seen: SeenRequest[] = [];
  type Answer = { status: number; body: unknown; headers?: Record<string, string> };
  let answer: Answer | ((request: SeenRequest) => Answer) = { status: 200, body: {} };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const base = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), method: req.method!, path: req.url! };
      const request = { ...base, ...checkSignature(base) };
      seen.push(request);
      if (!request.signatureValid) {
        res.writeHead(403, { 'content-type': 'application/json' }).end(JSON.stringify({ __type: 'InvalidSignatureException' }));
        return;
      }
      const { status, body, headers } = typeof answer === 'function' ? answer(request) : answer;
      res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    answer: (status: number, body: unknown) => {
      answer = { status, body };
    },
    /** Answers each request from what it asked. */
    answerWith: (fn: (request: SeenRequest) => Answer) => {
      answer = fn;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
