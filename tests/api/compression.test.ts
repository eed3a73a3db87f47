import { request } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pathOf, requestOf } from '../../shared/api/call';
import { baseUrl } from '../helpers/api';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

/** A GET that shows the bytes on the wire: fetch would decode them and hide the encoding. */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const url = new URL(path, baseUrl());
  const send = url.protocol === 'https:' ? httpsRequest : request;
  return new Promise((resolve, reject) => {
    const req = send(url, { method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const LIST = requestOf('listSongs', { query: { limit: 30 } }).url;

describe('API response compression', () => {
  it('gzips a large GET /api/songs when the client accepts gzip, and sends plain JSON when it does not', async () => {
    const plain = await rawGet(LIST);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const songs = JSON.parse(plain.bytes.toString('utf8')) as unknown[];
    expect(songs.length).toBeGreaterThanOrEqual(30);
    expect(plain.bytes.length).toBeGreaterThan(4096);

    const zipped = await rawGet(LIST, { 'accept-encoding': 'gzip' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toMatch(/^application\/json/);
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(zipped.headers['content-length'])).toBe(zipped.bytes.length);
    expect(zipped.bytes.length).toBeLessThan(plain.bytes.length / 2);
    expect(JSON.parse(gunzipSync(zipped.bytes).toString('utf8'))).toEqual(songs);
  });

  it('prefers brotli when the browser offers it, and keeps the cursor header', async () => {
    const plain = await rawGet(requestOf('listSongs', { query: { limit: 7 } }).url);
    const res = await rawGet(requestOf('listSongs', { query: { limit: 7 } }).url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.bytes).toString('utf8'))).toEqual(JSON.parse(plain.bytes.toString('utf8')));
    expect(res.headers['x-next-cursor']).toBe(plain.headers['x-next-cursor']);
  });

  it('leaves small bodies and redirects alone', async () => {
    const missing = await rawGet(pathOf('getSong', { songId: '01ZZZZZZZZZZZZZZZZZZZZZZZZ' }), { 'accept-encoding': 'gzip, br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(typeof (JSON.parse(missing.bytes.toString('utf8')) as { error?: unknown }).error).toBe('string');

    const [first] = JSON.parse((await rawGet(requestOf('listSongs', { query: { limit: 1 } }).url)).bytes.toString('utf8')) as {
      id: string;
    }[];
    const stream = await rawGet(pathOf('streamAudio', { songId: first!.id }), { 'accept-encoding': 'gzip, br' });
    expect(stream.status).toBe(302);
    expect(stream.headers.location).toMatch(/^https?:\/\//);
    expect(stream.headers['content-encoding']).toBeUndefined();
  });
});
