import type { ApiData } from '@haiwai/contracts';
import { STAFF, type StaffRole } from '@haiwai/contracts/staff';
import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { forbidden, notFound } from '../../core/errors.js';
import { idPager } from '../../core/paging/index.js';
import { normaliseE164 } from '../../core/phone.js';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { adminAreas, mayActOn, presentAudit } from '../notices/index.js';

/** Members as staff see them (docs/roles.md, "Users"): search by id, nickname or phone, and one member's detail. */

type Db = Kysely<DB>;
const userPages = idPager('staff-users');
const secs = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);
const INT4_MAX = 2_147_483_647;

/**
 * The spellings a typed phone number may be stored as: `+84 90-123 4567`, `0084901234567` and `84901234567` are
 * one E.164 number (area code and national number, as accounts store them, core/phone.ts); `0901234567` and
 * `901234567` are a national number of any country (with or without its trunk prefix).
 */
export function phoneMatches(text: string): { pairs: Array<[string, string]>; mobiles: string[] } {
  const compact = text.replace(/[\s\-().]/g, '');
  if (!/^\+?\d{5,20}$/.test(compact)) return { pairs: [], mobiles: [] };
  const international = compact.startsWith('+') ? compact : compact.startsWith('00') ? `+${compact.slice(2)}` : `+${compact}`;
  const whole = normaliseE164(international);
  const pairs: Array<[string, string]> = whole ? [[whole.areaCode, whole.mobile]] : [];
  // A number the library does not know is stored as typed (core/phone.ts): its area code is one to three digits.
  const digits = international.slice(1);
  if (!whole) for (let k = 1; k <= 3; k++) pairs.push([digits.slice(0, k), digits.slice(k).replace(/^0+/, '')]);
  const mobiles = compact.startsWith('+') ? [] : [...new Set([compact, compact.replace(/^0+/, '')])].filter((m) => m.length >= 5);
  return { pairs, mobiles };
}

function matches(q: string): Expression<SqlBool> {
  const { pairs, mobiles } = phoneMatches(q);
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const ors = [sql<SqlBool>`u.nickname ilike ${like}`, sql<SqlBool>`u.username ilike ${like}`];
  if (/^\d{1,10}$/.test(q) && Number(q) <= INT4_MAX) ors.push(sql<SqlBool>`u.id = ${Number(q)}`);
  for (const [cc, m] of pairs) ors.push(sql<SqlBool>`(u.area_code = ${cc} and u.mobile = ${m})`);
  if (mobiles.length) ors.push(sql<SqlBool>`u.mobile in (${sql.join(mobiles)})`);
  return sql<SqlBool>`(${sql.join(ors, sql` or `)})`;
}

const summaryColumns = ['u.id', 'u.nickname', 'u.username', 'u.avatar', 'u.area_code', 'u.mobile', 'u.role', 'u.site_area_id', 'u.status', 'u.created_at'] as const;
type SummaryRow = { id: number; nickname: string; username: string | null; avatar: string | null; area_code: string | null; mobile: string | null; role: 'member' | 'publisher' | 'admin' | 'super_admin'; site_area_id: number | null; status: 'active' | 'closed'; created_at: Date };
type BanRow = { id: number; reason: string; until: Date | null; created_at: Date } | undefined;

function presentSummary(u: SummaryRow, ban: BanRow): ApiData<'adminUserSearch'>['list'][number] {
  return {
    id: u.id,
    nickname: u.nickname,
    username: u.username,
    avatar: u.avatar,
    phone: u.mobile ? `+${u.area_code ?? ''}${u.mobile}` : null,
    role: u.role,
    site_area_id: u.site_area_id,
    status: u.status,
    ban: ban ? { id: ban.id, reason: ban.reason, until: ban.until ? secs(ban.until) : null, created_at: secs(ban.created_at) } : null,
    created_at: secs(u.created_at),
  };
}

async function liveBans(db: Db, userIds: number[]) {
  if (!userIds.length) return new Map<number, BanRow>();
  const rows = await db.selectFrom('user_ban').select(['id', 'user_id', 'reason', 'until', 'created_at']).where('user_id', 'in', userIds).where('lifted_at', 'is', null).execute();
  return new Map(rows.map((r) => [r.user_id, r]));
}

/** Members of my areas matching `q` (none: all), newest first; `banned` narrows to those banned or not. */
export async function searchUsers(db: Db, user: AuthUser, q: { q?: string; site_area_id?: number; banned?: '1' | '0'; cursor?: string; limit: number }): Promise<ApiData<'adminUserSearch'>> {
  const areas = adminAreas(user, q.site_area_id);
  if (areas && !areas.length) return { list: [], next_cursor: null };
  let base = db.selectFrom('app_user as u').select(summaryColumns);
  if (areas) base = base.where('u.site_area_id', 'in', areas);
  if (q.q) base = base.where(matches(q.q));
  if (q.banned) {
    const banned = sql<SqlBool>`exists (select 1 from user_ban b where b.user_id = u.id and b.lifted_at is null)`;
    base = base.where(q.banned === '1' ? banned : sql<SqlBool>`not ${banned}`);
  }
  const after = userPages.after(q.cursor, 'u.id');
  const rows = await (after ? base.where(after) : base).orderBy('u.id', 'desc').limit(q.limit + 1).execute();
  const page = userPages.take(rows, q.limit);
  const bans = await liveBans(db, page.rows.map((r) => r.id));
  return { list: page.rows.map((r) => presentSummary(r, bans.get(r.id))), next_cursor: page.next_cursor };
}

/** The member `id` if `user` may manage them (their area's staff with this call's permission; super admins all). */
export async function manageableUser(db: Db | Transaction<DB>, user: AuthUser, id: number): Promise<SummaryRow> {
  const u = await db.selectFrom('app_user as u').select(summaryColumns).where('u.id', '=', id).executeTakeFirst();
  if (!u) throw notFound('staff.user_not_found');
  if (!mayActOn(user, u.site_area_id)) throw forbidden('staff.area_forbidden');
  return u;
}

async function businessVerified(db: Db, id: number): Promise<boolean> {
  // The verification module's table (issue 29): read only where it exists.
  const has = await sql<{ t: string | null }>`select to_regclass('business_verification')::text as t`.execute(db);
  if (!has.rows[0]?.t) return false;
  const r = await sql<{ n: number }>`select count(*)::int as n from business_verification where user_id = ${id} and status = 'passed'`.execute(db);
  return (r.rows[0]?.n ?? 0) > 0;
}

async function counts(db: Db, id: number) {
  const r = await sql<{ listings: number; live_listings: number; posts: number; sessions: number; bans: number }>`select
      (select count(*)::int from listing where user_id = ${id} and deleted_at is null) as listings,
      (select count(*)::int from listing where user_id = ${id} and deleted_at is null and status in ('online','on-sale')) as live_listings,
      (select count(*)::int from social_post where user_id = ${id} and deleted_at is null) as posts,
      (select count(*)::int from session where user_id = ${id} and revoked_at is null and refresh_expires_at > now()) as sessions,
      (select count(*)::int from user_ban where user_id = ${id}) as bans`.execute(db);
  return r.rows[0]!;
}

/** One member: areas, verification, counts, staff roles, live ban and the latest audit rows about them. */
export async function userDetail(db: Db, user: AuthUser, id: number): Promise<ApiData<'adminUserDetail'>> {
  const u = await manageableUser(db, user, id);
  const [bans, verify, business, n, grants, audit] = await Promise.all([
    liveBans(db, [id]),
    db.selectFrom('user_verify').select('status').where('user_id', '=', id).orderBy('id', 'desc').limit(1).executeTakeFirst(),
    businessVerified(db, id),
    counts(db, id),
    db.selectFrom('staff_grant').select(['site_area_id', 'role_key']).where('user_id', '=', id).orderBy('site_area_id').orderBy('role_key').execute(),
    db
      .selectFrom('admin_audit as a')
      .innerJoin('app_user as au', 'au.id', 'a.admin_id')
      .select(['a.id', 'a.admin_id', 'au.nickname', 'au.username', 'a.site_area_id', 'a.action', 'a.target_type', 'a.target_id', 'a.detail', 'a.created_at'])
      .where('a.target_type', '=', 'user')
      .where('a.target_id', '=', id)
      .orderBy('a.id', 'desc')
      .limit(STAFF.recentAudit)
      .execute(),
  ]);
  const staff = new Map<number, StaffRole[]>();
  for (const g of grants) staff.set(g.site_area_id, [...(staff.get(g.site_area_id) ?? []), g.role_key as StaffRole]);
  return {
    ...presentSummary(u, bans.get(id)),
    real_name_status: verify?.status ?? 'none',
    business_verified: business,
    staff: [...staff].map(([site_area_id, roles]) => ({ site_area_id, roles })),
    counts: n,
    recent_audit: audit.map(presentAudit),
  };
}
