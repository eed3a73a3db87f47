/**
 * Generated bad input for every route that takes params, a query or a body (issue 10 §2): see
 * tests/helpers/fuzz.ts for what is sent and what every answer is held to.
 *
 * `npm test` sends a seeded sample of FUZZ_RUNS (default 104: 13 batches of 8) requests per route;
 * `npm run test:fuzz` sends 1,000+ per route with a random seed (or FUZZ_SEED) and prints the
 * counts. A failure prints fast-check's seed and path: rerun with FUZZ_SEED=<seed> to reproduce.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, isLocalStack } from '../helpers/api';
import {
  cleanWorld,
  contractBreaches,
  createWorld,
  formatStats,
  fuzzedRoutes,
  fuzzRoute,
  sendRaw,
  type FuzzWorld,
  type RouteStats,
} from '../helpers/fuzz';

const DEFAULT_SEED = 20_260_310;
const runs = Number(process.env.FUZZ_RUNS ?? 104);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.FUZZ_RUNS ? Date.now() % 2 ** 31 : DEFAULT_SEED;
/** Seconds per request and route at worst, on a busy 2-core machine. */
const routeTimeoutMs = Math.max(60_000, runs * 1_000);

const routes = fuzzedRoutes();
const stats: RouteStats[] = [];
let world: FuzzWorld;

// The per-client limits only see distinct callers through the local stack's loopback addresses.
describe.skipIf(!isLocalStack())(`fuzz: ${runs} generated requests per input-taking route (seed ${seed})`, () => {
  beforeAll(async () => {
    world = await createWorld();
  }, 120_000);

  afterAll(async () => {
    console.log(formatStats(stats, seed));
    if (world) await cleanWorld(world);
  }, 120_000);

  for (const route of routes) {
    it(
      `${route.id}: no 5xx, no internals, {error, message, code} on every 4xx, and no 4xx changes stored state`,
      async () => {
        const result = await fuzzRoute(route, world, { runs, seed, shrink: process.env.FUZZ_SHRINK === '1' });
        stats.push(result);
        console.log(formatStats([result], seed).split('\n').at(-1));
        // Per-client limits may answer 429 (a valid answer), but spread over many addresses they must not drown the rest.
        expect(result.statuses[429] ?? 0, `${route.id}: 429s`).toBeLessThan(result.requests / 2);
      },
      routeTimeoutMs,
    );
  }
});

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
