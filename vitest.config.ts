import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * One `npm test` runs six projects. api and e2e share the real local stack
 * (tests/helpers/global-stack.ts) on a temporary DATA_DIR and a free port; isolated starts its own.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/global-stack.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // Tests that switch the whole store (maintenance mode) get a stack of their own, one file at a time.
          name: 'isolated',
          include: ['tests/isolated/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/global-stack.ts'],
          provide: { isolatedStack: true, withWeb: true },
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
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
          globalSetup: ['tests/helpers/global-stack.ts'],
          provide: { withWeb: true },
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
