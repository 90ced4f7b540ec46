import { defineConfig } from 'vitest/config';
import { nodeVersionProblem } from './scripts/check-node.mjs';

// Tests that find themselves on another Node major than `engines` names fail the run instead of passing there.
const nodeProblem = nodeVersionProblem();
if (nodeProblem) throw new Error(nodeProblem);

/** Three tiers (docs/contributing.md, Tests): unit (no I/O), integration (real database), e2e (built app in Chromium). */
export default defineConfig({
  test: {
    projects: [
      // 20 s, not vitest's 5: the test command runs the type-check and lint beside these (scripts/test-all.sh), and the
      // cycle check's whole-repository scan took over 5 s there.
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['apps/server/src/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'scripts/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          // Files share a worker's loaded modules: importing them again per file was most of this pass (35.6 → 16.0 s
          // alone, 44 → 20 s of CPU). A test that needs a module's start-up afresh calls vi.resetModules() itself.
          isolate: false,
        },
      },
      // The web app's unit tests need its Vite plugins (virtual route table), so they use its own config.
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'integration',
          sequence: { groupOrder: 2 },
          include: ['apps/server/tests/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Migrated and seeded once per run; every file starts from a copy (tests/support/seeded-databases.ts).
          globalSetup: ['apps/server/tests/support/seeded-databases.ts'],
          pool: 'forks',
          // One when the pass runs beside the browser tests (scripts/test-all.sh), two on its own.
          maxWorkers: Number(process.env.INTEGRATION_WORKERS ?? 2),
          // Files share a worker's loaded modules (each still builds its own app on its own database): loading the
          // server's modules again for each of ninety files took half of the integration passes. State kept at module
          // level is keyed by database (WeakMaps), so nothing leaks from one file's app into the next.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 3 },
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/seeded-template.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A poll waits for what a person would see (a bubble, a badge); vitest's default gives up after 1 s, which
          // a loaded machine overshoots (a room opened straight from a link, CI under other work: issue 33).
          expect: { poll: { timeout: 15_000, interval: 100 } },
          pool: 'forks',
          // Two files at a time, each with its own server, data folder and browser: much of a browser test is waiting
          // (animations, the network going quiet), so two share the 2-core machine well (1,395 → 635 s for the suite).
          maxWorkers: 2,
          // A worker process runs file after file (each still starts its own server and browser): a new process per
          // file, with vitest and playwright-core loaded again, was about 1.3 s of the busy machine's CPU per file. The
          // support modules keep no state between files (e2e/support: no module-level variables).
          isolate: false,
        },
      },
    ],
  },
});
