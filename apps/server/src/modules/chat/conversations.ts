import { CHAT, CONVERSATION_TYPE, MEDIA_URL_PREFIX, type ChatCard, type ChatCardRef, type Lang } from '@haiwai/contracts';
import type { Kysely } from 'kysely';
import { AppError, badRequest, forbidden } from '../../core/errors.js';
import type { DB } from '../../db/schema.js';
import type { ChatHub } from './hub.js';
import { unreadCount, type MessagePresenter } from './present.js';
import type { ConversationReader } from './reading.js';
import { isUniqueViolation, type MessageStore, type Stored } from './store.js';

/** Looks a listing (or company) up for a chat card; wired to the listing engine in app.ts. */
export type FindListingCard = (kind: string, id: number) => Promise<ChatCard | null>;
/** Throws (a 403 in the sender's words) when `from` may not write to `to` one to one: a block either way. */
export type ChatGuard = (from: number, to: number) => Promise<void>;

const userNotFound = () => new AppError(404, 'chat.user_not_found');

/**
 * Managing conversations: opening single chats (with a listing card), creating groups and temporary
 * conversations, members joining, being removed and leaving, settings; and pushing the changed
 * conversation views and member changes to those concerned.
 */
export class ConversationManager {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly hub: ChatHub,
    private readonly reader: ConversationReader,
    private readonly presenter: MessagePresenter,
    private readonly store: MessageStore,
    private readonly findListingCard: FindListingCard,
    private readonly mayMessage: ChatGuard = async () => {},
  ) {}

  /** Opens (or creates) the single chat; with a card, sends it once per conversation and listing. */
  async createSingle(userId: number, input: { target_id?: number; user_id?: number; card?: ChatCardRef }, lang: Lang) {
    let target = input.target_id ?? input.user_id;
    let card: ChatCard | null = null;
    if (input.card) {
      card = await this.findListingCard(input.card.kind, input.card.id);
      if (!card) throw new AppError(404, 'chat.card_not_found');
      if (target !== undefined && target !== card.user_id) throw badRequest('chat.card_mismatch');
      target = card.user_id;
    }
    const conv = await this.openSingle(userId, target!, lang, card ?? undefined);
    return (await this.reader.views(userId, [conv.id], lang, false))[0]!;
  }

  /**
   * The single chat of the two users, created (and pushed to both) if new; with a card, the card is sent
   * once per conversation and listing. The send path comes here too when a message names a user, not a
   * conversation.
   */
  async openSingle(userId: number, target: number, lang: Lang, card?: ChatCard) {
    if (target === userId) throw badRequest('chat.self_chat');
    const other = await this.db.selectFrom('app_user').select('id').where('id', '=', target).where('status', '=', 'active').executeTakeFirst();
    if (!other) throw userNotFound();
    await this.mayMessage(userId, target);
    const key = `${Math.min(userId, target)}:${Math.max(userId, target)}`;
    let created = false;
    let conv = await this.db.selectFrom('conversation').selectAll().where('single_key', '=', key).executeTakeFirst();
    if (!conv) {
      conv = await this.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('conversation')
          .values({ type: CONVERSATION_TYPE.SINGLE, creator_id: userId, owner_id: userId, single_key: key, last_message_id: null, avatar: null })
          .onConflict((oc) => oc.column('single_key').doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!row) return undefined;
        await trx
          .insertInto('conversation_member')
          .values([
            { conversation_id: row.id, user_id: userId, joined_at: new Date(), left_at: null },
            { conversation_id: row.id, user_id: target, joined_at: new Date(), left_at: null },
          ])
          .execute();
        return row;
      });
      if (conv) created = true;
      else conv = await this.db.selectFrom('conversation').selectAll().where('single_key', '=', key).executeTakeFirstOrThrow();
    }
    let cardRow: Stored | null = null;
    if (card) {
      const cardKey = `${card.kind}:${card.id}`;
      const sent = await this.db.selectFrom('chat_message').select('id').where('conversation_id', '=', conv.id).where('card_key', '=', cardKey).executeTakeFirst();
      if (!sent) {
        try {
          cardRow = await this.store.insert(conv.id, userId, 'card', { card }, { cardKey });
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
        }
      }
    }
    try {
      if (created) await this.#pushViews([userId, target], 'conversation_created', conv.id, lang);
    } finally {
      // The card is stored: pushed in its turn even if the views failed (later messages wait for it).
      if (cardRow) await this.store.fanOut(cardRow, userId, lang);
    }
    return conv;
  }

  /** Group (type 2) or temporary (type 3) conversation owned by the caller. */
  async createGroup(userId: number, input: { name?: string; memberIds: number[]; avatar?: string }, type: 2 | 3, lang: Lang) {
    const others = [...new Set(input.memberIds)].filter((id) => id !== userId);
    if (others.length === 0) throw badRequest('chat.user_not_found');
    if (others.length + 1 > CHAT.maxGroupMembers) throw badRequest('chat.group_full', { max: CHAT.maxGroupMembers });
    const found = await this.db.selectFrom('app_user').select(['id', 'nickname']).where('id', 'in', others).where('status', '=', 'active').execute();
    if (found.length !== others.length) throw userNotFound();
    let name = input.name?.trim() ?? '';
    if (!name) {
      const me = await this.db.selectFrom('app_user').select('nickname').where('id', '=', userId).executeTakeFirstOrThrow();
      name = [me.nickname, ...found.map((u) => u.nickname)].slice(0, 3).join('、').slice(0, CHAT.maxGroupNameLength);
    }
    const avatar = this.#checkAvatar(input.avatar);
    const conv = await this.db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('conversation').values({ type, name, avatar, creator_id: userId, owner_id: userId, single_key: null, last_message_id: null }).returningAll().executeTakeFirstOrThrow();
      await trx
        .insertInto('conversation_member')
        .values([{ conversation_id: row.id, user_id: userId, role: 'owner' as const, joined_at: new Date(), left_at: null }, ...others.map((id) => ({ conversation_id: row.id, user_id: id, joined_at: new Date(), left_at: null }))])
        .execute();
      return row;
    });
    await this.#pushGroupViews([userId, ...others], 'conversation_created', conv.id, lang);
    return (await this.reader.views(userId, [conv.id], lang, true))[0]!;
  }

  async createTemp(userId: number, input: { target_id?: number; memberIds?: number[]; name?: string }, lang: Lang) {
    const ids = [...(input.memberIds ?? []), ...(input.target_id !== undefined ? [input.target_id] : [])];
    return this.createGroup(userId, { name: input.name, memberIds: ids }, CONVERSATION_TYPE.TEMP, lang);
  }

  /**
   * Adds members: by the owner or an admin (never across a block between them and the person added), or, with
   * `via`, someone joining through an invite link or approved by an admin (checked by groups/service.ts).
   */
  async addMembers(userId: number, conversationId: number, memberIds: number[], lang: Lang, via: 'admin' | 'joined' | 'approved' = 'admin') {
    if (via === 'admin') {
      const m = await this.reader.membership(userId, conversationId);
      if (m.type === CONVERSATION_TYPE.SINGLE) throw badRequest('chat.not_group');
      if (m.owner_id !== userId && m.role !== 'admin') throw forbidden('chatGroups.not_admin');
    }
    const active = await this.presenter.marks(conversationId);
    const current = new Set(active.map((m) => m.user_id));
    const adding = [...new Set(memberIds)].filter((id) => !current.has(id));
    if (adding.length > 0) {
      if (current.size + adding.length > CHAT.maxGroupMembers) throw badRequest('chat.group_full', { max: CHAT.maxGroupMembers });
      const found = await this.db.selectFrom('app_user').select('id').where('id', 'in', adding).where('status', '=', 'active').execute();
      if (found.length !== adding.length) throw userNotFound();
      if (via === 'admin') for (const id of adding) await this.mayMessage(userId, id);
      await this.db.transaction().execute(async (trx) => {
        const c = await trx.selectFrom('conversation').select('last_seq').where('id', '=', conversationId).forUpdate().executeTakeFirstOrThrow();
        // New members see what is said from now on, not the history before they joined.
        for (const id of adding) {
          const fresh = { role: 'member' as const, is_top: false, is_mute: false, last_read_seq: c.last_seq, visible_from_seq: c.last_seq, joined_at: new Date(), left_at: null };
          await trx
            .insertInto('conversation_member')
            .values({ conversation_id: conversationId, user_id: id, ...fresh })
            .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doUpdateSet(fresh))
            .execute();
        }
        await trx.updateTable('conversation').set({ updated_at: new Date() }).where('id', '=', conversationId).execute();
      });
      await this.#pushGroupViews(adding, 'conversation_created', conversationId, lang);
      await this.#pushMemberChange(conversationId, 'add', adding, userId, [...current, ...adding], [], lang);
    }
    return (await this.reader.views(userId, [conversationId], lang, true))[0]!;
  }

  /** The owner removes anyone else; an admin removes members, never the owner or another admin. */
  async removeMembers(userId: number, conversationId: number, memberIds: number[], lang: Lang) {
    const m = await this.reader.membership(userId, conversationId);
    if (m.type === CONVERSATION_TYPE.SINGLE) throw badRequest('chat.not_group');
    if (m.owner_id !== userId && m.role !== 'admin') throw forbidden('chatGroups.not_admin');
    if (memberIds.includes(userId)) throw badRequest('chat.remove_self');
    const active = await this.presenter.marks(conversationId);
    const removing = [...new Set(memberIds)].filter((id) => active.some((a) => a.user_id === id));
    if (removing.length > 0 && m.owner_id !== userId) {
      const runners = await this.db.selectFrom('conversation_member').select('user_id').where('conversation_id', '=', conversationId).where('user_id', 'in', removing).where('role', 'in', ['owner', 'admin']).execute();
      if (removing.includes(m.owner_id) || runners.length > 0) throw forbidden('chatGroups.admin_protected');
    }
    if (removing.length > 0) {
      await this.db.transaction().execute(async (trx) => {
        // The conversation row first, like a send (which then updates member rows): no lock-order deadlock.
        await trx.updateTable('conversation').set({ updated_at: new Date() }).where('id', '=', conversationId).execute();
        await trx.updateTable('conversation_member').set({ left_at: new Date(), role: 'member' }).where('conversation_id', '=', conversationId).where('user_id', 'in', removing).where('left_at', 'is', null).execute();
      });
      const remaining = active.map((m) => m.user_id).filter((id) => !removing.includes(id));
      await this.#pushMemberChange(conversationId, 'remove', removing, userId, remaining, removing, lang);
    }
    return (await this.reader.views(userId, [conversationId], lang, true))[0]!;
  }

  /** Leaves a group; an owner who leaves hands the group to the longest-standing remaining member. */
  async leave(userId: number, conversationId: number, lang: Lang) {
    const m = await this.reader.membership(userId, conversationId);
    if (m.type === CONVERSATION_TYPE.SINGLE) throw badRequest('chat.not_group');
    const remaining = await this.db.transaction().execute(async (trx) => {
      await trx.selectFrom('conversation').select('id').where('id', '=', conversationId).forUpdate().execute();
      await trx.updateTable('conversation_member').set({ left_at: new Date(), role: 'member' }).where('conversation_id', '=', conversationId).where('user_id', '=', userId).execute();
      const rest = await trx.selectFrom('conversation_member').select(['user_id']).where('conversation_id', '=', conversationId).where('left_at', 'is', null).orderBy('joined_at').orderBy('user_id').execute();
      const c = await trx.selectFrom('conversation').select('owner_id').where('id', '=', conversationId).executeTakeFirstOrThrow();
      if (c.owner_id === userId && rest[0]) {
        await trx.updateTable('conversation').set({ owner_id: rest[0].user_id }).where('id', '=', conversationId).execute();
        await trx.updateTable('conversation_member').set({ role: 'owner' }).where('conversation_id', '=', conversationId).where('user_id', '=', rest[0].user_id).execute();
      }
      await trx.updateTable('conversation').set({ updated_at: new Date() }).where('id', '=', conversationId).execute();
      return rest.map((r) => r.user_id);
    });
    await this.#pushMemberChange(conversationId, 'leave', [userId], userId, remaining, [userId], lang);
    return { ok: true as const };
  }

  async settings(userId: number, conversationId: number, input: { is_top?: 0 | 1; is_mute?: 0 | 1; auto_translate?: 0 | 1; name?: string; avatar?: string | null }, lang: Lang) {
    const m = await this.reader.membership(userId, conversationId);
    // The member's own settings; the member's other devices get them in `conversation_updated` (docs/translation.md).
    const own: { is_top?: boolean; is_mute?: boolean; auto_translate?: boolean } = {};
    if (input.is_top !== undefined) own.is_top = input.is_top === 1;
    if (input.is_mute !== undefined) own.is_mute = input.is_mute === 1;
    if (input.auto_translate !== undefined) own.auto_translate = input.auto_translate === 1;
    if (Object.keys(own).length) await this.db.updateTable('conversation_member').set(own).where('conversation_id', '=', conversationId).where('user_id', '=', userId).execute();
    const shared: { name?: string; avatar?: string | null } = {};
    if (input.name !== undefined) shared.name = input.name.trim();
    if (input.avatar !== undefined) shared.avatar = this.#checkAvatar(input.avatar ?? undefined);
    if (Object.keys(shared).length) {
      if (m.type === CONVERSATION_TYPE.SINGLE) throw badRequest('chat.not_group');
      if (m.owner_id !== userId) throw forbidden('chat.not_owner');
      await this.db.updateTable('conversation').set({ ...shared, updated_at: new Date() }).where('id', '=', conversationId).execute();
      const marks = await this.presenter.marks(conversationId);
      await this.#pushGroupViews(marks.map((x) => x.user_id), 'conversation_updated', conversationId, lang);
    } else {
      await this.#pushViews([userId], 'conversation_updated', conversationId, lang);
    }
    return (await this.reader.views(userId, [conversationId], lang, m.type !== CONVERSATION_TYPE.SINGLE))[0]!;
  }

  #checkAvatar(avatar: string | undefined): string | null {
    if (!avatar) return null;
    if (!avatar.startsWith(MEDIA_URL_PREFIX) && !/^https:\/\/[^\s"'<>]+$/.test(avatar)) throw badRequest('chat.media_not_found');
    return avatar;
  }

  // ------------------------------------------------------------------------------------------------
  // Pushes
  // ------------------------------------------------------------------------------------------------

  /** Each user gets the conversation as they see it (single chats differ per side). */
  async #pushViews(userIds: number[], type: 'conversation_created' | 'conversation_updated', conversationId: number, lang: Lang) {
    for (const u of userIds) {
      const [view] = await this.reader.views(u, [conversationId], lang, true);
      if (view) this.hub.publish({ users: [u], frame: { type, data: view } });
    }
  }

  /** Every current member gets the group as they see it (`conversation_updated`): after a change to how it runs. */
  async pushGroupUpdate(conversationId: number, lang: Lang): Promise<void> {
    const members = await this.db.selectFrom('conversation_member').select('user_id').where('conversation_id', '=', conversationId).where('left_at', 'is', null).execute();
    await this.#pushGroupViews(
      members.map((m) => m.user_id),
      'conversation_updated',
      conversationId,
      lang,
    );
  }

  /** Groups look the same to every member except for their own marks: one view, patched per member. */
  async #pushGroupViews(userIds: number[], type: 'conversation_created' | 'conversation_updated', conversationId: number, lang: Lang) {
    if (userIds.length === 0) return;
    const [view] = await this.reader.views(userIds[0]!, [conversationId], lang, true);
    if (!view) return;
    this.hub.publish({ users: userIds, frame: { type, data: view }, patches: await this.#markPatches(conversationId, userIds) });
  }

  async #markPatches(conversationId: number, userIds: number[]) {
    const rows = await this.db
      .selectFrom('conversation_member as m')
      .innerJoin('conversation as c', 'c.id', 'm.conversation_id')
      .select(['m.user_id', 'm.is_top', 'm.is_mute', 'm.auto_translate', unreadCount, 'm.last_read_seq'])
      .where('m.conversation_id', '=', conversationId)
      .where('m.user_id', 'in', userIds)
      .execute();
    const patches: Record<string, Record<string, unknown>> = {};
    for (const r of rows) patches[String(r.user_id)] = { is_top: r.is_top ? 1 : 0, is_mute: r.is_mute ? 1 : 0, auto_translate: r.auto_translate ? 1 : 0, unread_count: r.unread_count, last_read_seq: r.last_read_seq };
    return patches;
  }

  async #pushMemberChange(conversationId: number, action: 'add' | 'remove' | 'leave', changed: number[], operatorId: number, remaining: number[], gone: number[], lang: Lang) {
    if (remaining.length > 0) {
      const [view] = await this.reader.views(remaining[0]!, [conversationId], lang, true);
      this.hub.publish({
        users: remaining,
        frame: { type: 'group_member_changed', data: { conversation_id: conversationId, action, user_ids: changed, operator_id: operatorId, conversation: view ?? null } },
        patches: await this.#markPatches(conversationId, remaining),
        patchPath: ['data', 'conversation'],
      });
    }
    if (gone.length > 0) {
      this.hub.publish({ users: gone, frame: { type: 'group_member_changed', data: { conversation_id: conversationId, action, user_ids: changed, operator_id: operatorId, conversation: null } } });
    }
  }
}
