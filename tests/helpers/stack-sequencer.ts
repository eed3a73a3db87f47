import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest (a CI run's results.json, seconds): each starts before the rest of its
 * group, so none of them is still running alone at the end. vitest orders by its own timings only
 * when its cache holds them, which a fresh clone's does not, and even then within a project only.
 */
const LONGEST_FIRST = [
  // Files that need no stack.
  'tests/unit/seed-audio.test.ts',
  'tests/infra/stack.test.ts',
  'tests/infra/bundling.test.ts',
  'tests/infra/web.test.ts',
  'tests/infra/bundling-decoders.test.ts',
  'tests/infra/payment-sandbox.test.ts',
  // Files that need one. The isolated project's come early too: left in vitest's order they were the
  // last quarter of the run, its longest file starting when the rest were nearly done.
  'tests/e2e/route-sweep.test.ts',
  'tests/isolated/admin-songs.test.ts',
  'tests/e2e/theme-journey.test.ts',
  'tests/api/fuzz-3.test.ts',
  'tests/api/fuzz-2.test.ts',
  'tests/api/authz-matrix.test.ts',
  'tests/api/fuzz.test.ts',
  'tests/isolated/admin-songs-journey.test.ts',
  'tests/isolated/email-verification.test.ts',
  'tests/e2e/artist-journey.test.ts',
  'tests/e2e/visitor-journey.test.ts',
  'tests/e2e/admin-fits.test.ts',
  'tests/e2e/buyer-preferences-journey.test.ts',
  'tests/e2e/purchase-journey.test.ts',
  'tests/isolated/dashboard-figures.test.ts',
  'tests/e2e/licence-tiers-journey.test.ts',
  'tests/e2e/account-journey.test.ts',
  'tests/e2e/store-journey.test.ts',
  'tests/e2e/subscription-journey.test.ts',
  'tests/e2e/guest-checkout-journey.test.ts',
];

/**
 * vitest's order, with the files that need no local stack first: the stacks
 * (tests/helpers/global-stack.ts) boot in the background meanwhile, instead of workers waiting
 * for them. Within each of the two groups the longest files (LONGEST_FIRST) lead.
 */
export class StacksLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const needsStack = (file: TestSpecification) => file.project.config.setupFiles.some((setup) => setup.endsWith('stack-setup.ts'));
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((path) => file.moduleId.endsWith(`/${path}`));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    const longestFirst = (group: TestSpecification[]) => [...group].sort((a, b) => rank(a) - rank(b));
    return [...longestFirst(sorted.filter((file) => !needsStack(file))), ...longestFirst(sorted.filter(needsStack))];
  }
}
