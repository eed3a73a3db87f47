/**
 * The local stand-in for API Gateway (HTTP API, payload format 2.0) + Lambda + CloudFront:
 * `/api/*` is matched against the route table and dispatched in-process to the route's handler
 * module; everything else goes to the web handler (Vite middleware in dev, `web/dist` in preview).
 *
 * Faithful where it matters to handlers: route precedence (literal segments beat `{param}`, which
 * beat `{greedy+}`), 404 for any request without a matching route (also a known path with another
 * method), the v2 event shape, 10 MB payload limit (413), base64 bodies for non-text content types,
 * the v2 response rules (a result without `statusCode` is 200 JSON). Trailing slashes are NOT
 * normalised: `/api/orders/` does not match `/api/orders`, as in API Gateway.
 */
import { gzipSync } from 'node:zlib';
import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, posix, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

// ─── Types ────────────────────────────────────────────────────────────────────────────────────────

/** The part of a route-table entry the gateway needs (`RouteEntry` from shared/api/routes fits). */
export interface GatewayRoute {
  id: string;
  /** GET, POST, … or ANY. */
  method: string;
  /** API Gateway syntax: `/api/orders/{orderId}`, `/api/files/{path+}`. */
  path: string;
}

export type LambdaResult = APIGatewayProxyStructuredResultV2 | string | number | boolean | object | null | undefined;
export type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<LambdaResult> | LambdaResult;

/** Serves a non-API request (must end the response). */
export type WebHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface GatewayOptions {
  routes: readonly GatewayRoute[];
  /** Called once per route (on its first request; retried after a failure). */
  loadHandler: (route: GatewayRoute) => Promise<LambdaHandler>;
  /** Non-API requests; without one they get a 404 JSON. Can be set later with `setWeb`. */
  web?: WebHandler | null;
  /** No per-request log lines. */
  quiet?: boolean;
  /** Default 10 MiB, like API Gateway. */
  maxBodyBytes?: number;
  /** Integration timeout (API Gateway: 30 s → 503). 0 disables. Default 30 000. */
  timeoutMs?: number;
  /** Until `setReady(true)`, every request gets 503 (the stack is still starting). Default true. */
  ready?: boolean;
  log?: (line: string) => void;
  logError?: (line: string) => void;
}

export interface Gateway {
  server: Server;
  /** Listens and resolves with the real port (`port` 0 picks a free one). */
  listen: (port: number, host?: string) => Promise<number>;
  /** Stops accepting, drops open connections, resolves when closed. */
  close: () => Promise<void>;
  setWeb: (web: WebHandler | null) => void;
  setReady: (ready: boolean) => void;
}

// ─── Route matching ───────────────────────────────────────────────────────────────────────────────

type Segment = { kind: 'literal'; value: string } | { kind: 'param'; name: string } | { kind: 'greedy'; name: string };

export interface CompiledRoute {
  route: GatewayRoute;
  method: string;
  segments: Segment[];
  /** Per segment: 0 literal, 1 param, 2 greedy. Lower sorts first = more specific. */
  rank: number[];
}

export interface RouteMatch {
  route: GatewayRoute;
  pathParameters: Record<string, string>;
}

const splitPath = (path: string): string[] => path.split('/').slice(1);

export function compileRoutes(routes: readonly GatewayRoute[]): CompiledRoute[] {
  const compiled = routes.map((route): CompiledRoute => {
    if (!route.path.startsWith('/')) throw new Error(`route ${route.id}: path must start with "/": ${route.path}`);
    const parts = splitPath(route.path);
    const segments = parts.map((part, i): Segment => {
      const greedy = /^\{([A-Za-z0-9_.-]+)\+\}$/.exec(part);
      if (greedy) {
        if (i !== parts.length - 1) throw new Error(`route ${route.id}: {${greedy[1]}+} must be the last segment`);
        return { kind: 'greedy', name: greedy[1]! };
      }
      const param = /^\{([A-Za-z0-9_.-]+)\}$/.exec(part);
      if (param) return { kind: 'param', name: param[1]! };
      if (part.includes('{') || part.includes('}')) throw new Error(`route ${route.id}: unsupported segment "${part}"`);
      return { kind: 'literal', value: part };
    });
    return {
      route,
      method: route.method.toUpperCase(),
      segments,
      rank: segments.map((s) => (s.kind === 'literal' ? 0 : s.kind === 'param' ? 1 : 2)),
    };
  });
  compiled.sort(compareSpecificity);
  return compiled;
}

function compareSpecificity(a: CompiledRoute, b: CompiledRoute): number {
  const n = Math.min(a.rank.length, b.rank.length);
  for (let i = 0; i < n; i++) if (a.rank[i] !== b.rank[i]) return a.rank[i]! - b.rank[i]!;
  if (a.rank.length !== b.rank.length) return b.rank.length - a.rank.length; // longer = more specific
  if (a.method !== b.method) return a.method === 'ANY' ? 1 : b.method === 'ANY' ? -1 : 0;
  return 0;
}

const safeDecode = (s: string): string => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

function matchPath(route: CompiledRoute, parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  const { segments } = route;
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i]!;
    if (seg.kind === 'greedy') {
      const rest = parts.slice(i);
      if (rest.length === 0 || rest.join('/') === '') return null;
      params[seg.name] = rest.map(safeDecode).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (seg.kind === 'literal') {
      if (safeDecode(part) !== seg.value) return null;
    } else {
      if (part === '') return null;
      params[seg.name] = safeDecode(part);
    }
  }
  return parts.length === segments.length ? params : null;
}

/** The most specific route for `method` + raw (still percent-encoded) `path`, or null (→ 404). */
export function matchRoute(compiled: readonly CompiledRoute[], method: string, rawPath: string): RouteMatch | null {
  const parts = splitPath(rawPath);
  const m = method.toUpperCase();
  for (const route of compiled) {
    if (route.method !== m && route.method !== 'ANY') continue;
    const params = matchPath(route, parts);
    if (params) return { route: route.route, pathParameters: params };
  }
  return null;
}

// ─── Event building ───────────────────────────────────────────────────────────────────────────────

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
      cookies.push(...value.split(';').map((c) => c.trim()).filter(Boolean));
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

// ─── Responses ────────────────────────────────────────────────────────────────────────────────────

export const errorBody = (error: string, code: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ error, message: error, code, ...extra });

function sendJson(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers });
  res.end(body);
}

const isStructured = (r: unknown): r is APIGatewayProxyStructuredResultV2 =>
  typeof r === 'object' && r !== null && !Array.isArray(r) && 'statusCode' in r;

/** Writes a Lambda result following the HTTP API payload 2.0 rules. Throws on a malformed result. */
export function writeLambdaResult(res: ServerResponse, result: LambdaResult, extraHeaders: Record<string, string> = {}) {
  if (!isStructured(result)) {
    const body = JSON.stringify(result === undefined ? null : result);
    res.writeHead(200, { ...extraHeaders, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
    return;
  }
  const { statusCode, headers = {}, cookies, body, isBase64Encoded } = result;
  if (typeof statusCode !== 'number' || !Number.isInteger(statusCode) || statusCode < 100 || statusCode > 599) {
    throw new Error(`handler returned an invalid statusCode: ${String(statusCode)}`);
  }
  if (body !== undefined && body !== null && typeof body !== 'string') {
    throw new Error(`handler returned a non-string body (${typeof body}); stringify it`);
  }
  const payload = body ? (isBase64Encoded ? Buffer.from(body, 'base64') : Buffer.from(body, 'utf8')) : Buffer.alloc(0);
  for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
  const setCookies: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || value === null) continue;
    if (name.toLowerCase() === 'set-cookie') setCookies.push(String(value));
    else res.setHeader(name, String(value));
  }
  if (cookies?.length) setCookies.push(...cookies);
  if (setCookies.length) res.setHeader('set-cookie', setCookies);
  res.setHeader('content-length', payload.length);
  res.statusCode = statusCode;
  res.end(payload);
}

// ─── The server ───────────────────────────────────────────────────────────────────────────────────

export const MAX_BODY_BYTES = 10 * 1024 * 1024;

const NOT_FOUND = errorBody('Not Found', 'NOT_FOUND');
const INTERNAL = errorBody('Internal Server Error', 'INTERNAL');
const TOO_LARGE = errorBody('Request Entity Too Large', 'PAYLOAD_TOO_LARGE');
const UNAVAILABLE = errorBody('Service Unavailable', 'SERVICE_UNAVAILABLE');
const STARTING = errorBody('The local stack is still starting', 'STARTING');

export const isApiPath = (pathname: string): boolean => pathname === '/api' || pathname.startsWith('/api/');

class PayloadTooLarge extends Error {}

/** Reads the body up to `max` bytes; rejects with PayloadTooLarge beyond that. */
function readBody(req: IncomingMessage, max: number): Promise<Buffer | null> {
  return new Promise((resolvePromise, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > max) {
      reject(new PayloadTooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > max) {
        failed = true;
        chunks.length = 0;
        reject(new PayloadTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolvePromise(size ? Buffer.concat(chunks, size) : null);
    });
    req.on('error', (err) => {
      if (!failed) reject(err);
    });
  });
}

/** Answers 413 and discards what the client still sends (up to a bound), then closes. */
function rejectTooLarge(req: IncomingMessage, res: ServerResponse, max: number) {
  sendJson(res, 413, TOO_LARGE, { connection: 'close' });
  let discarded = 0;
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > 4 * max) req.socket.destroy();
  });
  req.resume();
}

export function createGateway(opts: GatewayOptions): Gateway {
  const compiled = compileRoutes(opts.routes);
  const maxBody = opts.maxBodyBytes ?? MAX_BODY_BYTES;
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const log = opts.log ?? ((line: string) => console.log(line));
  const logError = opts.logError ?? ((line: string) => console.error(line));
  let web = opts.web ?? null;
  let ready = opts.ready ?? true;
  const handlers = new Map<string, Promise<LambdaHandler>>();

  const getHandler = (route: GatewayRoute): Promise<LambdaHandler> => {
    let pending = handlers.get(route.id);
    if (!pending) {
      pending = opts.loadHandler(route).then((fn) => {
        if (typeof fn !== 'function') throw new Error(`route ${route.id}: the module exports no handler function`);
        return fn;
      });
      pending.catch(() => handlers.delete(route.id)); // retry on the next request (e.g. after a fix)
      handlers.set(route.id, pending);
    }
    return pending;
  };

  async function handleApi(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<number> {
    const method = (req.method ?? 'GET').toUpperCase();
    const match = matchRoute(compiled, method, pathname);
    if (!match) {
      req.resume();
      sendJson(res, 404, NOT_FOUND);
      return 404;
    }
    let body: Buffer | null;
    try {
      body = await readBody(req, maxBody);
    } catch (err) {
      if (err instanceof PayloadTooLarge) {
        rejectTooLarge(req, res, maxBody);
        return 413;
      }
      throw err;
    }
    const requestId = randomBytes(10).toString('base64');
    const event = buildEvent({
      route: match.route,
      pathParameters: match.pathParameters,
      method,
      url: req.url ?? '/',
      rawHeaders: req.rawHeaders,
      body,
      sourceIp: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
      localPort: req.socket.localPort,
      requestId,
    });
    const context = createLambdaContext(match.route.id, timeoutMs);
    let result: LambdaResult;
    try {
      const handler = await getHandler(match.route);
      const invocation = Promise.resolve().then(() => handler(event, context));
      if (timeoutMs > 0) {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<'timeout'>((r) => {
          timer = setTimeout(() => r('timeout'), timeoutMs);
        });
        const outcome = await Promise.race([invocation, timeout]).finally(() => clearTimeout(timer));
        if (outcome === 'timeout') {
          invocation.catch(() => {});
          logError(`[gateway] ${match.route.id} timed out after ${timeoutMs} ms (${method} ${pathname})`);
          sendJson(res, 503, UNAVAILABLE, { 'apigw-requestid': requestId });
          return 503;
        }
        result = outcome as LambdaResult;
      } else {
        result = await invocation;
      }
    } catch (err) {
      logError(`[gateway] ${match.route.id} threw (${method} ${pathname}):\n${(err as Error)?.stack ?? String(err)}`);
      sendJson(res, 500, INTERNAL, { 'apigw-requestid': requestId });
      return 500;
    }
    try {
      writeLambdaResult(res, result, { 'apigw-requestid': requestId });
      return res.statusCode;
    } catch (err) {
      logError(`[gateway] ${match.route.id} returned a malformed response: ${(err as Error).message}`);
      sendJson(res, 500, INTERNAL, { 'apigw-requestid': requestId });
      return 500;
    }
  }

  const server = createServer((req, res) => {
    const started = performance.now();
    const url = req.url ?? '/';
    const pathname = url.split('?')[0] ?? '/';
    if (!ready) {
      req.resume();
      sendJson(res, 503, STARTING, { 'retry-after': '1' });
      return;
    }
    if (isApiPath(pathname)) {
      handleApi(req, res, pathname)
        .catch((err) => {
          logError(`[gateway] ${req.method} ${pathname} failed:\n${(err as Error)?.stack ?? String(err)}`);
          sendJson(res, 500, INTERNAL);
          return 500;
        })
        .then((status) => {
          if (!opts.quiet) log(`${req.method} ${url} ${status} ${Math.round(performance.now() - started)}ms`);
        });
      return;
    }
    if (!web) {
      req.resume();
      sendJson(res, 404, NOT_FOUND);
      return;
    }
    Promise.resolve()
      .then(() => web!(req, res))
      .catch((err) => {
        logError(`[gateway] web ${req.method} ${pathname} failed:\n${(err as Error)?.stack ?? String(err)}`);
        if (!res.headersSent) sendJson(res, 500, INTERNAL);
        else res.destroy();
      });
  });
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
    else socket.destroy();
  });

  return {
    server,
    setWeb: (w) => {
      web = w;
    },
    setReady: (r) => {
      ready = r;
    },
    listen: (port, host = '127.0.0.1') =>
      new Promise((resolvePromise, reject) => {
        const onError = (err: Error) => reject(err);
        server.once('error', onError);
        server.listen(port, host, () => {
          server.off('error', onError);
          resolvePromise((server.address() as AddressInfo).port);
        });
      }),
    close: () =>
      new Promise((resolvePromise) => {
        if (!server.listening) {
          resolvePromise();
          return;
        }
        server.close(() => resolvePromise());
        server.closeAllConnections();
      }),
  };
}

/** Loads `functions/http/<kebab-id>.ts` from the repo with dynamic import (needs tsx or vitest as loader). */
export function moduleHandlerLoader(repoRoot: string, fileOf: (id: string) => string) {
  return async (route: GatewayRoute): Promise<LambdaHandler> => {
    const file = resolve(repoRoot, fileOf(route.id));
    const mod = (await import(pathToFileURL(file).href)) as { handler?: LambdaHandler; default?: { handler?: LambdaHandler } };
    const handler = mod.handler ?? mod.default?.handler;
    if (typeof handler !== 'function') throw new Error(`${file} does not export a "handler" function`);
    return handler;
  };
}

// ─── Web: static files (preview) and Vite (dev) ───────────────────────────────────────────────────

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.m4a': 'audio/mp4',
  '.aac': 'audio/aac',
  '.flac': 'audio/flac',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

export const contentTypeFor = (file: string): string => CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';

/** Resolves a URL path inside `root`, or null when it would leave it (or is malformed). */
export function resolveStaticPath(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const normalized = posix.normalize(`/${decoded}`);
  const abs = resolve(root, `.${normalized}`);
  const base = resolve(root);
  return abs === base || abs.startsWith(base + sep) ? abs : null;
}

/**
 * Serves a built SPA like CloudFront + S3 would: files with content types, immutable caching for
 * hashed `/assets/*`, `index.html` (200, no-cache) for extension-less paths that are not files.
 * `/api` paths never fall back (they are the gateway's, and get 404 JSON here).
 */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml)|image\/svg)/;

export function createStaticHandler(distDir: string): WebHandler {
  const root = resolve(distDir);
  const gzipCache = new Map<string, Buffer>();
  const gzipped = async (file: string, etag: string): Promise<Buffer> => {
    const key = `${file}|${etag}`;
    let body = gzipCache.get(key);
    if (!body) {
      body = gzipSync(await readFile(file), { level: 9 });
      gzipCache.set(key, body);
    }
    return body;
  };
  const send = async (req: IncomingMessage, res: ServerResponse, file: string, size: number, mtime: Date, cache: string) => {
    const etag = `W/"${size.toString(16)}-${Math.floor(mtime.getTime()).toString(16)}"`;
    res.setHeader('content-type', contentTypeFor(file));
    res.setHeader('cache-control', cache);
    res.setHeader('etag', etag);
    res.setHeader('last-modified', mtime.toUTCString());
    res.setHeader('x-content-type-options', 'nosniff');
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader('vary', 'accept-encoding');
    res.statusCode = 200;
    // Like CloudFront's `compress: true`: text assets go out gzipped when the browser accepts it.
    if (COMPRESSIBLE.test(contentTypeFor(file)) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      const body = await gzipped(file, etag);
      res.setHeader('content-encoding', 'gzip');
      res.setHeader('content-length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.setHeader('content-length', size);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    await new Promise<void>((done, fail) => {
      const stream = createReadStream(file);
      stream.on('error', fail);
      res.on('close', () => {
        stream.destroy();
        done();
      });
      stream.pipe(res).on('finish', done);
    });
  };

  const fileStat = async (path: string) => {
    try {
      const s = await stat(path);
      return s.isFile() ? s : null;
    } catch {
      return null;
    }
  };

  return async (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (isApiPath(pathname)) {
      sendJson(res, 404, NOT_FOUND);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      req.resume();
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      res.end('Method Not Allowed');
      return;
    }
    const target = resolveStaticPath(root, pathname);
    if (!target) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Bad Request');
      return;
    }
    const isAsset = pathname.startsWith('/assets/');
    const direct = (await fileStat(target)) ? target : (await fileStat(join(target, 'index.html'))) ? join(target, 'index.html') : null;
    if (direct) {
      const s = (await fileStat(direct))!;
      const cache = isAsset && !direct.endsWith('.html') ? 'public, max-age=31536000, immutable' : 'no-cache';
      await send(req, res, direct, s.size, s.mtime, cache);
      return;
    }
    const last = pathname.split('/').pop() ?? '';
    if (!isAsset && !last.includes('.')) {
      const index = join(root, 'index.html');
      const s = await fileStat(index);
      if (s) {
        await send(req, res, index, s.size, s.mtime, 'no-cache');
        return;
      }
    }
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not Found');
  };
}

export interface ViteWeb {
  handler: WebHandler;
  close: () => Promise<void>;
}

/** Vite in middleware mode on the gateway's own server (HMR websocket included). */
export async function createViteWeb(server: Server, configFile: string): Promise<ViteWeb> {
  const { createServer: createViteServer } = await import('vite');
  const vite = await createViteServer({
    configFile,
    server: { middlewareMode: true, hmr: { server } },
    appType: 'spa',
  });
  return {
    handler: (req, res) =>
      new Promise<void>((done) => {
        res.on('close', () => done());
        vite.middlewares(req, res, (err?: unknown) => {
          if (err) {
            res.statusCode = 500;
            res.end(String((err as Error)?.stack ?? err));
          } else {
            res.statusCode = 404;
            res.end('Not Found');
          }
          done();
        });
      }),
    close: () => vite.close(),
  };
}
