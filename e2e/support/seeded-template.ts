import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

/** A server build and a data folder seeded with the demo, for the browser tests' servers to start on copies of. */
export interface PreparedSeed {
  entry: string;
  seededDir: string;
}

/**
 * One server start migrates and seeds a data folder (the demo data takes most of a start), on the server compiled
 * once for the run into its own folder (runs may share a tree): every test file's server then starts on its own copy
 * (e2e/support/server.ts), a restart of an already seeded site instead of a first start. A start under tsx would
 * transform the whole server again each time (bench/README.md, "Server start-up": about 1.5 s of CPU per start).
 */
export async function prepareSeed(): Promise<PreparedSeed> {
  const entry = buildServer(path.join(root, 'apps/server/dist', `e2e-${process.pid}`));
  const seededDir = mkdtempSync(path.join(os.tmpdir(), 'haiwai-e2e-seeded-'));
  const server = spawnServer({ dataDir: seededDir, entry, env: { NODE_ENV: 'development' } });
  try {
    await server.ready(180_000);
  } finally {
    await server.stop();
  }
  return { entry, seededDir };
}

/**
 * Global setup of the browser tests: the seeded folder and the server build. The test command prepares them while
 * the PostgreSQL pass starts (single-threaded work beside a pass that leaves a core idle at its start) and names the
 * result in E2E_PREPARED (scripts/test-all.sh, e2e/support/prepare-seed.ts); otherwise it is done here. A file that
 * needs a first start still gets one (`fresh`).
 */
export default async function setup(project: TestProject) {
  const preparedFile = process.env.E2E_PREPARED;
  const prepared: PreparedSeed = preparedFile && existsSync(preparedFile) ? (JSON.parse(readFileSync(preparedFile, 'utf8')) as PreparedSeed) : await prepareSeed();
  project.provide('seededDataDir', prepared.seededDir);
  project.provide('serverEntry', prepared.entry);
  return () => {
    rmSync(prepared.seededDir, { recursive: true, force: true });
    rmSync(path.dirname(prepared.entry), { recursive: true, force: true });
  };
}

/** A private copy of the seeded folder for one server; removed when that server stops. */
export function copyOfSeeded(template: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'haiwai-srv-'));
  cpSync(template, dir, { recursive: true });
  return dir;
}
