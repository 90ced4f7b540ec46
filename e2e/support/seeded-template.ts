import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { spawnServer } from '../../apps/server/tests/support/server-process.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder the real server has migrated and seeded with the demo data once for this run. */
    seededDataDir: string;
  }
}

/**
 * Global setup of the browser tests: one server start migrates and seeds a data folder (the demo data takes most
 * of a start), then every test file's server starts on its own copy of it (e2e/support/server.ts), a restart of
 * an already seeded site instead of a first start. A file that needs a first start still gets one (`fresh`).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'haiwai-e2e-seeded-'));
  const server = spawnServer({ dataDir: dir, env: { NODE_ENV: 'development' } });
  try {
    await server.ready(180_000);
  } finally {
    await server.stop();
  }
  project.provide('seededDataDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

/** A private copy of the seeded folder for one server; removed when that server stops. */
export function copyOfSeeded(template: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'haiwai-srv-'));
  cpSync(template, dir, { recursive: true });
  return dir;
}
