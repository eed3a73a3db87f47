/** The HTTP API payload 2.0 event and the Lambda context a handler receives. */
import { randomBytes, randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { GatewayRoute } from './types';

const TEXT_TYPE =
  /^(text\/|application\/(json|xml|javascript|ecmascript|graphql|x-ndjson|ld\+json)\b|application\/[\w.+-]+\+(json|xml)\b|image\/svg\+xml\b)/i;

/** API Gateway passes these as text; anything else (forms, multipart, binary, no type) as base64. */
export const isTextContentType = (contentType: string | undefined): boolean => !!contentType && TEXT_TYPE.test(contentType.trim());

/** `12/Mar/2020:19:03:58 +0000` */
function apiGatewayTime(date: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:${p(date.getUTCHours())}:${p(date.getUTCMinutes())}:${p(date.getUTCSeconds())} +0000`;
}

/** `a=1&b=2&a=3` → `{ a: '1,3', b: '2' }` (decoded, repeated keys comma-joined, like API Gateway). */
export function parseQueryString(raw: string): Record<string, string> | undefined {
  if (!raw) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    out[key] = key in out ? `${out[key]},${value}` : value;
  }
  return Object.keys(out).length ? out : undefined;
}

export interface BuildEventInput {
  route: GatewayRoute;
  pathParameters: Record<string, string>;
  method: string;
  /** Request target as received: `/api/x?y=1`. */
  url: string;
  /** Node's `req.rawHeaders` (name, value, name, value, …). */
  rawHeaders: string[];
  body: Buffer | null;
  sourceIp: string;
  localPort?: number;
  requestId?: string;
  now?: Date;
}

export function buildEvent(input: BuildEventInput): APIGatewayProxyEventV2 {
  const now = input.now ?? new Date();
  const q = input.url.indexOf('?');
  const rawPath = q === -1 ? input.url : input.url.slice(0, q);
  const rawQueryString = q === -1 ? '' : input.url.slice(q + 1);

  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (let i = 0; i + 1 < input.rawHeaders.length; i += 2) {
    const name = input.rawHeaders[i]!.toLowerCase();
    const value = input.rawHeaders[i + 1]!;
    if (name === 'cookie') {
      cookies.push(
        ...value
          .split(';')
          .map((c) => c.trim())
          .filter(Boolean),
      );
      continue;
    }
    headers[name] = name in headers ? `${headers[name]},${value}` : value;
  }
  headers['x-forwarded-for'] ??= input.sourceIp;
  headers['x-forwarded-proto'] ??= 'http';
  if (input.localPort) headers['x-forwarded-port'] ??= String(input.localPort);

  const host = headers.host ?? 'localhost';
  const domainName = host.replace(/:\d+$/, '');
  const routeKey = `${input.route.method.toUpperCase()} ${input.route.path}`;
  const hasBody = !!input.body && input.body.length > 0;
  const text = isTextContentType(headers['content-type']);
  const queryStringParameters = parseQueryString(rawQueryString);

  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    headers,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName,
      domainPrefix: domainName.split('.')[0] ?? domainName,
      http: {
        method: input.method.toUpperCase(),
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: input.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: input.requestId ?? randomBytes(10).toString('base64'),
      routeKey,
      stage: '$default',
      time: apiGatewayTime(now),
      timeEpoch: now.getTime(),
    },
    isBase64Encoded: hasBody && !text,
  };
  if (cookies.length) event.cookies = cookies;
  if (queryStringParameters) event.queryStringParameters = queryStringParameters;
  if (Object.keys(input.pathParameters).length) event.pathParameters = { ...input.pathParameters };
  if (hasBody) event.body = text ? input.body!.toString('utf8') : input.body!.toString('base64');
  return event;
}

export function createLambdaContext(functionName: string, timeoutMs: number, awsRequestId = randomUUID()): Context {
  const deadline = Date.now() + (timeoutMs > 0 ? timeoutMs : 900_000);
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/${awsRequestId}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => {},
    fail: () => {},
    succeed: () => {},
  };
}
