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
  },
});
