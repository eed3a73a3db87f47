import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { StacksLastSequencer } from './tests/helpers/stack-sequencer';

/**
 * Unit files that mock modules or touch the environment (vi.mock, vi.stubEnv, process.env, …): they
 * keep a module graph of their own per file. The others share one per worker, which halves the
 * unit project's CPU (each file re-imported zod, the SDK and the domain code).
 */
const UNIT_DIR = 'tests/unit';
// `@own-module-graph` marks a file that observes first imports (schemas-at-import: a module imported by
// an earlier file in the worker would build nothing it can see) or installs a global hook (zod's config).
const CHANGES_MODULES = /\bvi\.(mock|doMock|unmock|stubEnv|stubGlobal|resetModules|importActual)\b|process\.env|@own-module-graph/;
const unitFilesThatMock = readdirSync(UNIT_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts') && CHANGES_MODULES.test(readFileSync(join(UNIT_DIR, file), 'utf8')))
  .map((file) => `${UNIT_DIR}/${file}`);

/**
 * Files at once in the projects that test a stack, after the others (groupOrder 1): they mostly wait
 * on the stack's answers: with two, a CI run spent about one core's worth of CPU in that phase. `--maxWorkers=N` on the
 * command line caps them too (vitest lets a project's own setting win over it).
 */
const cliMaxWorkers = Number(/--max-?workers[= ](\d+)/i.exec(process.argv.join(' '))?.[1] ?? process.env.VITEST_MAX_WORKERS);
const STACK_WORKERS = Math.min(3, cliMaxWorkers || 3);

/**
 * One `npm test` runs six projects. api and e2e run against real local stacks
 * (tests/helpers/global-stack.ts) on temporary DATA_DIRs and free ports, leased to one file at a
 * time (docs/decisions/015-stack-leases.md); isolated leases from a stack of its own.
 */
export default defineConfig({
  test: {
    // vitest's default on two cores is one worker: the whole suite in series, each file waiting on its
    // stack's answers while the other core idles. The projects that test a stack run STACK_WORKERS.
    maxWorkers: 2,
    sequence: { sequencer: StacksLastSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          isolate: false,
          include: ['tests/unit/**/*.test.ts'],
          exclude: unitFilesThatMock,
          environment: 'node',
          // Some unit tests are CPU-bound (full-strength scrypt, audio rendered on worker threads): at
          // load 4-6 they took up to 4.5 s against vitest's 5 s default, and at load 15 one ran past it.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'unit-mocks',
          include: unitFilesThatMock,
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 1 },
          maxWorkers: STACK_WORKERS,
          globalSetup: ['tests/helpers/global-stack.ts'],
          setupFiles: ['tests/helpers/stack-setup.ts'],
          provide: { stacks: STACK_WORKERS },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // Tests that switch the whole store (maintenance mode) or fill its lists get a stack of their own,
          // leased to one file at a time like the shared ones. One: its files take a sixth of the stack
          // phase, and it serves Vite's dev server, the dearest start.
          name: 'isolated',
          include: ['tests/isolated/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 1 },
          maxWorkers: STACK_WORKERS,
          globalSetup: ['tests/helpers/global-stack.ts'],
          setupFiles: ['tests/helpers/stack-setup.ts'],
          provide: { isolatedStack: true, withWeb: true, stacks: 1 },
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'infra',
          // One module graph per worker instead of per file: each file re-imported aws-cdk-lib's
          // constructs and the stack code (44 of its 54 s). The files share no state: each builds its
          // own App in a temporary folder, and neither they nor infra/ keep anything at module level.
          isolate: false,
          include: ['tests/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          // One jsdom window and module graph per worker instead of per file: each file spent most of
          // its time building a window and re-importing React and the app. web-setup.ts blanks the
          // page, storage and toasts before each file.
          isolate: false,
          include: ['tests/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/helpers/web-setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 1 },
          maxWorkers: STACK_WORKERS,
          globalSetup: ['tests/helpers/global-stack.ts'],
          setupFiles: ['tests/helpers/stack-setup.ts'],
          provide: { withWeb: true, stacks: STACK_WORKERS },
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
