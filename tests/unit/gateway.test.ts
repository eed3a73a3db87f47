import { gunzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildEvent,
  compileRoutes,
  createGateway,
  createStaticHandler,
  isTextContentType,
  matchRoute,
  parseQueryString,
  resolveStaticPath,
  type Gateway,
  type GatewayRoute,
  type LambdaHandler,
} from '../../scripts/local/gateway';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
  json: <T = unknown>() => T;
}

/** What the `echo` handler sends back: the event it received and a few context fields. */
interface Echo {
  event: APIGatewayProxyEventV2;
  context: { functionName: string; awsRequestId: string; remaining: number };
}

/** A raw HTTP request (paths are sent as is: no normalisation of `..` or `%2e`). */
function request(
  port: number,
  opts: { method?: string; path: string; headers?: OutgoingHttpHeaders; body?: Buffer | string; chunks?: Buffer[] },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method: opts.method ?? 'GET', path: opts.path, headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = body.toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text, json: <T>() => JSON.parse(text) as T });
      });
    });
    req.on('error', reject);
    if (opts.chunks) {
      for (const c of opts.chunks) req.write(c);
      req.end();
    } else req.end(opts.body);
  });
}

const routes: GatewayRoute[] = [
  { id: 'getOrder', method: 'GET', path: '/api/orders/{orderId}' },
  { id: 'myOrders', method: 'GET', path: '/api/orders/my-orders' },
  { id: 'createOrder', method: 'POST', path: '/api/orders' },
  { id: 'orderItem', method: 'GET', path: '/api/orders/{orderId}/items/{itemId}' },
  { id: 'files', method: 'GET', path: '/api/files/{path+}' },
  { id: 'anyPing', method: 'ANY', path: '/api/ping' },
  { id: 'echo', method: 'POST', path: '/api/echo/{name}' },
  { id: 'echoGet', method: 'GET', path: '/api/echo/{name}' },
  { id: 'shapes', method: 'GET', path: '/api/shapes/{kind}' },
  { id: 'boom', method: 'GET', path: '/api/boom' },
  { id: 'slow', method: 'GET', path: '/api/slow' },
  { id: 'missing', method: 'GET', path: '/api/missing' },
];

describe('route matching', () => {
  const compiled = compileRoutes(routes);
  const match = (method: string, path: string) => matchRoute(compiled, method, path);

  it('prefers literal segments over {param} segments, whatever the table order', () => {
    expect(match('GET', '/api/orders/my-orders')?.route.id).toBe('myOrders');
    expect(match('GET', '/api/orders/o-123')).toEqual({ route: routes[0], pathParameters: { orderId: 'o-123' } });
    const reversed = compileRoutes([...routes].reverse());
    expect(matchRoute(reversed, 'GET', '/api/orders/my-orders')?.route.id).toBe('myOrders');
  });

  it('URL-decodes path parameters and matches encoded literals', () => {
    expect(match('GET', '/api/orders/a%20b%2Fc%C3%A9')?.pathParameters).toEqual({ orderId: 'a b/cé' });
    expect(match('GET', '/api/orders/my%2Dorders')?.route.id).toBe('myOrders');
    expect(match('GET', '/api/orders/%E0%A4%A')?.pathParameters).toEqual({ orderId: '%E0%A4%A' }); // malformed: kept raw
    expect(match('GET', '/api/orders/o1/items/i%3F2')?.pathParameters).toEqual({ orderId: 'o1', itemId: 'i?2' });
  });

  it('supports greedy {proxy+} parameters only when something follows', () => {
    expect(match('GET', '/api/files/a/b%20c/d.mp3')?.pathParameters).toEqual({ path: 'a/b c/d.mp3' });
    expect(match('GET', '/api/files/')).toBeNull();
    expect(match('GET', '/api/files')).toBeNull();
  });

  it('needs the method to match (ANY matches every method) and does not normalise trailing slashes', () => {
    expect(match('DELETE', '/api/orders/o1')).toBeNull();
    expect(match('POST', '/api/orders')?.route.id).toBe('createOrder');
    expect(match('POST', '/api/orders/')).toBeNull();
    expect(match('GET', '/api/orders/')).toBeNull();
    expect(match('GET', '/api/orders/o1/')).toBeNull();
    expect(match('PATCH', '/api/ping')?.route.id).toBe('anyPing');
    expect(match('get', '/api/orders/o1')?.route.id).toBe('getOrder');
  });

  it('rejects malformed route paths', () => {
    expect(() => compileRoutes([{ id: 'x', method: 'GET', path: '/api/{a+}/b' }])).toThrow(/last segment/);
    expect(() => compileRoutes([{ id: 'x', method: 'GET', path: 'api/x' }])).toThrow(/start with/);
    expect(() => compileRoutes([{ id: 'x', method: 'GET', path: '/api/x{y}' }])).toThrow(/unsupported/);
  });
});

describe('event building', () => {
  it('parses query strings like API Gateway (decoded, repeated keys comma-joined)', () => {
    expect(parseQueryString('')).toBeUndefined();
    expect(parseQueryString('a=1&b=x%20y&a=2&c&d=%26')).toEqual({ a: '1,2', b: 'x y', c: '', d: '&' });
  });

  it('knows which content types API Gateway passes as text', () => {
    for (const t of ['application/json', 'application/json; charset=utf-8', 'text/plain', 'application/problem+json', 'application/xml'])
      expect(isTextContentType(t)).toBe(true);
    for (const t of [undefined, 'application/octet-stream', 'audio/mpeg', 'multipart/form-data; boundary=x', 'image/png'])
      expect(isTextContentType(t)).toBe(false);
  });

  it('builds a version 2.0 event', () => {
    const now = new Date(Date.UTC(2020, 2, 12, 19, 3, 58));
    const event = buildEvent({
      route: routes[0]!,
      pathParameters: { orderId: 'o1' },
      method: 'GET',
      url: '/api/orders/o1?x=1&x=2',
      rawHeaders: ['Host', 'localhost:3000', 'X-Multi', 'a', 'x-multi', 'b', 'Cookie', 'a=1; b=2', 'User-Agent', 'ua/1'],
      body: null,
      sourceIp: '127.0.0.1',
      localPort: 3000,
      requestId: 'req-1',
      now,
    });
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /api/orders/{orderId}',
      rawPath: '/api/orders/o1',
      rawQueryString: 'x=1&x=2',
      cookies: ['a=1', 'b=2'],
      queryStringParameters: { x: '1,2' },
      pathParameters: { orderId: 'o1' },
      isBase64Encoded: false,
      requestContext: {
        domainName: 'localhost',
        http: { method: 'GET', path: '/api/orders/o1', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'ua/1' },
        requestId: 'req-1',
        routeKey: 'GET /api/orders/{orderId}',
        stage: '$default',
        time: '12/Mar/2020:19:03:58 +0000',
        timeEpoch: now.getTime(),
      },
    });
    expect(event.headers).toEqual({
      host: 'localhost:3000',
      'x-multi': 'a,b',
      'user-agent': 'ua/1',
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'http',
      'x-forwarded-port': '3000',
    });
    expect(event.body).toBeUndefined();
  });
});

describe('the gateway over HTTP', () => {
  let gateway: Gateway;
  let port: number;
  let loads: Record<string, number>;
  const errors: string[] = [];
  const logs: string[] = [];
  let distRoot: string;
  const post = (path: string, contentType: string, body: Buffer | string) =>
    request(port, { method: 'POST', path, headers: { 'content-type': contentType }, body });

  const echo: LambdaHandler = async (event: APIGatewayProxyEventV2, context: Context) => ({
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      event,
      context: { functionName: context.functionName, awsRequestId: context.awsRequestId, remaining: context.getRemainingTimeInMillis() },
    }),
  });

  const handlers: Record<string, LambdaHandler> = {
    getOrder: echo,
    myOrders: echo,
    echo,
    echoGet: echo,
    files: echo,
    anyPing: echo,
    createOrder: echo,
    orderItem: echo,
    shapes: async (event) => {
      switch (event.pathParameters?.kind) {
        case 'string':
          return 'hello';
        case 'object':
          return { hello: 'world' };
        case 'binary':
          return {
            statusCode: 201,
            headers: { 'content-type': 'audio/mpeg', 'x-n': 5 },
            body: Buffer.from([0, 1, 2, 255]).toString('base64'),
            isBase64Encoded: true,
          };
        case 'cookies':
          return { statusCode: 204, cookies: ['a=1; Path=/', 'b=2; HttpOnly'] };
        default:
          return { statusCode: 'nope' as unknown as number };
      }
    },
    boom: async () => {
      throw new Error('kaboom secret detail');
    },
    slow: () => new Promise((r) => setTimeout(() => r({ statusCode: 200, body: 'late' }), 500)),
  };

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'gw-static-'));
    distRoot = join(root, 'dist');
    mkdirSync(join(distRoot, 'assets'), { recursive: true });
    writeFileSync(join(root, 'secret.txt'), 'TOP SECRET');
    writeFileSync(join(distRoot, 'index.html'), '<!doctype html><title>spa</title>');
    writeFileSync(join(distRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(join(distRoot, 'robots.txt'), 'User-agent: *');
    loads = {};
    gateway = createGateway({
      routes,
      loadHandler: async (route) => {
        loads[route.id] = (loads[route.id] ?? 0) + 1;
        if (route.id === 'missing') throw new Error('Cannot find module functions/http/missing.ts');
        return handlers[route.id]!;
      },
      web: createStaticHandler(distRoot),
      maxBodyBytes: 1024,
      timeoutMs: 200,
      log: (l) => logs.push(l),
      logError: (l) => errors.push(l),
    });
    port = await gateway.listen(0);
  });

  afterAll(async () => {
    await gateway?.close();
    rmSync(join(distRoot, '..'), { recursive: true, force: true });
  });

  it('listens on a free port when asked for port 0', () => {
    expect(port).toBeGreaterThan(0);
  });

  it('dispatches to the most specific route and passes decoded path parameters', async () => {
    const mine = (await request(port, { path: '/api/orders/my-orders' })).json<Echo>();
    expect(mine.event.routeKey).toBe('GET /api/orders/my-orders');
    expect(mine.context.functionName).toBe('myOrders');
    const one = (await request(port, { path: '/api/orders/a%20b' })).json<Echo>();
    expect(one.event.pathParameters).toEqual({ orderId: 'a b' });
    expect(one.event.rawPath).toBe('/api/orders/a%20b');
  });

  it('builds the event from the real request: headers, cookies, query, source IP, context', async () => {
    const res = await request(port, {
      path: '/api/echo/x?tag=a&tag=b&q=hello%20world',
      headers: { 'X-Custom': 'Yes', 'x-multi': ['one', 'two'], cookie: 'sid=abc; theme=dark', 'user-agent': 'test-agent' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['apigw-requestid']).toBeTruthy();
    const { event, context } = res.json<Echo>();
    expect(event.version).toBe('2.0');
    expect(event.headers['x-custom']).toBe('Yes');
    expect(event.headers['x-multi']).toBe('one,two');
    expect(event.headers.cookie).toBeUndefined();
    expect(event.cookies).toEqual(['sid=abc', 'theme=dark']);
    expect(event.queryStringParameters).toEqual({ tag: 'a,b', q: 'hello world' });
    expect(event.rawQueryString).toBe('tag=a&tag=b&q=hello%20world');
    expect(event.requestContext.http).toMatchObject({ method: 'GET', sourceIp: '127.0.0.1', userAgent: 'test-agent' });
    expect(event.requestContext.stage).toBe('$default');
    expect(event.requestContext.requestId).toBe(res.headers['apigw-requestid']);
    expect(event.body).toBeUndefined();
    expect(event.isBase64Encoded).toBe(false);
    expect(context.functionName).toBe('echoGet');
    expect(context.awsRequestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(context.remaining).toBeGreaterThan(0);
  });

  it('passes JSON bodies as text and binary bodies as base64', async () => {
    const json = (await post('/api/echo/j', 'application/json', '{"a":"é"}')).json<Echo>();
    expect(json.event.body).toBe('{"a":"é"}');
    expect(json.event.isBase64Encoded).toBe(false);
    const bytes = Buffer.from([0, 159, 146, 150, 255]);
    const bin = (await post('/api/echo/b', 'application/octet-stream', bytes)).json<Echo>();
    expect(bin.event.isBase64Encoded).toBe(true);
    expect(Buffer.from(bin.event.body ?? '', 'base64')).toEqual(bytes);
  });

  it('answers 413 JSON for bodies over the limit, declared or streamed', async () => {
    const declared = await post('/api/echo/big', 'application/json', 'x'.repeat(2048));
    expect(declared.status).toBe(413);
    expect(declared.json()).toEqual({ error: 'Request Entity Too Large', message: 'Request Entity Too Large', code: 'PAYLOAD_TOO_LARGE' });
    const streamed = await request(port, {
      method: 'POST',
      path: '/api/echo/big',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      chunks: [Buffer.alloc(700, 97), Buffer.alloc(700, 97)],
    });
    expect(streamed.status).toBe(413);
    const exact = await post('/api/echo/ok', 'text/plain', 'y'.repeat(1024));
    expect(exact.status).toBe(200);
  });

  it('answers 404 JSON for unknown API paths and for known paths with another method', async () => {
    const expected = { error: 'Not Found', message: 'Not Found', code: 'NOT_FOUND' };
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['GET', '/api'],
      ['GET', '/api/'],
      ['DELETE', '/api/orders/o1'],
      ['GET', '/api/orders/'],
      ['POST', '/api/orders/my-orders'],
    ] as const) {
      const res = await request(port, { method, path });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers['content-type']).toBe('application/json');
      expect(res.json()).toEqual(expected);
    }
  });

  it('follows the v2 response rules', async () => {
    const str = await request(port, { path: '/api/shapes/string' });
    expect([str.status, str.headers['content-type'], str.text]).toEqual([200, 'application/json', '"hello"']);
    const obj = await request(port, { path: '/api/shapes/object' });
    expect([obj.status, obj.json()]).toEqual([200, { hello: 'world' }]);
    const bin = await request(port, { path: '/api/shapes/binary' });
    expect(bin.status).toBe(201);
    expect(bin.headers['content-type']).toBe('audio/mpeg');
    expect(bin.headers['x-n']).toBe('5');
    expect([...bin.body]).toEqual([0, 1, 2, 255]);
    const cookies = await request(port, { path: '/api/shapes/cookies' });
    expect(cookies.status).toBe(204);
    expect(cookies.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; HttpOnly']);
    const bad = await request(port, { path: '/api/shapes/bad' });
    expect(bad.status).toBe(500);
  });

  it('turns a throwing handler into a 500 without internals and logs the stack', async () => {
    const res = await request(port, { path: '/api/boom' });
    expect(res.status).toBe(500);
    expect(res.json()).toEqual({ error: 'Internal Server Error', message: 'Internal Server Error', code: 'INTERNAL' });
    expect(res.text).not.toContain('kaboom');
    expect(errors.some((e) => e.includes('kaboom secret detail') && e.includes('gateway.test.ts'))).toBe(true);
  });

  it('answers 503 when a handler exceeds the integration timeout', async () => {
    const res = await request(port, { path: '/api/slow' });
    expect(res.status).toBe(503);
    expect(res.json<{ code: string }>().code).toBe('SERVICE_UNAVAILABLE');
  });

  it('loads each handler once, and retries a failed load on the next request', async () => {
    await request(port, { path: '/api/ping' });
    await request(port, { method: 'POST', path: '/api/ping' });
    await request(port, { method: 'PUT', path: '/api/ping' });
    expect(loads.anyPing).toBe(1);
    expect((await request(port, { path: '/api/missing' })).status).toBe(500);
    expect((await request(port, { path: '/api/missing' })).status).toBe(500);
    expect(loads.missing).toBe(2);
  });

  it('logs one line per API request with method, path, status and time', async () => {
    await request(port, { path: '/api/nope?x=1' });
    expect(logs.some((l) => /^GET \/api\/nope\?x=1 404 \d+ms$/.test(l))).toBe(true);
  });

  describe('static web (preview)', () => {
    it('serves files with content types and long caching for /assets', async () => {
      const asset = await request(port, { path: '/assets/app-abc123.js' });
      expect(asset.status).toBe(200);
      expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const robots = await request(port, { path: '/robots.txt' });
      expect([robots.status, robots.headers['content-type'], robots.headers['cache-control']]).toEqual([
        200,
        'text/plain; charset=utf-8',
        'no-cache',
      ]);
      const index = await request(port, { path: '/' });
      expect([index.status, index.headers['content-type'], index.text]).toEqual([
        200,
        'text/html; charset=utf-8',
        '<!doctype html><title>spa</title>',
      ]);
      const head = await request(port, { method: 'HEAD', path: '/assets/app-abc123.js' });
      expect([head.status, head.body.length]).toEqual([200, 0]);
    });

    it('gzips text assets for browsers that accept it, as CloudFront does', async () => {
      const zipped = await request(port, { path: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(zipped.body).toString()).toBe('console.log(1)');
      const plain = await request(port, { path: '/assets/app-abc123.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.text).toBe('console.log(1)');
    });

    it('falls back to index.html for extension-less paths only', async () => {
      const deep = await request(port, { path: '/orders/123?tab=x' });
      expect([deep.status, deep.headers['content-type'], deep.text]).toEqual([
        200,
        'text/html; charset=utf-8',
        '<!doctype html><title>spa</title>',
      ]);
      expect((await request(port, { path: '/missing.png' })).status).toBe(404);
      expect((await request(port, { path: '/assets/gone' })).status).toBe(404);
    });

    it('never falls back for /api paths', async () => {
      for (const path of ['/api', '/api/', '/api/unknown/page', '/api/orders/o1/']) {
        const res = await request(port, { path });
        expect(res.status, path).toBe(404);
        expect(res.headers['content-type']).toBe('application/json');
      }
      // Even called directly (without the gateway in front) the static handler refuses /api.
      const direct = createGateway({ routes: [], loadHandler: async () => echo, web: null });
      direct.setWeb(createStaticHandler(distRoot));
      const p = await direct.listen(0);
      try {
        expect((await request(p, { path: '/api/x' })).status).toBe(404);
      } finally {
        await direct.close();
      }
    });

    it('cannot be made to leave the dist folder', async () => {
      for (const path of [
        '/../secret.txt',
        '/%2e%2e/secret.txt',
        '/..%2fsecret.txt',
        '/assets/../../secret.txt',
        '/%2e%2e%2f%2e%2e%2fsecret.txt',
        '/..\\secret.txt',
        '/%00../secret.txt',
      ]) {
        const res = await request(port, { path });
        expect(res.text, path).not.toContain('TOP SECRET');
        expect(res.status, path).not.toBe(500);
      }
      expect(resolveStaticPath('/srv/dist', '/../secret.txt')).toBe('/srv/dist/secret.txt');
      expect(resolveStaticPath('/srv/dist', '/a/%2e%2e/%2e%2e/%2e%2e/etc/passwd')).toBe('/srv/dist/etc/passwd');
      expect(resolveStaticPath('/srv/dist', '/%E0%A4%A')).toBeNull();
      expect(resolveStaticPath('/srv/dist', '/a%00b')).toBeNull();
    });

    it('refuses methods other than GET and HEAD', async () => {
      const res = await request(port, { method: 'POST', path: '/orders', body: 'x' });
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
    });
  });

  it('answers 503 while not ready, and 404 JSON for non-API paths without a web handler', async () => {
    const g = createGateway({ routes, loadHandler: async () => echo, ready: false, quiet: true });
    const p = await g.listen(0);
    try {
      const starting = await request(p, { path: '/api/orders/o1' });
      expect(starting.status).toBe(503);
      expect(starting.headers['retry-after']).toBe('1');
      g.setReady(true);
      expect((await request(p, { path: '/api/orders/o1' })).status).toBe(200);
      expect((await request(p, { path: '/some/page' })).json<{ code: string }>().code).toBe('NOT_FOUND');
    } finally {
      await g.close();
    }
  });
});

describe("a route's function timeout", () => {
  let gateway: Gateway;
  let port: number;
  const errors: string[] = [];
  const lateResults: string[] = [];

  const timedRoutes: GatewayRoute[] = [
    { id: 'sleepy', method: 'GET', path: '/api/sleepy', timeoutSeconds: 1 },
    { id: 'brisk', method: 'GET', path: '/api/brisk', timeoutSeconds: 1 },
    { id: 'defaulted', method: 'GET', path: '/api/defaulted' },
  ];
  const handlers: Record<string, LambdaHandler> = {
    sleepy: () =>
      new Promise((resolveLate) =>
        setTimeout(() => {
          lateResults.push('sleepy');
          resolveLate({ statusCode: 200, body: 'late' });
        }, 1_500),
      ),
    brisk: async (_event, context) => ({ statusCode: 200, body: String(context.getRemainingTimeInMillis()) }),
    defaulted: async (_event, context) => ({ statusCode: 200, body: String(context.getRemainingTimeInMillis()) }),
  };

  beforeAll(async () => {
    gateway = createGateway({
      routes: timedRoutes,
      loadHandler: async (route) => handlers[route.id]!,
      defaultTimeoutSeconds: 3,
      quiet: true,
      logError: (line) => errors.push(line),
    });
    port = await gateway.listen(0);
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it('answers 503 with the standard error body once a handler runs past its route timeoutSeconds, and discards the late result', async () => {
    const started = performance.now();
    const res = await request(port, { path: '/api/sleepy' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
    expect(res.status).toBe(503);
    const message = 'The request took too long. Please try again in a moment.';
    expect(res.json()).toEqual({ error: message, message, code: 'TIMEOUT' });
    expect(errors.some((line) => line.includes('sleepy') && line.includes('Task timed out after 1.00 seconds'))).toBe(true);

    await new Promise((r) => setTimeout(r, 700));
    expect(lateResults).toEqual(['sleepy']);
    const after = await request(port, { path: '/api/brisk' });
    expect([after.status, after.text.length > 0]).toEqual([200, true]);
  });

  it("gives the handler's context the route's timeout, or the default when the route sets none", async () => {
    const brisk = Number((await request(port, { path: '/api/brisk' })).text);
    expect(brisk).toBeGreaterThan(500);
    expect(brisk).toBeLessThanOrEqual(1_000);
    const defaulted = Number((await request(port, { path: '/api/defaulted' })).text);
    expect(defaulted).toBeGreaterThan(2_000);
    expect(defaulted).toBeLessThanOrEqual(3_000);
  });
});

describe('gateway function timeout scale', () => {
  it('lets a handler run past its route timeout by the configured factor, and tells its context so', async () => {
    const gateway = createGateway({
      routes: [{ id: 'slow', method: 'GET', path: '/api/slow', timeoutSeconds: 1 }],
      loadHandler: async () => async (_event, context) => {
        const remaining = context.getRemainingTimeInMillis();
        await new Promise((r) => setTimeout(r, 1_200));
        return { statusCode: 200, body: String(remaining) };
      },
      functionTimeoutScale: 3,
      quiet: true,
    });
    try {
      const port = await gateway.listen(0);
      const res = await request(port, { path: '/api/slow' });
      expect(res.status).toBe(200);
      expect(Number(res.text)).toBeGreaterThan(2_000);
      expect(Number(res.text)).toBeLessThanOrEqual(3_000);
    } finally {
      await gateway.close();
    }
  });
});
