import type { Migration } from 'kysely';
import { kernelMigrations } from '../db/kernel-migrations/index.js';
import { mergeMigrations } from '../db/migrate.js';
import { carMigrations } from './cars/migrations/index.js';
import { chatMigrations } from './chat/migrations/index.js';
import { jobMigrations } from './jobs/migrations/index.js';
import { listingMigrations } from './listings/migrations/index.js';
import { noticeMigrations } from './notices/migrations/index.js';

/**
 * Every migration the server applies: the kernel's and each module's, merged (a name used twice throws).
 * The Migrator applies them in the order of their names.
 */
export function allMigrations(): Record<string, Migration> {
  return mergeMigrations([kernelMigrations, listingMigrations, chatMigrations, noticeMigrations, carMigrations, jobMigrations]);
}
