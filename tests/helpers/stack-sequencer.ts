import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds the longer files took in a CI run (results.json, 2 cores): each starts before the rest of
 * its group, so none of them is still running alone at the end. vitest orders by its own timings only
 * when its cache holds them, which a fresh clone's does not, and even then within a project only.
 */
const SECONDS: Record<string, number> = {
  // Files that need no stack.
  'tests/unit/seed-audio.test.ts': 110,
  'tests/infra/stack.test.ts': 108,
  'tests/infra/bundling.test.ts': 13,
  'tests/infra/web.test.ts': 11,
  'tests/infra/bundling-decoders.test.ts': 9,
  'tests/infra/payment-sandbox.test.ts': 8,
  // Files that lease a stack.
  'tests/e2e/route-sweep.test.ts': 175,
  'tests/e2e/theme-journey.test.ts': 79,
  'tests/isolated/admin-songs.test.ts': 68,
  'tests/api/fuzz-3.test.ts': 64,
  'tests/api/fuzz-2.test.ts': 61,
  'tests/api/fuzz.test.ts': 51,
  'tests/api/authz-matrix.test.ts': 46,
  'tests/e2e/artist-journey.test.ts': 23,
  'tests/isolated/email-verification.test.ts': 21,
  'tests/isolated/admin-songs-journey.test.ts': 21,
  'tests/e2e/admin-fits.test.ts': 20,
  'tests/isolated/dashboard-figures.test.ts': 20,
  'tests/e2e/licence-tiers-journey.test.ts': 20,
  'tests/e2e/visitor-journey.test.ts': 19,
  'tests/api/faults.test.ts': 18,
  'tests/e2e/purchase-journey.test.ts': 17,
  'tests/e2e/buyer-preferences-journey.test.ts': 17,
  'tests/e2e/subscription-journey.test.ts': 16,
  'tests/e2e/account-journey.test.ts': 16,
  'tests/api/license-tiers.test.ts': 14,
  'tests/api/gateway-payments.test.ts': 14,
  'tests/e2e/language-journey.test.ts': 14,
  'tests/e2e/guest-checkout-journey.test.ts': 13,
  'tests/api/renewals.test.ts': 13,
  'tests/e2e/store-journey.test.ts': 12,
  'tests/e2e/order-numbers-journey.test.ts': 12,
};
/** A file of the project not listed above: about the project's median in that run. */
const TYPICAL_SECONDS: Record<string, number> = { api: 3, e2e: 10, isolated: 5 };

const stackPool = (file: TestSpecification) => (file.project.config.provide?.isolatedStack === true ? 'isolated' : 'shared');

/**
 * vitest's order, with the files that need no local stack first (their projects run before the
 * others: vitest.config.ts `groupOrder`): the stacks (tests/helpers/global-stack.ts) boot in the
 * background meanwhile, instead of workers waiting for them. Those files run longest first. The
 * files that lease a stack are interleaved across their pools (planStackFiles), and the pools are
 * told how many stacks this run needs.
 */
export class StacksLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const needsStack = (file: TestSpecification) => file.project.config.setupFiles.some((setup) => setup.endsWith('stack-setup.ts'));
    const noStack = [...sorted.filter((file) => !needsStack(file))].sort((a, b) => (secondsOf(b) ?? 0) - (secondsOf(a) ?? 0));
    const stackFiles = planStackFiles(sorted.filter(needsStack));
    const demand = (globalThis as { __marketplaceStackDemand?: (pools: string[]) => void }).__marketplaceStackDemand;
    demand?.(stackFiles.map(stackPool));
    return [...noStack, ...stackFiles];
  }
}

function secondsOf(file: TestSpecification): number | undefined {
  const known = Object.entries(SECONDS).find(([path]) => file.moduleId.endsWith(`/${path}`));
  return known?.[1];
}

/**
 * An order for the files that lease stacks: vitest hands the next file to the next free worker, and a
 * file whose pool has no free stack waits. Simulated with the files' usual durations, each next file
 * comes from the pool that would otherwise finish last (its remaining seconds over its stacks, from
 * when it has one free), longest file first within a pool; so the isolated pool's one stack is kept
 * busy beside the shared ones rather than left for the end.
 */
function planStackFiles(files: TestSpecification[]): TestSpecification[] {
  if (files.length === 0) return files;
  const seconds = (file: TestSpecification) => secondsOf(file) ?? TYPICAL_SECONDS[file.project.name] ?? 5;
  const workers = Math.max(1, ...files.map((file) => file.project.config.maxWorkers || 1));
  const queues = new Map<string, TestSpecification[]>();
  const stacks = new Map<string, number[]>();
  for (const file of files) {
    const pool = stackPool(file);
    if (!queues.has(pool)) {
      queues.set(pool, []);
      const size = Number(file.project.config.provide?.stacks) || workers;
      stacks.set(
        pool,
        Array.from({ length: size }, () => 0),
      );
    }
    queues.get(pool)!.push(file);
  }
  for (const queue of queues.values()) queue.sort((a, b) => seconds(b) - seconds(a));

  const workerFree = Array.from({ length: workers }, () => 0);
  const order: TestSpecification[] = [];
  while (order.length < files.length) {
    const now = Math.min(...workerFree);
    let best: { pool: string; finish: number } | undefined;
    for (const [pool, queue] of queues) {
      if (queue.length === 0) continue;
      const free = stacks.get(pool)!;
      const remaining = queue.reduce((sum, file) => sum + seconds(file), 0);
      const finish = Math.max(now, Math.min(...free)) + remaining / free.length;
      if (!best || finish > best.finish) best = { pool, finish };
    }
    const file = queues.get(best!.pool)!.shift()!;
    const free = stacks.get(best!.pool)!;
    const stack = free.indexOf(Math.min(...free));
    const end = Math.max(now, free[stack]!) + seconds(file);
    free[stack] = end;
    workerFree[workerFree.indexOf(now)] = end;
    order.push(file);
  }
  return order;
}
