import type { Kysely } from 'kysely';
import { fieldError, forbidden } from '../../core/errors.js';
import type { DB } from '../../db/schema.js';
import type { AuthUser } from '../../core/routes.js';
import { settingsCacheOf } from '../../core/settings-cache.js';
import { adminAreas, mayActOn } from '../notices/index.js';

/**
 * Who may touch which rows of the basis data: rows of site area 0 show in every area and are the super
 * admin's; an area's rows are its admins' (and the super admin's). Every admin may read the all-areas rows,
 * since an area admin writes its own copies of them.
 */
export function mustEditArea(user: AuthUser, siteAreaId: number): void {
  const may = siteAreaId === 0 ? user.role === 'super_admin' : mayActOn(user, siteAreaId);
  if (!may) throw forbidden(siteAreaId === 0 ? 'content.global_only_super' : 'content.area_forbidden');
}

/** The areas a list covers: the one asked for (0: the all-areas rows), else every row the admin may see (null: all). */
export function readableAreas(user: AuthUser, requested: number | undefined): number[] | null {
  if (requested === 0) return [0];
  const own = adminAreas(user, requested);
  return own === null || requested !== undefined ? own : [0, ...own];
}

/**
 * After an edit commits: the node's settings cache goes (the app's reads of slides, entries, pages, words,
 * site areas and basis/config all go through it), so the next read shows the change. Other nodes follow
 * within the cache's TTL (core/settings-cache.ts).
 */
export function showChange(db: object): void {
  settingsCacheOf(db).clear();
}

/** A row's area must exist (0: every area); an unknown one is a 400 on the field, never a failed insert. */
export async function mustBeArea(db: Kysely<DB>, siteAreaId: number): Promise<void> {
  if (siteAreaId === 0) return;
  const found = await db.selectFrom('site_area').select('id').where('id', '=', siteAreaId).executeTakeFirst();
  if (!found) throw fieldError('body.site_area_id', 'content.area_unknown');
}
