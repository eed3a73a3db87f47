import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest (a CI run's results.json, seconds): each starts before the rest of its
 * group, so none of them is still running alone at the end. vitest orders by its own timings only
 * when its cache holds them, which a fresh clone's does not, and even then within a project only.
 */
const LONGEST_FIRST = [
  'tests/e2e/route-sweep.test.ts',
  'tests/e2e/purchase-journey.test.ts',
  'tests/e2e/subscription-journey.test.ts',
  'tests/infra/stack.test.ts',
  'tests/infra/payment-sandbox.test.ts',
  'tests/api/authz-matrix.test.ts',
  'tests/api/fuzz.test.ts',
  'tests/isolated/admin-songs.test.ts',
  'tests/api/fuzz-3.test.ts',
  'tests/e2e/theme-journey.test.ts',
  'tests/e2e/guest-checkout-journey.test.ts',
  'tests/api/fuzz-2.test.ts',
  'tests/unit/seed-audio.test.ts',
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
