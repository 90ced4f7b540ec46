import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { ModuleDefinition, SeedContext } from './module.js';

export interface SeedRunOptions {
  storeImage: SeedContext['storeImage'];
  log?: (message: string) => void;
  /**
   * Demo data as well: every module's (`true`, SEED_DEMO), none (`false`), or only the named modules'
   * (the integration tests take the demo users of `auth` without the demo listings).
   */
  demo: boolean | { only: readonly string[] };
}

export interface SeedResult {
  /** Some reference stage wrote rows (a first start). */
  reference: boolean;
  /** Some demo stage wrote rows. */
  demo: boolean;
}

/**
 * Runs the modules' seed hooks: every reference hook in list order, then, with demo on, every demo hook in
 * list order (demo data points at reference rows: areas, districts, categories). Each hook skips itself
 * when its marker is there, so this runs at every start. The caller passes the module list (core imports
 * no module); on PostgreSQL run it under the seed lock (core/seed-lock.ts).
 */
export async function runSeeds(db: Kysely<DB>, modules: readonly ModuleDefinition[], opts: SeedRunOptions): Promise<SeedResult> {
  const ctx: SeedContext = { db, storeImage: opts.storeImage, log: opts.log ?? (() => {}) };
  const result: SeedResult = { reference: false, demo: false };
  for (const m of modules) if (m.seed?.reference && (await m.seed.reference(ctx))) result.reference = true;
  const demo = opts.demo;
  const wanted = (m: ModuleDefinition) => demo === true || (typeof demo === 'object' && demo.only.includes(m.name));
  for (const m of modules) if (m.seed?.demo && wanted(m) && (await m.seed.demo(ctx))) result.demo = true;
  return result;
}
