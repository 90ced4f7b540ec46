import type { ApiData } from '@haiwai/contracts';
import type { GrantableRole, StaffRole } from '@haiwai/contracts/staff';
import { sql, type Kysely, type Transaction } from 'kysely';
import { conflict, forbidden, notFound } from '../../core/errors.js';
import { idPager } from '../../core/paging/index.js';
import type { AuthUser } from '../../core/routes.js';
import { holds } from '../../core/staff-access.js';
import type { DB } from '../../db/schema.js';
import { audit, adminAreas } from '../notices/index.js';

/**
 * Roles as data (docs/roles.md): `staff_role` names each role's permissions, `staff_grant` gives one to a person
 * in one area. The super admin is the account's role (`app_user.role`), not a grant. `app_user.role` follows the
 * grants (admin while any is held), so the member app and older code see an operator as an admin.
 */

type Db = Kysely<DB>;
type Tx = Kysely<DB> | Transaction<DB>;
const staffPages = idPager('staff');

/** My roles and permissions per area: what the console's menu shows. */
export async function staffSelf(db: Db, user: AuthUser): Promise<ApiData<'staffSelf'>> {
  const grants = await db.selectFrom('staff_grant').select(['site_area_id', 'role_key']).where('user_id', '=', user.id).orderBy('site_area_id').orderBy('role_key').execute();
  const areas = new Map<number, StaffRole[]>();
  for (const g of grants) areas.set(g.site_area_id, [...(areas.get(g.site_area_id) ?? []), g.role_key as StaffRole]);
  return {
    super_admin: user.role === 'super_admin',
    areas: [...areas].map(([site_area_id, roles]) => ({ site_area_id, roles, permissions: [...(user.staffAreas?.[site_area_id] ?? [])] })),
  };
}

export async function roleList(db: Db): Promise<ApiData<'staffRoles'>> {
  const rows = await db.selectFrom('staff_role').select(['key', 'permissions']).orderBy('sort').execute();
  return { list: rows.map((r) => ({ key: r.key as StaffRole, permissions: r.permissions })) };
}

type Member = ApiData<'staffGrant'>;

/** Staff of my areas, one row per person and area (super admins first, to super admins), by user id. */
export async function staffList(db: Db, user: AuthUser, q: { cursor?: string; limit: number; site_area_id?: number }): Promise<ApiData<'staffList'>> {
  const areas = adminAreas(user, q.site_area_id);
  const after = staffPages.after(q.cursor, 'id', 'asc');
  // A row per (person, area) as an id the pager can order: user id × 100000 + area (areas stay below 100000).
  let grants = db
    .selectFrom('staff_grant as g')
    .innerJoin('app_user as u', 'u.id', 'g.user_id')
    .select(['g.user_id', 'u.nickname', 'u.username', sql<number | null>`g.site_area_id`.as('site_area_id'), sql<string[]>`array_agg(g.role_key order by g.role_key)`.as('roles'), sql<number>`(g.user_id::bigint * 100000 + g.site_area_id)`.as('id')])
    .groupBy(['g.user_id', 'u.nickname', 'u.username', 'g.site_area_id']);
  if (areas) grants = grants.where('g.site_area_id', 'in', areas.length ? areas : [0]);
  let supers = db
    .selectFrom('app_user as u')
    .select(['u.id as user_id', 'u.nickname', 'u.username', sql<number | null>`null::int`.as('site_area_id'), sql<string[]>`array['super_admin']`.as('roles'), sql<number>`u.id::bigint * 100000`.as('id')])
    .where('u.role', '=', 'super_admin')
    .where('u.status', '=', 'active');
  if (areas) supers = supers.where(sql<boolean>`false`);
  const all = db.selectFrom(grants.unionAll(supers).as('s')).selectAll();
  const rows = await (after ? all.where(after) : all).orderBy('id').limit(q.limit + 1).execute();
  const page = staffPages.take(rows.map((r) => ({ ...r, id: Number(r.id) })), q.limit, 'asc');
  return { list: page.rows.map(({ id: _id, ...r }) => ({ ...r, roles: r.roles as GrantableRole[] })), next_cursor: page.next_cursor };
}

async function memberRow(db: Tx, userId: number, siteAreaId: number | null): Promise<Member> {
  const u = await db.selectFrom('app_user').select(['id', 'nickname', 'username', 'role']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (siteAreaId === null) return { user_id: u.id, nickname: u.nickname, username: u.username, site_area_id: null, roles: u.role === 'super_admin' ? ['super_admin'] : [] };
  const grants = await db.selectFrom('staff_grant').select('role_key').where('user_id', '=', userId).where('site_area_id', '=', siteAreaId).orderBy('role_key').execute();
  return { user_id: u.id, nickname: u.nickname, username: u.username, site_area_id: siteAreaId, roles: grants.map((g) => g.role_key as StaffRole) };
}

interface GrantInput {
  user_id: number;
  site_area_id?: number;
  role: GrantableRole;
}

/** Who may change what: super admin only by super admins; an area role by holders of 'roles' in that area. */
function mayGrant(actor: AuthUser, input: GrantInput): number | null {
  if (input.role === 'super_admin') {
    if (actor.role !== 'super_admin') throw forbidden('staff.super_only');
    return null;
  }
  if (!input.site_area_id) throw forbidden('staff.area_required');
  if (!holds(actor, 'roles', input.site_area_id)) throw forbidden('staff.area_forbidden');
  return input.site_area_id;
}

/** The account's role after its grants changed: super admin stays, admin while any grant is held, else member. */
async function syncRole(db: Tx, userId: number) {
  const any = await db.selectFrom('staff_grant').select('user_id').where('user_id', '=', userId).limit(1).executeTakeFirst();
  await db
    .updateTable('app_user')
    .set({ role: sql`case when role = 'super_admin' then role when ${Boolean(any)} then 'admin' when role = 'admin' then 'member' else role end`, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

export async function grantRole(db: Db, actor: AuthUser, input: GrantInput): Promise<Member> {
  const area = mayGrant(actor, input);
  return db.transaction().execute(async (trx) => {
    const target = await trx.selectFrom('app_user').select(['id', 'role']).where('id', '=', input.user_id).where('status', '=', 'active').forUpdate().executeTakeFirst();
    if (!target) throw notFound('staff.user_not_found');
    if (area !== null && !(await trx.selectFrom('site_area').select('id').where('id', '=', area).executeTakeFirst())) throw notFound('staff.area_not_found');
    if (area === null) await trx.updateTable('app_user').set({ role: 'super_admin', updated_at: new Date() }).where('id', '=', target.id).execute();
    else await trx.insertInto('staff_grant').values({ user_id: target.id, site_area_id: area, role_key: input.role, granted_by: actor.id }).onConflict((oc) => oc.doNothing()).execute();
    if (area !== null) await syncRole(trx, target.id);
    await audit(trx, { adminId: actor.id, siteAreaId: area, action: 'staff.grant', targetType: 'user', targetId: target.id, detail: { role: input.role } });
    return memberRow(trx, target.id, area);
  });
}

export async function withdrawRole(db: Db, actor: AuthUser, input: GrantInput): Promise<Member> {
  const area = mayGrant(actor, input);
  return db.transaction().execute(async (trx) => {
    const target = await trx.selectFrom('app_user').select(['id', 'role']).where('id', '=', input.user_id).forUpdate().executeTakeFirst();
    if (!target) throw notFound('staff.user_not_found');
    if (area === null) {
      if (target.role !== 'super_admin') throw conflict('staff.role_not_held');
      if (target.id === actor.id) throw conflict('staff.own_last_manage');
      await trx.updateTable('app_user').set({ role: 'member', updated_at: new Date() }).where('id', '=', target.id).execute();
    } else {
      if (target.id === actor.id && input.role === 'area_admin' && actor.role !== 'super_admin') throw conflict('staff.own_last_manage');
      const gone = await trx.deleteFrom('staff_grant').where('user_id', '=', target.id).where('site_area_id', '=', area).where('role_key', '=', input.role).executeTakeFirst();
      if (!Number(gone.numDeletedRows)) throw conflict('staff.role_not_held');
    }
    await syncRole(trx, target.id);
    await audit(trx, { adminId: actor.id, siteAreaId: area, action: 'staff.withdraw', targetType: 'user', targetId: target.id, detail: { role: input.role } });
    return memberRow(trx, target.id, area);
  });
}

