import { AUTH, CODE, DEFAULT_ADMIN_PERMISSION, type AdminPermission } from '@haiwai/contracts';
import { sql, type Kysely } from 'kysely';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { newToken, parseWsToken, sha256 } from './tokens.js';
import { AppError } from '../../core/errors.js';

export interface SessionMeta {
  terminal: number;
  device: string | null;
  ip: string;
}

/** A fresh access and refresh token: the hashes and expiries a session row keeps, and what the client is given. */
function newTokenPair(now: number) {
  const token = newToken('at');
  const refresh = newToken('rt');
  return {
    columns: {
      token_hash: sha256(token),
      refresh_hash: sha256(refresh),
      expires_at: new Date(now + AUTH.accessTtlSeconds * 1000),
      refresh_expires_at: new Date(now + AUTH.refreshTtlSeconds * 1000),
    },
    tokens: { token, refresh_token: refresh, expires_in: AUTH.accessTtlSeconds, refresh_expires_in: AUTH.refreshTtlSeconds },
  };
}

/** Sessions not revoked, of users still active: where both token lookups (access and refresh) start. */
function liveSessions(db: Kysely<DB>) {
  return db
    .selectFrom('session')
    .innerJoin('app_user', 'app_user.id', 'session.user_id')
    .where('session.revoked_at', 'is', null)
    .where('app_user.status', '=', 'active');
}

export async function createSession(db: Kysely<DB>, userId: number, meta: SessionMeta) {
  const { columns, tokens } = newTokenPair(Date.now());
  const row = await db
    .insertInto('session')
    .values({ user_id: userId, ...columns, terminal: meta.terminal, device: meta.device, ip: meta.ip })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { sessionId: row.id, tokens };
}

/** Refresh rotates both tokens on the same session row; the old refresh token stops working at once. */
export async function rotateSession(db: Kysely<DB>, refreshToken: string) {
  const row = await liveSessions(db)
    .select(['session.id', 'session.user_id'])
    .where('session.refresh_hash', '=', sha256(refreshToken))
    .where('session.refresh_expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) return null;
  const now = Date.now();
  const { columns, tokens } = newTokenPair(now);
  const res = await db
    .updateTable('session')
    .set({ ...columns, last_used_at: new Date(now) })
    .where('id', '=', row.id)
    .where('refresh_hash', '=', sha256(refreshToken))
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return null;
  return { userId: row.user_id, sessionId: row.id, tokens };
}

/**
 * The staff permissions of `app_user.id` per site area, as one JSON object (`{"3": ["manage", "review", …]}`): the
 * union of the roles granted there (modules/staff, docs/roles.md).
 */
const staffPermissions = sql<Record<string, AdminPermission[]> | null>`(
  select jsonb_object_agg(x.site_area_id, x.perms) from (
    select g.site_area_id, array_agg(distinct p order by p) as perms
    from staff_grant g join staff_role r on r.key = g.role_key cross join unnest(r.permissions) as p
    where g.user_id = app_user.id group by g.site_area_id
  ) x)`;

/** The caller as handlers see it: a holder of any grant is an admin; `adminSiteAreaIds` are the areas they manage. */
export function authUserOf(row: { id: number; role: AuthUser['role']; session_id: number; staff: Record<string, AdminPermission[]> | string | null }): AuthUser {
  const raw = typeof row.staff === 'string' ? (JSON.parse(row.staff) as Record<string, AdminPermission[]>) : (row.staff ?? {});
  const staffAreas: Record<number, AdminPermission[]> = {};
  for (const [area, perms] of Object.entries(raw)) staffAreas[Number(area)] = perms;
  const areas = Object.keys(staffAreas).map(Number).sort((a, b) => a - b);
  const role = row.role === 'super_admin' ? 'super_admin' : areas.length ? 'admin' : row.role;
  const manages = areas.filter((a) => staffAreas[a]!.includes(DEFAULT_ADMIN_PERMISSION));
  return { id: row.id, role, adminSiteAreaIds: manages, sessionId: row.session_id, staffAreas };
}

/** One indexed lookup per authenticated call: session, user and staff permissions together. */
export async function resolveToken(db: Kysely<DB>, token: string): Promise<AuthUser | null> {
  const row = await liveSessions(db)
    .select(['session.id as session_id', 'app_user.id', 'app_user.role', staffPermissions.as('staff')])
    .where('session.token_hash', '=', sha256(token))
    .where('session.expires_at', '>', new Date())
    .executeTakeFirst();
  return row ? authUserOf(row) : null;
}

/**
 * A chat token's user and session, while that session lives (not revoked, refresh not expired, user active)
 * and the token's version is the user's current one; null otherwise.
 */
export async function resolveWsToken(db: Kysely<DB>, secret: string, token: string): Promise<{ userId: number; sessionId: number } | null> {
  const claims = parseWsToken(secret, token);
  if (!claims) return null;
  const row = await liveSessions(db)
    .select(['session.id', 'session.user_id'])
    .where('session.id', '=', claims.sessionId)
    .where('session.user_id', '=', claims.userId)
    .where('session.refresh_expires_at', '>', new Date())
    .where('app_user.ws_token_version', '=', claims.version)
    .executeTakeFirst();
  return row ? { userId: row.user_id, sessionId: row.id } : null;
}

/** Whether a session still lives (not revoked, user active): a socket checks it once more after registering. */
export async function sessionIsLive(db: Kysely<DB>, sessionId: number): Promise<boolean> {
  const row = await liveSessions(db).select('session.id').where('session.id', '=', sessionId).where('session.refresh_expires_at', '>', new Date()).executeTakeFirst();
  return Boolean(row);
}

export async function revokeSession(db: Kysely<DB>, sessionId: number) {
  await db.updateTable('session').set({ revoked_at: new Date() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

export async function revokeAllSessions(db: Kysely<DB>, userId: number, exceptSessionId?: number) {
  let q = db.updateTable('session').set({ revoked_at: new Date() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (exceptSessionId) q = q.where('id', '!=', exceptSessionId);
  await q.execute();
}

/**
 * A login of a banned member is refused (403) with the ban's end and reason (the staff module's `user_ban`, docs/
 * roles.md); a timed ban whose end has passed no longer refuses, even before its timer has lifted it.
 */
export async function refuseBanned(db: Kysely<DB>, userId: number): Promise<void> {
  const ban = await db.selectFrom('user_ban').select(['reason', 'until']).where('user_id', '=', userId).where('lifted_at', 'is', null).executeTakeFirst();
  if (!ban || (ban.until && new Date(ban.until).getTime() <= Date.now())) return;
  if (!ban.until) throw new AppError(CODE.FORBIDDEN, 'auth.banned_forever', { reason: ban.reason }, { banned_until: null });
  const until = new Date(ban.until);
  throw new AppError(CODE.FORBIDDEN, 'auth.banned_until', { reason: ban.reason, until: until.toISOString().slice(0, 16).replace('T', ' ') }, { banned_until: Math.floor(until.getTime() / 1000) });
}
