import { AUTH } from '@haiwai/contracts';
import { sql, type Kysely } from 'kysely';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { newToken, sha256 } from './tokens.js';

export interface SessionMeta {
  terminal: number;
  device: string | null;
  ip: string;
}

export async function createSession(db: Kysely<DB>, userId: number, meta: SessionMeta) {
  const token = newToken('at');
  const refresh = newToken('rt');
  const now = Date.now();
  await db
    .insertInto('session')
    .values({
      user_id: userId,
      token_hash: sha256(token),
      refresh_hash: sha256(refresh),
      expires_at: new Date(now + AUTH.accessTtlSeconds * 1000),
      refresh_expires_at: new Date(now + AUTH.refreshTtlSeconds * 1000),
      terminal: meta.terminal,
      device: meta.device,
      ip: meta.ip,
    })
    .execute();
  return { token, refresh_token: refresh, expires_in: AUTH.accessTtlSeconds, refresh_expires_in: AUTH.refreshTtlSeconds };
}

/** Refresh rotates both tokens on the same session row; the old refresh token stops working at once. */
export async function rotateSession(db: Kysely<DB>, refreshToken: string) {
  const row = await db
    .selectFrom('session')
    .innerJoin('app_user', 'app_user.id', 'session.user_id')
    .select(['session.id', 'session.user_id'])
    .where('session.refresh_hash', '=', sha256(refreshToken))
    .where('session.revoked_at', 'is', null)
    .where('session.refresh_expires_at', '>', new Date())
    .where('app_user.status', '=', 'active')
    .executeTakeFirst();
  if (!row) return null;
  const token = newToken('at');
  const refresh = newToken('rt');
  const now = Date.now();
  const res = await db
    .updateTable('session')
    .set({
      token_hash: sha256(token),
      refresh_hash: sha256(refresh),
      expires_at: new Date(now + AUTH.accessTtlSeconds * 1000),
      refresh_expires_at: new Date(now + AUTH.refreshTtlSeconds * 1000),
      last_used_at: new Date(now),
    })
    .where('id', '=', row.id)
    .where('refresh_hash', '=', sha256(refreshToken))
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return null;
  return { userId: row.user_id, tokens: { token, refresh_token: refresh, expires_in: AUTH.accessTtlSeconds, refresh_expires_in: AUTH.refreshTtlSeconds } };
}

/** One indexed lookup per authenticated call: session, user and admin areas together. */
export async function resolveToken(db: Kysely<DB>, token: string): Promise<AuthUser | null> {
  const row = await db
    .selectFrom('session')
    .innerJoin('app_user', 'app_user.id', 'session.user_id')
    .select([
      'session.id as session_id',
      'app_user.id',
      'app_user.role',
      sql<number[]>`(select coalesce(array_agg(a.site_area_id order by a.site_area_id), '{}') from admin_site_area a where a.user_id = app_user.id)`.as('area_ids'),
    ])
    .where('session.token_hash', '=', sha256(token))
    .where('session.revoked_at', 'is', null)
    .where('session.expires_at', '>', new Date())
    .where('app_user.status', '=', 'active')
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, role: row.role, adminSiteAreaIds: (row.area_ids ?? []).map(Number), sessionId: row.session_id };
}

export async function revokeSession(db: Kysely<DB>, sessionId: number) {
  await db.updateTable('session').set({ revoked_at: new Date() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

export async function revokeAllSessions(db: Kysely<DB>, userId: number, exceptSessionId?: number) {
  let q = db.updateTable('session').set({ revoked_at: new Date() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (exceptSessionId) q = q.where('id', '!=', exceptSessionId);
  await q.execute();
}
