import { AUTH } from '@haiwai/contracts';
import { sql, type Kysely } from 'kysely';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { newToken, parseWsToken, sha256 } from './tokens.js';

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

/** One indexed lookup per authenticated call: session, user and admin areas together. */
export async function resolveToken(db: Kysely<DB>, token: string): Promise<AuthUser | null> {
  const row = await liveSessions(db)
    .select([
      'session.id as session_id',
      'app_user.id',
      'app_user.role',
      sql<number[]>`(select coalesce(array_agg(a.site_area_id order by a.site_area_id), '{}') from admin_site_area a where a.user_id = app_user.id)`.as('area_ids'),
    ])
    .where('session.token_hash', '=', sha256(token))
    .where('session.expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, role: row.role, adminSiteAreaIds: (row.area_ids ?? []).map(Number), sessionId: row.session_id };
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
