/**
 * Generated bad input for every route that takes params, a query or a body (issue 10 §2): see
 * tests/helpers/fuzz.ts for what is sent and what every answer is held to.
 *
 * `npm test` sends a seeded sample of FUZZ_RUNS (default 104: 13 batches of 8) requests per route;
 * `npm run test:fuzz` sends 1,000+ per route with a random seed (or FUZZ_SEED) and prints the
 * counts. A failure prints fast-check's seed and path: rerun with FUZZ_SEED=<seed> to reproduce.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { isLocalStack } from '../helpers/api';
import { cleanWorld, createWorld, formatStats, fuzzedRoutes, fuzzRoute, type FuzzWorld, type RouteStats } from '../helpers/fuzz';

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
        stats.push(await fuzzRoute(route, world, { runs, seed, shrink: process.env.FUZZ_SHRINK === '1' }));
      },
      routeTimeoutMs,
    );
  }
});
