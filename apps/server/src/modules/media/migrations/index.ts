import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as mPrivate from './202612040100-media-private.js';

/** The media table's changes (its base table is the kernel's). A released migration is never edited. */
export const mediaMigrations: Record<string, Migration> = {
  '202612040100-media-private': sqlScript(mPrivate.up, mPrivate.down),
};
