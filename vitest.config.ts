import { defineConfig } from 'vitest/config';

/** Three tiers (STYLE.md): unit (no I/O), integration (real database), e2e (built app in Chromium). */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['apps/*/src/**/*.test.ts', 'packages/*/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'integration',
          include: ['apps/server/tests/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
      { test: { name: 'e2e', include: ['e2e/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 180_000, pool: 'forks', maxWorkers: 1, fileParallelism: false } },
    ],
  },
});
