import { defineConfig } from 'vitest/config';
import { apiRoutesPlugin } from './build/api-routes-plugin';

export default defineConfig({
  plugins: [apiRoutesPlugin()],
  test: {
    name: 'web',
    root: new URL('.', import.meta.url).pathname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The test command runs the type-check and lint beside these (scripts/test-all.sh): a loaded machine, not a slow test.
    testTimeout: 20_000,
    // Files share a worker's loaded modules (19.0 → 6.1 s alone); a test that needs a store's start-up afresh resets
    // the modules itself (src/stores/session-hint.test.ts).
    isolate: false,
  },
});
