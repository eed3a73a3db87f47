/**
 * Response compression in the Lambda. CloudFront's `/api/*` behaviour does not cache, and
 * CloudFront only compresses what it may cache, so without this every JSON list crosses the
 * last mile uncompressed. API Gateway decodes `isBase64Encoded` bodies and passes
 * `Content-Encoding` through to the client.
 */
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type Encoding = 'br' | 'gzip';

/** Below this the encoding overhead and the CPU cost outweigh the bytes saved. */
export const MIN_COMPRESS_BYTES = 1024;

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)\b|application\/[\w.+-]+\+(json|xml)\b|image\/svg\+xml\b)/i;

/**
 * The encoding to use for an `Accept-Encoding` value: the one with the highest q, brotli on a tie
 * (smaller), none when neither is acceptable. `*` stands for any coding not listed by name.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const qParam = params.find((p) => /^q=/i.test(p));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.toLowerCase(), Number.isFinite(value) ? value : 0);
  }
  const weight = (coding: Encoding) => q.get(coding) ?? q.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br <= 0 && gzip <= 0) return undefined;
  return br >= gzip ? 'br' : 'gzip';
}

const headerOf = (headers: APIGatewayProxyStructuredResultV2['headers'], name: string) => {
  const key = Object.keys(headers ?? {}).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : { key, value: String(headers![key]) };
};

/**
 * `response` with its text body compressed when the client accepts gzip or brotli and the body is
 * worth it. Redirects, empty bodies, binary (already base64) bodies and bodies that already carry
 * an encoding are returned unchanged.
 */
export function compressResponse(
  response: APIGatewayProxyStructuredResultV2,
  acceptEncoding: string | undefined,
): APIGatewayProxyStructuredResultV2 {
  const { body, headers = {} } = response;
  if (typeof body !== 'string' || response.isBase64Encoded || headerOf(headers, 'content-encoding')) return response;
  const type = headerOf(headers, 'content-type')?.value;
  if (!type || !COMPRESSIBLE.test(type)) return response;
  // The answer depends on Accept-Encoding whenever compression was possible, even if this one is plain.
  const vary = headerOf(headers, 'vary');
  const varied = {
    ...headers,
    ...(vary
      ? { [vary.key]: /accept-encoding/i.test(vary.value) ? vary.value : `${vary.value}, Accept-Encoding` }
      : { Vary: 'Accept-Encoding' }),
  };
  const raw = Buffer.from(body, 'utf8');
  const encoding = raw.length >= MIN_COMPRESS_BYTES ? chooseEncoding(acceptEncoding) : undefined;
  if (!encoding) return { ...response, headers: varied };
  const compressed =
    encoding === 'br'
      ? // Quality 5 of 11: most of brotli's gain over gzip for a fraction of its CPU time.
        brotliCompressSync(raw, {
          params: {
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_QUALITY]: 5,
            [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        })
      : gzipSync(raw);
  return {
    ...response,
    headers: { ...varied, 'Content-Encoding': encoding },
    body: compressed.toString('base64'),
    isBase64Encoded: true,
  };
}
