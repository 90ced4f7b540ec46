import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer, spawnServer } from '../../apps/server/tests/support/server-process.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder the real server has migrated and seeded with the demo data once for this run. */
    seededDataDir: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Global setup of the browser tests: one server start migrates and seeds a data folder (the demo data takes most
 * of a start), then every test file's server starts on its own copy of it (e2e/support/server.ts), a restart of
 * an already seeded site instead of a first start. A file that needs a first start still gets one (`fresh`).
 */
export default async function setup(project: TestProject) {
  // The server as `npm start` runs it, compiled once for the run into its own folder (runs may share a tree): every
  // test file starts a server or two, and each start under tsx transformed the whole server again (bench/README.md,
  // "Server start-up": about 1.5 s of CPU per start).
  const build = path.join(root, 'apps/server/dist', `e2e-${process.pid}`);
  const entry = buildServer(build);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'haiwai-e2e-seeded-'));
  const server = spawnServer({ dataDir: dir, entry, env: { NODE_ENV: 'development' } });
  try {
    await server.ready(180_000);
  } finally {
    await server.stop();
  }
  project.provide('seededDataDir', dir);
  project.provide('serverEntry', entry);
  return () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(build, { recursive: true, force: true });
  };
}

/** A private copy of the seeded folder for one server; removed when that server stops. */
export function copyOfSeeded(template: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'haiwai-srv-'));
  cpSync(template, dir, { recursive: true });
  return dir;
}
