/**
 * Generated bad input for every route that takes params, a query or a body (issue 10 §2), in three
 * shards (this file, fuzz-2 and fuzz-3; tests/helpers/fuzz-suite.ts): see tests/helpers/fuzz.ts for
 * what is sent and what every answer is held to, and the regressions the fuzz found below.
 */
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { baseUrl, isLocalStack } from '../helpers/api';
import { contractBreaches, sendRaw } from '../helpers/fuzz';
import { describeFuzzShard } from '../helpers/fuzz-suite';

describeFuzzShard(1);

/** Defects the fuzz found, each replayed as one fixed request. */
describe.skipIf(!isLocalStack())('fuzz regressions', () => {
  /** Writes bytes on a raw socket: what no HTTP client would send. */
  const rawExchange = (bytes: string) =>
    new Promise<string>((resolve, reject) => {
      const url = new URL(baseUrl());
      const socket = connect({ host: '127.0.0.1', port: Number(url.port) }, () => socket.end(bytes));
      const chunks: Buffer[] = [];
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
      socket.on('error', reject);
    });

  it('answers a 100 KB query string with 431 in the {error, message, code} shape, not an empty 400', async () => {
    const res = await sendRaw({ method: 'GET', path: `/api/songs?q=${'a'.repeat(100_000)}` });
    expect(res.status).toBe(431);
    expect(contractBreaches(res)).toEqual([]);
    expect(JSON.parse(res.text)).toMatchObject({ code: 'HEADERS_TOO_LARGE' });
  });

  it('answers an unparsable request line with 400 in the {error, message, code} shape', async () => {
    const answer = await rawExchange('GET /api/songs HTTP/1.1 extra\r\nHost: x\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(body)).toEqual({ error: 'Bad Request', message: 'Bad Request', code: 'BAD_REQUEST' });
  });
});
