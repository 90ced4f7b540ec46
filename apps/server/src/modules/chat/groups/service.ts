import { randomBytes } from 'node:crypto';
import { CHAT, CONVERSATION_TYPE, type Lang } from '@haiwai/contracts';
import type { ChatInviteLifetime, ChatMuteDuration, GroupInfo, GroupInvite, InvitePreview } from '@haiwai/contracts/chat';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { AppError, badRequest, conflict, forbidden } from '../../../core/errors.js';
import { t } from '../../../core/messages.js';
import { idPager } from '../../../core/paging/index.js';
import type { DB } from '../../../db/schema.js';
import type { ChatHub } from '../hub.js';
import type { ChatService } from '../service.js';
import { muteTable } from './mutes.js';

const MUTE_MS: Record<ChatMuteDuration, number | null> = { '10m': 10 * 60_000, '1h': 3_600_000, '1d': 86_400_000, forever: null };
const INVITE_MS: Record<ChatInviteLifetime, number | null> = { '1d': 86_400_000, '7d': 7 * 86_400_000, never: null };
const secs = (d: Date | string | null) => (d ? Math.floor(new Date(d).getTime() / 1000) : null);
const likeWords = (words: string) => `%${words.replace(/[\\%_]/g, '\\$&')}%`;
const invalidInvite = () => new AppError(404, 'chatGroups.invite_invalid');
const requestPager = idPager('chat-group-requests');
const candidatePager = idPager('chat-group-candidates');

type Role = 'owner' | 'admin' | 'member';

/**
 * Running a group (docs/chat-groups.md): roles, transfer, the announcement, mutes, invite links and join requests,
 * and the people an admin may add. Membership changes themselves go through chat's `ConversationManager`
 * (add, remove, leave), which these calls use, so the member limit and the member pushes are in one place.
 */
export class GroupRunner {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly hub: ChatHub,
    private readonly chat: ChatService,
  ) {}

  // ----------------------------------------------------------------------------------------------
  // Who may do what
  // ----------------------------------------------------------------------------------------------

  /** The caller's membership of a group (403 for non-members, 400 for single chats) and role. */
  async #member(userId: number, conversationId: number) {
    const m = await this.chat.reader.membership(userId, conversationId);
    if (m.type === CONVERSATION_TYPE.SINGLE) throw badRequest('chat.not_group');
    const role: Role = m.owner_id === userId ? 'owner' : m.role === 'admin' ? 'admin' : 'member';
    return { ...m, role };
  }

  async #admin(userId: number, conversationId: number) {
    const m = await this.#member(userId, conversationId);
    if (m.role === 'member') throw forbidden('chatGroups.not_admin');
    return m;
  }

  async #owner(userId: number, conversationId: number) {
    const m = await this.#member(userId, conversationId);
    if (m.role !== 'owner') throw forbidden('chat.not_owner');
    return m;
  }

  /** Another member's role, or 400 when they are not a current member. */
  async #roleOf(conversationId: number, userId: number): Promise<Role> {
    const row = await this.db
      .selectFrom('conversation_member as m')
      .innerJoin('conversation as c', 'c.id', 'm.conversation_id')
      .select(['m.role', 'c.owner_id'])
      .where('m.conversation_id', '=', conversationId)
      .where('m.user_id', '=', userId)
      .where('m.left_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw badRequest('chatGroups.not_member');
    return row.owner_id === userId ? 'owner' : row.role === 'admin' ? 'admin' : 'member';
  }

  // ----------------------------------------------------------------------------------------------
  // Reading
  // ----------------------------------------------------------------------------------------------

  async info(userId: number, conversationId: number): Promise<GroupInfo> {
    const m = await this.#member(userId, conversationId);
    return this.#info(conversationId, m.role);
  }

  async #info(conversationId: number, role: Role): Promise<GroupInfo> {
    const running = role !== 'member';
    const [state, mutes, count, invite, pending] = await Promise.all([
      this.db
        .selectFrom('chat_group_state as s')
        .leftJoin('app_user as u', 'u.id', 's.announcement_by')
        .select(['s.announcement', 's.announcement_by', 's.announcement_at', 'u.nickname'])
        .where('s.conversation_id', '=', conversationId)
        .executeTakeFirst(),
      this.db
        .selectFrom('chat_group_mute as g')
        .innerJoin('conversation_member as m', (j) => j.onRef('m.conversation_id', '=', 'g.conversation_id').onRef('m.user_id', '=', 'g.user_id'))
        .select(['g.user_id', 'g.until'])
        .where('g.conversation_id', '=', conversationId)
        .where('m.left_at', 'is', null)
        .where((eb) => eb.or([eb('g.until', 'is', null), eb('g.until', '>', new Date())]))
        .orderBy('g.user_id')
        .execute(),
      this.db.selectFrom('conversation_member').select(sql<number>`count(*)::int`.as('n')).where('conversation_id', '=', conversationId).where('left_at', 'is', null).executeTakeFirstOrThrow(),
      running ? this.#liveInvite(conversationId) : Promise.resolve(null),
      running
        ? this.db.selectFrom('chat_group_join_request').select(sql<number>`count(*)::int`.as('n')).where('conversation_id', '=', conversationId).where('status', '=', 'pending').executeTakeFirstOrThrow()
        : Promise.resolve({ n: 0 }),
    ]);
    return {
      conversation_id: conversationId,
      my_role: role,
      announcement: state?.announcement && state.announcement_at ? { text: state.announcement, by_id: state.announcement_by ?? 0, by_name: state.nickname ?? '', at: secs(state.announcement_at)! } : null,
      mutes: mutes.map((r) => ({ user_id: r.user_id, until: secs(r.until) })),
      member_count: Number(count.n),
      member_limit: CHAT.maxGroupMembers,
      invite: invite ? presentInvite(invite) : null,
      pending_requests: Number(pending.n),
    };
  }

  #liveInvite(conversationId: number) {
    return this.db
      .selectFrom('chat_group_invite')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .where('revoked_at', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  // ----------------------------------------------------------------------------------------------
  // Roles and ownership
  // ----------------------------------------------------------------------------------------------

  async setRole(userId: number, conversationId: number, target: number, role: 'admin' | 'member', lang: Lang) {
    await this.#owner(userId, conversationId);
    if (target === userId) throw badRequest('chatGroups.owner_self');
    await this.#roleOf(conversationId, target);
    await this.db.updateTable('conversation_member').set({ role }).where('conversation_id', '=', conversationId).where('user_id', '=', target).where('left_at', 'is', null).execute();
    await this.#changed(conversationId, lang);
    return this.#info(conversationId, 'owner');
  }

  /** The owner hands the group to a member; the old owner stays as an admin. */
  async transfer(userId: number, conversationId: number, target: number, lang: Lang) {
    await this.#owner(userId, conversationId);
    if (target === userId) throw badRequest('chatGroups.owner_self');
    await this.#roleOf(conversationId, target);
    await this.db.transaction().execute(async (trx) => {
      // The conversation row first, as a send takes it: no lock-order deadlock with the member rows.
      const c = await trx.selectFrom('conversation').select('owner_id').where('id', '=', conversationId).forUpdate().executeTakeFirstOrThrow();
      if (c.owner_id !== userId) throw forbidden('chat.not_owner');
      await trx.updateTable('conversation').set({ owner_id: target, updated_at: new Date() }).where('id', '=', conversationId).execute();
      await trx.updateTable('conversation_member').set({ role: 'owner' }).where('conversation_id', '=', conversationId).where('user_id', '=', target).execute();
      await trx.updateTable('conversation_member').set({ role: 'admin' }).where('conversation_id', '=', conversationId).where('user_id', '=', userId).execute();
    });
    // An owner is never muted.
    await this.#unmute(conversationId, target);
    await this.#changed(conversationId, lang);
    return this.#info(conversationId, 'admin');
  }

  // ----------------------------------------------------------------------------------------------
  // Announcement and mutes
  // ----------------------------------------------------------------------------------------------

  /** Sets (or with empty text removes) the announcement; a new one is also said in the room, so members are notified. */
  async announce(userId: number, conversationId: number, text: string, lang: Lang) {
    const m = await this.#admin(userId, conversationId);
    const value = text.trim() || null;
    const row = { announcement: value, announcement_by: value ? userId : null, announcement_at: value ? new Date() : null };
    await this.db
      .insertInto('chat_group_state')
      .values({ conversation_id: conversationId, ...row })
      .onConflict((oc) => oc.column('conversation_id').doUpdateSet(row))
      .execute();
    await this.#changed(conversationId, lang);
    if (value) await this.chat.sender.send(userId, { conversation_id: conversationId, type: 'text', content: { text: t(lang, 'chatGroups.announcement_line', { text: value }) } }, lang);
    return this.#info(conversationId, m.role);
  }

  async mute(userId: number, conversationId: number, target: number, duration: ChatMuteDuration | 'lift', lang: Lang) {
    const m = await this.#admin(userId, conversationId);
    if (target === userId) throw badRequest('chatGroups.owner_self');
    const role = await this.#roleOf(conversationId, target);
    if (role === 'owner' || (role === 'admin' && m.role !== 'owner')) throw forbidden('chatGroups.admin_protected');
    if (duration === 'lift') await this.#unmute(conversationId, target);
    else {
      const ms = MUTE_MS[duration] ?? null;
      const until = ms === null ? null : new Date(Date.now() + ms);
      await this.db
        .insertInto('chat_group_mute')
        .values({ conversation_id: conversationId, user_id: target, until, muted_by: userId })
        .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doUpdateSet({ until, muted_by: userId }))
        .execute();
      muteTable(this.db).set(conversationId, target, until);
    }
    await this.#changed(conversationId, lang);
    return this.#info(conversationId, m.role);
  }

  async #unmute(conversationId: number, userId: number) {
    await this.db.deleteFrom('chat_group_mute').where('conversation_id', '=', conversationId).where('user_id', '=', userId).execute();
    muteTable(this.db).set(conversationId, userId, 'lifted');
  }

  // ----------------------------------------------------------------------------------------------
  // Invite links and join requests
  // ----------------------------------------------------------------------------------------------

  /** A new link for the group; the previous one stops working. */
  async createInvite(userId: number, conversationId: number, expires: ChatInviteLifetime, approval: boolean): Promise<GroupInvite> {
    await this.#admin(userId, conversationId);
    const ms = INVITE_MS[expires] ?? null;
    const row = await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('chat_group_invite').set({ revoked_at: new Date() }).where('conversation_id', '=', conversationId).where('revoked_at', 'is', null).execute();
      return trx
        .insertInto('chat_group_invite')
        .values({ token: randomBytes(18).toString('base64url'), conversation_id: conversationId, created_by: userId, approval, expires_at: ms === null ? null : new Date(Date.now() + ms) })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    await this.#tellAdmins(conversationId);
    return presentInvite(row);
  }

  async revokeInvite(userId: number, conversationId: number) {
    await this.#admin(userId, conversationId);
    await this.db.updateTable('chat_group_invite').set({ revoked_at: new Date() }).where('conversation_id', '=', conversationId).where('revoked_at', 'is', null).execute();
    await this.#tellAdmins(conversationId);
    return { ok: true as const };
  }

  async #invite(token: string) {
    const row = await this.db
      .selectFrom('chat_group_invite as i')
      .innerJoin('conversation as c', 'c.id', 'i.conversation_id')
      .select(['i.conversation_id', 'i.approval', 'i.expires_at', 'i.revoked_at', 'c.name', 'c.avatar', 'c.type'])
      .where('i.token', '=', token)
      .executeTakeFirst();
    if (!row || row.revoked_at || (row.expires_at && new Date(row.expires_at).getTime() <= Date.now()) || row.type === CONVERSATION_TYPE.SINGLE) throw invalidInvite();
    return row;
  }

  /** What the link shows: anyone holding it may see the group's name, avatar and size. */
  async preview(viewerId: number | null, token: string): Promise<InvitePreview> {
    const inv = await this.#invite(token);
    const count = await this.db.selectFrom('conversation_member').select(sql<number>`count(*)::int`.as('n')).where('conversation_id', '=', inv.conversation_id).where('left_at', 'is', null).executeTakeFirstOrThrow();
    return {
      conversation_id: inv.conversation_id,
      name: inv.name,
      avatar: inv.avatar,
      member_count: Number(count.n),
      approval: inv.approval,
      expires_at: secs(inv.expires_at),
      status: viewerId === null ? 'none' : await this.#standing(inv.conversation_id, viewerId),
    };
  }

  async #standing(conversationId: number, userId: number): Promise<InvitePreview['status']> {
    const member = await this.db.selectFrom('conversation_member').select('user_id').where('conversation_id', '=', conversationId).where('user_id', '=', userId).where('left_at', 'is', null).executeTakeFirst();
    if (member) return 'member';
    const req = await this.db.selectFrom('chat_group_join_request').select('status').where('conversation_id', '=', conversationId).where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst();
    return req?.status === 'pending' ? 'pending' : req?.status === 'declined' ? 'declined' : 'none';
  }

  async join(userId: number, token: string, lang: Lang) {
    const inv = await this.#invite(token);
    const standing = await this.#standing(inv.conversation_id, userId);
    if (standing === 'member') throw conflict('chatGroups.already_member');
    if (standing === 'pending') throw conflict('chatGroups.request_pending');
    if (!inv.approval) {
      await this.chat.conversations.addMembers(userId, inv.conversation_id, [userId], lang, 'joined');
      return { status: 'joined' as const, conversation_id: inv.conversation_id };
    }
    await this.db
      .insertInto('chat_group_join_request')
      .values({ conversation_id: inv.conversation_id, user_id: userId, decided_by: null, decided_at: null })
      .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).where('status', '=', 'pending').doNothing())
      .execute();
    await this.#tellAdmins(inv.conversation_id);
    return { status: 'pending' as const, conversation_id: inv.conversation_id };
  }

  async requests(userId: number, conversationId: number, cursor: string | undefined, limit: number) {
    await this.#admin(userId, conversationId);
    const after = requestPager.after(cursor, 'r.id', 'asc');
    let q = this.db
      .selectFrom('chat_group_join_request as r')
      .innerJoin('app_user as u', 'u.id', 'r.user_id')
      .select(['r.id', 'r.conversation_id', 'r.user_id', 'r.created_at', 'u.nickname', 'u.avatar'])
      .where('r.conversation_id', '=', conversationId)
      .where('r.status', '=', 'pending');
    if (after) q = q.where(after);
    const rows = await q.orderBy('r.id', 'asc').limit(limit + 1).execute();
    const p = requestPager.take(rows, limit, 'asc');
    return { list: p.rows.map((r) => ({ id: r.id, conversation_id: r.conversation_id, user_id: r.user_id, nickname: r.nickname, avatar: r.avatar, created_at: secs(r.created_at)! })), next_cursor: p.next_cursor };
  }

  /** Approves (the requester joins, within the member limit) or declines; the requester is told either way. */
  async decide(userId: number, requestId: number, approve: boolean, lang: Lang) {
    const req = await this.db.selectFrom('chat_group_join_request').selectAll().where('id', '=', requestId).executeTakeFirst();
    // A request of a group the caller does not run answers as a group they are not in.
    if (!req) throw new AppError(404, 'chatGroups.request_not_found');
    await this.#admin(userId, req.conversation_id);
    const taken = await this.db
      .updateTable('chat_group_join_request')
      .set({ status: approve ? 'approved' : 'declined', decided_by: userId, decided_at: new Date() })
      .where('id', '=', requestId)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    if (!taken) throw conflict('chatGroups.request_not_found');
    if (approve) {
      try {
        await this.chat.conversations.addMembers(userId, req.conversation_id, [req.user_id], lang, 'approved');
      } catch (err) {
        // Past the member limit (or the requester's account closed): the request waits again.
        await this.db.updateTable('chat_group_join_request').set({ status: 'pending', decided_by: null, decided_at: null }).where('id', '=', requestId).execute();
        throw err;
      }
    }
    const conv = await this.db.selectFrom('conversation').select('name').where('id', '=', req.conversation_id).executeTakeFirstOrThrow();
    this.hub.publish({ users: [req.user_id], frame: { type: 'group_join_decided', data: { conversation_id: req.conversation_id, name: conv.name, approved: approve } } });
    await this.#tellAdmins(req.conversation_id);
    return { ok: true as const };
  }

  // ----------------------------------------------------------------------------------------------
  // People to add
  // ----------------------------------------------------------------------------------------------

  /** My follows (no words), or people whose nickname holds the words or whose ID they are; never across a block. */
  async candidates(userId: number, conversationId: number, q: string | undefined, cursor: string | undefined, limit: number) {
    await this.#admin(userId, conversationId);
    const words = q?.trim() ?? '';
    const after = candidatePager.after(cursor, 'u.id', 'asc');
    const followed = sql<boolean>`exists (select 1 from user_follow f where f.follower_id = ${userId} and f.followee_id = u.id)`;
    const member = sql<boolean>`exists (select 1 from conversation_member cm where cm.conversation_id = ${conversationId} and cm.user_id = u.id and cm.left_at is null)`;
    const blocked = sql<SqlBool>`exists (select 1 from user_block b where (b.blocker_id = ${userId} and b.blocked_id = u.id) or (b.blocker_id = u.id and b.blocked_id = ${userId}))`;
    let query = this.db
      .selectFrom('app_user as u')
      .select(['u.id', 'u.nickname', 'u.avatar', followed.as('followed'), member.as('is_member')])
      .where('u.status', '=', 'active')
      .where('u.id', '!=', userId)
      .where(sql<SqlBool>`not ${blocked}`);
    if (!words) query = query.where(sql<SqlBool>`${followed}`);
    else {
      const asId = /^\d{1,9}$/.test(words) ? Number(words) : null;
      query = query.where((eb) => (asId !== null ? eb.or([eb('u.nickname', 'ilike', likeWords(words)), eb('u.id', '=', asId)]) : eb('u.nickname', 'ilike', likeWords(words))));
    }
    if (after) query = query.where(after);
    const rows = await query.orderBy('u.id', 'asc').limit(limit + 1).execute();
    const p = candidatePager.take(rows, limit, 'asc');
    return { list: p.rows.map((r) => ({ user_id: r.id, nickname: r.nickname, avatar: r.avatar, followed: Boolean(r.followed), is_member: Boolean(r.is_member) })), next_cursor: p.next_cursor };
  }

  // ----------------------------------------------------------------------------------------------
  // Pushes
  // ----------------------------------------------------------------------------------------------

  /** Every member gets the group as they see it (`conversation_updated`: roles, owner), and re-reads its running state. */
  async #changed(conversationId: number, lang: Lang) {
    await this.chat.conversations.pushGroupUpdate(conversationId, lang);
  }

  /** Owner and admins re-read the invite and the queue (`group_requests_changed`). */
  async #tellAdmins(conversationId: number) {
    const admins = await this.db
      .selectFrom('conversation_member as m')
      .innerJoin('conversation as c', 'c.id', 'm.conversation_id')
      .select('m.user_id')
      .where('m.conversation_id', '=', conversationId)
      .where('m.left_at', 'is', null)
      .where((eb) => eb.or([eb('m.role', 'in', ['owner', 'admin']), eb('c.owner_id', '=', eb.ref('m.user_id'))]))
      .execute();
    if (admins.length) this.hub.publish({ users: admins.map((a) => a.user_id), frame: { type: 'group_requests_changed', data: { conversation_id: conversationId } } });
  }
}

function presentInvite(row: { token: string; expires_at: Date | string | null; approval: boolean; created_at: Date | string }): GroupInvite {
  return { token: row.token, expires_at: secs(row.expires_at), approval: row.approval, created_at: secs(row.created_at)! };
}
