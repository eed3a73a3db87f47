/**
 * The fuzz suite (issue 10 §2) in shards: tests/api/fuzz.test.ts, fuzz-2 and fuzz-3 each fuzz every
 * third input-taking route, so vitest's two workers share the ~100 routes instead of one worker
 * carrying them all. Every route still gets FUZZ_RUNS requests from the same seed: a route's
 * requests depend on the seed and the route only, not on the shard.
 *
 * `npm test` sends a seeded sample of FUZZ_RUNS (default 104: 13 batches of 8) requests per route;
 * `npm run test:fuzz` sends 1,000+ per route with a random seed (or FUZZ_SEED) and prints the
 * counts. A failure prints fast-check's seed and path: rerun with FUZZ_SEED=<seed> to reproduce.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeList } from '../../shared/api/routes';
import { isLocalStack } from './api';
import { cleanWorld, createWorld, formatStats, fuzzedRoutes, fuzzRoute, restoreSingleton, type FuzzWorld, type RouteStats } from './fuzz';
import { isWebhookRoute } from './fuzz-webhooks';
import { useSandboxGateways } from './payments';

export const FUZZ_SHARDS = 3;
const DEFAULT_SEED = 20_260_310;

/**
 * Routes whose accepted requests change what every song offers (an active licence tier is sold on
 * every song with its files): fuzzed on a stack of their own (tests/isolated/fuzz-store-wide.test.ts),
 * never on the shared one, where the api files running beside the fuzz would see its tiers.
 */
export const STORE_WIDE_ROUTES: ReadonlySet<string> = new Set(['createLicenseTier', 'updateLicenseTier', 'deleteLicenseTier']);

/** Fuzzes the routes of shard `shard` (1 … FUZZ_SHARDS) against this worker's stack. */
export function describeFuzzShard(shard: number): void {
  const routes = fuzzedRoutes()
    .filter((route) => !STORE_WIDE_ROUTES.has(route.id))
    .filter((_, i) => i % FUZZ_SHARDS === shard - 1);
  describeFuzz(`fuzz ${shard}/${FUZZ_SHARDS}`, routes);
}

/** Fuzzes the store-wide routes (STORE_WIDE_ROUTES); only on a stack no other file shares. */
export function describeStoreWideFuzz(): void {
  describeFuzz(
    'fuzz of the store-wide routes',
    fuzzedRoutes().filter((route) => STORE_WIDE_ROUTES.has(route.id)),
  );
}

function describeFuzz(title: string, routes: ReturnType<typeof fuzzedRoutes>): void {
  const runs = Number(process.env.FUZZ_RUNS ?? 104);
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.FUZZ_RUNS ? Date.now() % 2 ** 31 : DEFAULT_SEED;
  /** Seconds per request and route at worst, on a busy 2-core machine. */
  const routeTimeoutMs = Math.max(60_000, runs * 1_000);
  const stats: RouteStats[] = [];
  let world: FuzzWorld;

  // The per-client limits only see distinct callers through the local stack's loopback addresses.
  describe.skipIf(!isLocalStack())(`${title}: ${runs} generated requests per input-taking route (seed ${seed})`, () => {
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
          // A webhook checks its signature only when its gateway is set up: the sandbox's keys, put back as they were after.
          if (isWebhookRoute(route.id)) await useSandboxGateways(world.admin, { paypal: true, sslcommerz: true });
          let result: RouteStats;
          try {
            result = await fuzzRoute(route, world, { runs, seed, shrink: process.env.FUZZ_SHRINK === '1' });
          } finally {
            if (isWebhookRoute(route.id))
              await restoreSingleton(
                world,
                routeList.find((r) => r.id === 'savePaymentGateways')!,
              );
          }
          stats.push(result);
          console.log(formatStats([result], seed).split('\n').at(-1));
          // Per-client limits may answer 429 (a valid answer), but spread over many addresses they must not drown the rest.
          expect(result.statuses[429] ?? 0, `${route.id}: 429s`).toBeLessThan(result.requests / 2);
        },
        routeTimeoutMs,
      );
    }
  });
}
