import { randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { runSeeds } from '../../src/core/seed-runner.js';
import { allMigrations } from '../../src/modules/migrations.js';
import { modules } from '../../src/modules/index.js';
import { imageStoreFor } from '../../src/seed/store-image.js';
import { buildServer } from './server-process.js';

/** The two ways a test server is seeded: reference data with the demo accounts (the default), or reference data only. */
export type SeedVariant = 'accounts' | 'empty';
const VARIANTS: SeedVariant[] = ['empty', 'accounts'];

/** Where one variant's seeded state is kept for this run. */
export interface SeededDatabase {
  /** The data folder the seeds wrote their images to; each test server starts on a copy. */
  dataDir: string;
  /** PGlite: the seeded cluster as a tarball. */
  dump?: string;
  /** PGlite, 'empty' only: the same cluster as a folder, for a server process to start on a copy of (tests/chat-faults/support.ts). */
  pgliteDir?: string;
  /** PostgreSQL: a database to copy with CREATE DATABASE … TEMPLATE. */
  template?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Seeded once per run (migrations, reference data, demo accounts hashed with argon2id) for every test file. */
    seededDatabases: Record<SeedVariant, SeededDatabase>;
  }
}

/** The databases of a new cluster that tests never open, dropped one statement at a time (not in a transaction). */
const SLIMMING = ['alter database template0 is_template false', 'drop database template0', 'drop database postgres', 'checkpoint'];

/** A database name in the test cluster's URL replaced by another. */
export function urlOfDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs one statement on the cluster's maintenance database (CREATE / DROP DATABASE cannot run in a pool's transaction). */
export async function onCluster(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Creates database `name` on the cluster, a copy of `template` when given. A template another session is still
 * leaving (a pool just closed, another file copying it) refuses with 55006 "being accessed by other users": retried.
 */
export async function createDatabase(clusterUrl: string, name: string, template?: string): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      return await onCluster(clusterUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || i >= 30) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

/** A new database of one test file on the cluster, a copy of `template` when given, and the way to drop it. */
export async function databaseOfOwn(clusterUrl: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await createDatabase(clusterUrl, name, template);
  return { url: urlOfDatabase(clusterUrl, name), drop: () => onCluster(clusterUrl, `drop database if exists "${name}" with (force)`) };
}

/**
 * Global setup of the integration tests: migrating and seeding took most of every file's start (seconds per file,
 * ninety files, twice), so it is done once per variant here and every file starts from a copy. PGlite copies are
 * loaded from a dumped tarball; PostgreSQL copies are `CREATE DATABASE … TEMPLATE`, a file copy on the server.
 */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'haiwai-it-seeded-'));
  const url = process.env.TEST_DATABASE_URL;
  const made: Partial<Record<SeedVariant, SeededDatabase>> = {};
  const templates: string[] = [];
  // 'empty' first; 'accounts' starts as a copy of it and adds the demo accounts (one migration of the whole schema).
  let emptyTarball: Blob | undefined;
  for (const variant of VARIANTS) {
    const dataDir = path.join(root, variant);
    const from = variant === 'accounts' ? made.empty : undefined;
    if (from) cpSync(from.dataDir, dataDir, { recursive: true });
    else mkdirSync(dataDir);
    const template = url ? `haiwai_seeded_${variant}_${randomUUID().slice(0, 8)}` : undefined;
    if (url && template) {
      await createDatabase(url, template, from?.template);
      templates.push(template);
    }
    const database = await openDatabase({
      databaseUrl: url && template ? urlOfDatabase(url, template) : undefined,
      ...(!url && from ? { pgliteLoad: emptyTarball } : {}),
      pgliteWorker: false,
      poolSize: 2,
    });
    try {
      await migrate(database, allMigrations());
      await runSeeds(database.db, modules, { storeImage: imageStoreFor(dataDir, database), demo: variant === 'accounts' ? { only: ['auth'] } : false });
      const entry: SeededDatabase = { dataDir, ...(template ? { template } : {}) };
      if (!url) {
        // Every file loads this tarball into a new PGlite, and its start went mostly to creating the files: without the
        // two databases nothing opens (template0, postgres: 600 of 1,800 files) a load took 0.58 → 0.37 s (0.77 → 0.51 s
        // of CPU). 'accounts' starts from the slim 'empty'.
        if (variant === 'empty') for (const statement of SLIMMING) await database.execScript(statement);
        const dump = path.join(root, `${variant}.tar`);
        const tarball = await database.dump!();
        writeFileSync(dump, new Uint8Array(await tarball.arrayBuffer()));
        entry.dump = dump;
        if (variant === 'empty') {
          emptyTarball = tarball;
          const pgliteDir = path.join(root, 'empty-pglite');
          await (await openDatabase({ pgliteDir, pgliteLoad: tarball, pgliteWorker: false, poolSize: 1 })).close();
          entry.pgliteDir = pgliteDir;
        }
      }
      made[variant] = entry;
    } finally {
      await database.close();
    }
  }
  project.provide('seededDatabases', made as Record<SeedVariant, SeededDatabase>);
  // The process tests (kernel/process, chat-faults, ops-runtime, cluster) start the server as `npm start` does.
  const build = path.join(import.meta.dirname, '../../dist', `it-${process.pid}`);
  project.provide('serverEntry', buildServer(build));
  return async () => {
    rmSync(build, { recursive: true, force: true });
    if (url) for (const t of templates) await onCluster(url, `drop database if exists "${t}" with (force)`).catch(() => undefined);
    rmSync(root, { recursive: true, force: true });
  };
}

/** A test server's own copy of a seeded variant's data folder (the images the seeds stored). */
export function copyDataDir(seeded: SeededDatabase, into: string): void {
  cpSync(seeded.dataDir, into, { recursive: true });
}

const dumps = new Map<string, Blob>();
/** The PGlite tarball, read once per worker. */
export function dumpOf(seeded: SeededDatabase): Blob {
  let blob = dumps.get(seeded.dump!);
  if (!blob) {
    blob = new Blob([readFileSync(seeded.dump!)]);
    dumps.set(seeded.dump!, blob);
  }
  return blob;
}
