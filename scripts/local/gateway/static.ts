/** Web requests: a built SPA served like CloudFront + S3 (preview). */
import { gzipSync } from 'node:zlib';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, posix, resolve, sep } from 'node:path';
import { isApiPath } from './routing';
import { NOT_FOUND, sendJson } from './responses';
import type { WebHandler } from './types';

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

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml)|image\/svg)/;

/**
 * Serves a built SPA like CloudFront + S3 would: files with content types, immutable caching for
 * hashed `/assets/*`, `index.html` (200, no-cache) for extension-less paths that are not files.
 * `/api` paths never fall back (they are the gateway's, and get 404 JSON here).
 */
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
