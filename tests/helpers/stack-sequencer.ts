import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * vitest's order, with the files that need no local stack first: the stacks
 * (tests/helpers/global-stack.ts) boot in the background meanwhile, instead of workers waiting
 * for them.
 */
export class StacksLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const needsStack = (file: TestSpecification) => file.project.config.setupFiles.some((setup) => setup.endsWith('stack-setup.ts'));
    return [...sorted.filter((file) => !needsStack(file)), ...sorted.filter(needsStack)];
  }
}
