/** The Node HTTP server: readiness, `/api/*` to the API side, the rest to the web handler. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiHandler } from './api';
import { BAD_REQUEST, HEADERS_TOO_LARGE, INTERNAL, NOT_FOUND, sendJson, STARTING } from './responses';
import { isApiPath } from './routing';
import type { Gateway, GatewayOptions } from './types';
import { contentSecurityPolicy } from '../../../shared/csp';

/**
 * The site's policy (shared/csp.ts) with the local S3 stand-in in place of S3's hosts, since
 * presigned media URLs point there: the same rules for scripts and everything else.
 */
const sitePolicy = (): string => {
  const s3 = process.env.AWS_ENDPOINT_URL_S3;
  return s3 ? contentSecurityPolicy([new URL(s3).origin]) : contentSecurityPolicy();
};

/**
 * `/covers/*`, as CloudFront serves it: the object of the same key in the covers bucket, GET and
 * HEAD only, cached like the CDN's copy. The local S3 stand-in (s3rver) answers unsigned reads.
 */
async function serveCover(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<number> {
  const s3 = process.env.AWS_ENDPOINT_URL_S3;
  const bucket = process.env.COVERS_BUCKET;
  const method = req.method ?? 'GET';
  req.resume();
  if (!s3 || !bucket || (method !== 'GET' && method !== 'HEAD') || pathname.includes('..')) {
    sendJson(res, 404, NOT_FOUND);
    return 404;
  }
  const upstream = await fetch(`${new URL(s3).origin}/${bucket}${pathname}`, { method });
  if (!upstream.ok) {
    sendJson(res, 404, NOT_FOUND);
    return 404;
  }
  const bytes = Buffer.from(await upstream.arrayBuffer());
  res.writeHead(200, {
    'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
    'content-length': upstream.headers.get('content-length') ?? String(bytes.length),
    'cache-control': upstream.headers.get('cache-control') ?? 'public, max-age=86400',
    'x-content-type-options': 'nosniff',
  });
  res.end(method === 'HEAD' ? undefined : bytes);
  return 200;
}

export function createGateway(opts: GatewayOptions): Gateway {
  const log = opts.log ?? ((line: string) => console.log(line));
  const logError = opts.logError ?? ((line: string) => console.error(line));
  const handleApi = createApiHandler({ ...opts, logError });
  let web = opts.web ?? null;
  let ready = opts.ready ?? true;
  let apiInFlight = 0;

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
      apiInFlight++;
      void handleApi(req, res, pathname)
        .catch((err) => {
          logError(`[gateway] ${req.method} ${pathname} failed:\n${(err as Error)?.stack ?? String(err)}`);
          sendJson(res, 500, INTERNAL);
          return 500;
        })
        .then((status) => {
          apiInFlight--;
          if (!opts.quiet) log(`${req.method} ${url} ${status} ${Math.round(performance.now() - started)}ms`);
        });
      return;
    }
    if (pathname.startsWith('/covers/')) {
      void serveCover(req, res, pathname)
        .catch((err) => {
          logError(`[gateway] ${req.method} ${pathname} failed:\n${(err as Error)?.stack ?? String(err)}`);
          if (!res.headersSent) sendJson(res, 500, INTERNAL);
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
    const serveWeb = web;
    // The policy CloudFront sends with the SPA, so a snippet or script refused there is refused here.
    res.setHeader('content-security-policy', sitePolicy());
    Promise.resolve()
      .then(() => serveWeb(req, res))
      .catch((err) => {
        logError(`[gateway] web ${req.method} ${pathname} failed:\n${(err as Error)?.stack ?? String(err)}`);
        if (!res.headersSent) sendJson(res, 500, INTERNAL);
        else res.destroy();
      });
  });
  // A request Node cannot parse (an oversized request line or headers, a malformed line) still
  // gets the wire's error shape, with Node's own status choice: 431 for oversize, else 400.
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const [status, reason, body] =
      err.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large', HEADERS_TOO_LARGE] : [400, 'Bad Request', BAD_REQUEST];
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nconnection: close\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  });

  return {
    server,
    apiInFlight: () => apiInFlight,
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
