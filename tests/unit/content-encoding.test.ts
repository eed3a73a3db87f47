import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressResponse, MIN_COMPRESS_BYTES } from '../../functions/lib/content-encoding';

const big = JSON.stringify(Array.from({ length: 40 }, (_, i) => ({ id: `song-${i}`, title: 'Neon Nights', price: 2.49 })));
const json = (body: string, headers: Record<string, string> = {}) => ({
  statusCode: 200,
  headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  body,
});

describe('chooseEncoding', () => {
  it('prefers brotli over gzip when both are offered with the same weight', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
  });

  it('follows q-values, including q=0 and the * wildcard', () => {
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('br;q=0, *;q=0.1')).toBe('gzip');
  });

  it('chooses nothing without a usable Accept-Encoding', () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('')).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('deflate')).toBeUndefined();
  });
});

describe('compressResponse', () => {
  it('gzips a large JSON body as base64 with Content-Encoding and Vary', () => {
    const res = compressResponse(json(big, { 'X-Next-Cursor': 'abc' }), 'gzip');
    expect(res.isBase64Encoded).toBe(true);
    expect(res.headers).toMatchObject({ 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding', 'X-Next-Cursor': 'abc' });
    expect(gunzipSync(Buffer.from(res.body!, 'base64')).toString('utf8')).toBe(big);
  });

  it('answers brotli when it is preferred', () => {
    const res = compressResponse(json(big), 'gzip, deflate, br');
    expect(res.headers?.['Content-Encoding']).toBe('br');
    expect(brotliDecompressSync(Buffer.from(res.body!, 'base64')).toString('utf8')).toBe(big);
  });

  it('sends the body as is, still with Vary, when the client accepts no supported encoding', () => {
    const res = compressResponse(json(big), undefined);
    expect(res.body).toBe(big);
    expect(res.isBase64Encoded).toBeUndefined();
    expect(res.headers?.Vary).toBe('Accept-Encoding');
    expect(res.headers?.['Content-Encoding']).toBeUndefined();
  });

  it('leaves small bodies uncompressed', () => {
    const small = JSON.stringify({ error: 'Song not found' });
    expect(small.length).toBeLessThan(MIN_COMPRESS_BYTES);
    expect(compressResponse(json(small), 'gzip').body).toBe(small);
  });

  it('leaves redirects, binary bodies, encoded bodies and non-text types alone', () => {
    const redirect = { statusCode: 302, headers: { Location: 'https://example.com/a.mp3' } };
    expect(compressResponse(redirect, 'gzip')).toEqual(redirect);
    const binary = {
      statusCode: 200,
      headers: { 'Content-Type': 'application/pdf' },
      body: Buffer.alloc(4096).toString('base64'),
      isBase64Encoded: true,
    };
    expect(compressResponse(binary, 'gzip')).toEqual(binary);
    const encoded = json(big, { 'content-encoding': 'identity' });
    expect(compressResponse(encoded, 'gzip')).toEqual(encoded);
    const audio = { statusCode: 200, headers: { 'Content-Type': 'audio/mpeg' }, body: 'x'.repeat(4096) };
    expect(compressResponse(audio, 'gzip')).toEqual(audio);
  });

  it('compresses text exports such as CSV and keeps an existing Vary', () => {
    const csv = { statusCode: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8', Vary: 'Origin' }, body: 'a,b\n'.repeat(1000) };
    const res = compressResponse(csv, 'gzip');
    expect(res.headers).toMatchObject({ 'Content-Encoding': 'gzip', Vary: 'Origin, Accept-Encoding' });
  });
});
