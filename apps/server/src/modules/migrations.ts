import type { Migration } from 'kysely';
import { kernelMigrations } from '../db/kernel-migrations/index.js';
import { mergeMigrations } from '../db/migrate.js';
import { modules } from './index.js';

/**
 * Every migration the server applies: the kernel's and each module's `migrations`, merged (a name used twice
 * throws). The Migrator applies them in the order of their names, whichever module they come from.
 */
export function allMigrations(): Record<string, Migration> {
  return mergeMigrations([kernelMigrations, ...modules.map((m) => m.migrations ?? {})]);
}
