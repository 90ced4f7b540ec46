import type { ApiData } from '@haiwai/contracts';
import type { Kysely, Transaction } from 'kysely';
import { conflict, forbidden } from '../../core/errors.js';
import type { PushHub } from '../../core/push/index.js';
import type { AuthUser } from '../../core/routes.js';
import type { Timers } from '../../core/timers/index.js';
import type { DB } from '../../db/schema.js';
import { revokeAllSessions } from '../auth/index.js';
import type { Commentables } from '../comments/index.js';
import { audit } from '../notices/index.js';
import { hidePostsOf, showPostsAgain } from '../social/index.js';
import { manageableUser } from './users.js';

/**
 * Bans (docs/roles.md, "Bans"). A ban ends every session of the member at once (rows revoked, sockets closed on
 * every node), refuses their logins until it ends (auth's `refuseBanned`), and takes their listings, posts and
 * comments offline, recording each with the state it had (`user_ban_hidden`); lifting it (by staff, or by the
 * durable timer of a timed ban) restores exactly those, so what the member had taken offline stays offline.
 */

type Tx = Transaction<DB>;
export const LIFT_KIND = 'staff.ban-lift';
const liftKey = (banId: number) => `ban-lift:${banId}`;
/** Listing states a ban takes offline; back to the recorded one when it is lifted, if still taken down then. */
const LISTING_LIVE = ['online', 'on-sale', 'reviewing', 'sold'] as const;
const BANNED_LISTING = 'off-shelf';
const COMMENT = 'comment:';

export interface BanServices {
  db: Kysely<DB>;
  push: PushHub;
  timers: Timers;
  comments: Commentables;
}

type Hidden = Record<string, number>;

async function record(trx: Tx, banId: number, type: string, rows: Array<{ id: number; previous: string }>, hidden: Hidden) {
  if (!rows.length) return;
  await trx.insertInto('user_ban_hidden').values(rows.map((r) => ({ ban_id: banId, target_type: type, target_id: r.id, previous: r.previous }))).execute();
  hidden[type] = (hidden[type] ?? 0) + rows.length;
}

/** Takes the member's content offline, recording each piece; counts by type. */
async function hideContent(s: BanServices, trx: Tx, banId: number, userId: number, input: { adminId: number; reason: string }): Promise<Hidden> {
  const hidden: Hidden = {};
  const listings = await trx.selectFrom('listing').select(['id', 'status']).where('user_id', '=', userId).where('deleted_at', 'is', null).where('status', 'in', [...LISTING_LIVE]).forUpdate().execute();
  if (listings.length) await trx.updateTable('listing').set({ status: BANNED_LISTING }).where('id', 'in', listings.map((l) => l.id)).execute();
  await record(trx, banId, 'listing', listings.map((l) => ({ id: l.id, previous: l.status })), hidden);
  const posts = await hidePostsOf(trx, userId, input);
  await record(trx, banId, 'social_post', posts.map((id) => ({ id, previous: 'visible' })), hidden);
  for (const kind of s.comments.all()) {
    const ids = await kind.hideAllBy(trx, userId, input);
    await record(trx, banId, `${COMMENT}${kind.def.name}`, ids.map((id) => ({ id, previous: 'visible' })), hidden);
  }
  return hidden;
}

/** Puts back what the ban took offline, those pieces still as the ban left them; counts by type. */
async function restoreContent(s: BanServices, trx: Tx, banId: number): Promise<Hidden> {
  const rows = await trx.selectFrom('user_ban_hidden').select(['target_type', 'target_id', 'previous']).where('ban_id', '=', banId).orderBy('target_id').execute();
  const restored: Hidden = {};
  const of = (type: string) => rows.filter((r) => r.target_type === type);
  for (const r of of('listing')) {
    const res = await trx.updateTable('listing').set({ status: r.previous as (typeof LISTING_LIVE)[number] }).where('id', '=', r.target_id).where('status', '=', BANNED_LISTING).where('deleted_at', 'is', null).executeTakeFirst();
    if (Number(res.numUpdatedRows)) restored.listing = (restored.listing ?? 0) + 1;
  }
  const posts = await showPostsAgain(trx, of('social_post').map((r) => r.target_id));
  if (posts) restored.social_post = posts;
  for (const kind of s.comments.all()) {
    const type = `${COMMENT}${kind.def.name}`;
    const n = await kind.showAgain(trx, of(type).map((r) => r.target_id));
    if (n) restored[type] = n;
  }
  return restored;
}

/** Who may be banned by whom: never a super admin nor oneself; a staff member only by a super admin. */
async function mayBan(trx: Tx, actor: AuthUser, target: { id: number; role: string }) {
  if (target.id === actor.id) throw forbidden('staff.cannot_ban_self');
  if (target.role === 'super_admin') throw forbidden('staff.cannot_ban_staff');
  const staff = await trx.selectFrom('staff_grant').select('user_id').where('user_id', '=', target.id).limit(1).executeTakeFirst();
  if (staff && actor.role !== 'super_admin') throw forbidden('staff.cannot_ban_staff');
}

export async function banUser(s: BanServices, actor: AuthUser, id: number, body: { reason: string; days: number | null }): Promise<ApiData<'adminUserBan'>> {
  const result = await s.db.transaction().execute(async (trx) => {
    const target = await manageableUser(trx, actor, id);
    await trx.selectFrom('app_user').select('id').where('id', '=', id).forUpdate().execute();
    await mayBan(trx, actor, target);
    const live = await trx.selectFrom('user_ban').select('id').where('user_id', '=', id).where('lifted_at', 'is', null).executeTakeFirst();
    if (live) throw conflict('staff.already_banned');
    const until = body.days ? new Date(Date.now() + body.days * 86_400_000) : null;
    const ban = await trx.insertInto('user_ban').values({ user_id: id, site_area_id: target.site_area_id, reason: body.reason, until, banned_by: actor.id }).returning('id').executeTakeFirstOrThrow();
    const hidden = await hideContent(s, trx, ban.id, id, { adminId: actor.id, reason: body.reason });
    await revokeAllSessions(trx, id);
    if (until) await s.timers.schedule(LIFT_KIND, until, { banId: ban.id }, { key: liftKey(ban.id), db: trx });
    await audit(trx, { adminId: actor.id, siteAreaId: target.site_area_id, action: 'user.ban', targetType: 'user', targetId: id, detail: { reason: body.reason, days: body.days, until: until?.toISOString() ?? null, hidden } });
    return { user_id: id, ban_id: ban.id, until: until ? Math.floor(until.getTime() / 1000) : null, hidden };
  });
  // After the commit: the sessions are revoked, so a socket authenticating now is refused too (core/push).
  s.push.endSessions({ user: id });
  return result;
}

/** Lifts ban `banId` (still live) and restores its content; the audit names `by` (the timer: the banning admin). */
async function lift(s: BanServices, trx: Tx, ban: { id: number; user_id: number; site_area_id: number | null }, by: { adminId: number | null; note: string; timer: boolean }) {
  await trx.updateTable('user_ban').set({ lifted_at: new Date(), lifted_by: by.timer ? null : by.adminId, lift_note: by.note || null }).where('id', '=', ban.id).execute();
  const restored = await restoreContent(s, trx, ban.id);
  if (by.adminId !== null) await audit(trx, { adminId: by.adminId, siteAreaId: ban.site_area_id, action: 'user.unban', targetType: 'user', targetId: ban.user_id, detail: { note: by.note, by_timer: by.timer, restored } });
  return restored;
}

export async function unbanUser(s: BanServices, actor: AuthUser, id: number, body: { note: string }): Promise<ApiData<'adminUserUnban'>> {
  return s.db.transaction().execute(async (trx) => {
    await manageableUser(trx, actor, id);
    const ban = await trx.selectFrom('user_ban').select(['id', 'user_id', 'site_area_id', 'until']).where('user_id', '=', id).where('lifted_at', 'is', null).forUpdate().executeTakeFirst();
    if (!ban) throw conflict('staff.not_banned');
    const restored = await lift(s, trx, ban, { adminId: actor.id, note: body.note, timer: false });
    await s.timers.cancel(liftKey(ban.id), { db: trx });
    return { user_id: id, ban_id: ban.id, until: ban.until ? Math.floor(new Date(ban.until).getTime() / 1000) : null, hidden: restored };
  });
}

/** The timer of a timed ban: lifts it when its time comes (a ban lifted by hand meanwhile is left alone). */
export function registerBanTimer(s: BanServices) {
  s.timers.register<{ banId: number }>(LIFT_KIND, async (job, { trx }) => {
    const ban = await trx.selectFrom('user_ban').select(['id', 'user_id', 'site_area_id', 'banned_by']).where('id', '=', job.payload.banId).where('lifted_at', 'is', null).forUpdate().executeTakeFirst();
    if (ban) await lift(s, trx, ban, { adminId: ban.banned_by, note: '', timer: true });
  });
}
