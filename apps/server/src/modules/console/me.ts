import type { Lang } from '@haiwai/contracts';
import { CONSOLE_PERMISSIONS, type ConsoleMe } from '@haiwai/contracts/console';
import type { Kysely } from 'kysely';
import { pick } from '../../core/localize.js';
import type { AuthUser } from '../../core/routes.js';
import { holds } from '../../core/staff-access.js';
import type { DB } from '../../db/schema.js';

/**
 * What the console shows the signed-in user (docs/console.md): the areas they work in, with what they may do in
 * each — the roles' grants (core/staff-access.ts), every permission in every area for a super admin. A member works
 * in no area (the console tells them it is for staff).
 */
export async function consoleMe(db: Kysely<DB>, user: AuthUser, lang: Lang): Promise<ConsoleMe> {
  const superAdmin = user.role === 'super_admin';
  const ids = superAdmin ? null : [...new Set([...user.adminSiteAreaIds, ...Object.keys(user.staffAreas ?? {}).map(Number)])];
  if (ids && !ids.length) return { super_admin: false, areas: [] };
  let q = db.selectFrom('site_area').select(['id', 'names']).where('enabled', '=', true);
  if (ids) q = q.where('id', 'in', ids);
  const rows = await q.orderBy('sort').orderBy('id').execute();
  const areas = rows
    .map((r) => ({ id: r.id, name: pick(r.names, lang), permissions: CONSOLE_PERMISSIONS.filter((p) => holds(user, p, r.id)) }))
    .filter((a) => a.permissions.length > 0);
  return { super_admin: superAdmin, areas };
}
