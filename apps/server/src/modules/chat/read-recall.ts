import { CHAT, CONVERSATION_TYPE, type Lang } from '@haiwai/contracts';
import type { Kysely } from 'kysely';
import { badRequest, forbidden } from '../../core/errors.js';
import type { DB } from '../../db/schema.js';
import type { ChatHub } from './hub.js';
import { present, type MessagePresenter } from './present.js';
import type { ConversationReader } from './reading.js';

/** What happens to stored messages afterwards: a member reads up to one, a sender (or group owner) recalls one. */
export class ReadAndRecall {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly hub: ChatHub,
    private readonly reader: ConversationReader,
    private readonly presenter: MessagePresenter,
  ) {}

  async read(userId: number, conversationId: number, upTo: { seq?: number; messageId?: number }) {
    await this.reader.membership(userId, conversationId);
    let seq = upTo.seq;
    if (upTo.messageId !== undefined) {
      const msg = await this.db.selectFrom('chat_message').select('seq').where('id', '=', upTo.messageId).where('conversation_id', '=', conversationId).executeTakeFirst();
      if (!msg) throw badRequest('error.not_found');
      seq = Math.max(seq ?? 0, msg.seq);
    }
    const result = await this.db.transaction().execute(async (trx) => {
      const conv = await trx.selectFrom('conversation').select(['last_seq']).where('id', '=', conversationId).forUpdate().executeTakeFirstOrThrow();
      const m = await trx.selectFrom('conversation_member').select(['last_read_seq']).where('conversation_id', '=', conversationId).where('user_id', '=', userId).executeTakeFirstOrThrow();
      const target = Math.min(seq ?? conv.last_seq, conv.last_seq);
      // Every message after the last read one is someone else's: the unread count is the seqs left.
      if (target <= m.last_read_seq) return { changed: false, lastRead: m.last_read_seq, unread: conv.last_seq - m.last_read_seq };
      await trx.updateTable('conversation_member').set({ last_read_seq: target }).where('conversation_id', '=', conversationId).where('user_id', '=', userId).execute();
      return { changed: true, lastRead: target, unread: conv.last_seq - target };
    });
    const total = await this.reader.totalUnread(userId);
    const mark = { conversation_id: conversationId, user_id: userId, last_read_seq: result.lastRead, unread_count: result.unread, total_unread: total };
    if (result.changed) {
      const marks = await this.presenter.marks(conversationId);
      this.hub.publish({
        users: marks.map((x) => x.user_id),
        frame: { type: 'message_read', data: { conversation_id: conversationId, user_id: userId, last_read_seq: result.lastRead } },
        patches: { [String(userId)]: { unread_count: result.unread, total_unread: total } },
      });
    }
    return mark;
  }

  async recall(userId: number, messageId: number, lang: Lang) {
    const msg = await this.db.selectFrom('chat_message').selectAll().where('id', '=', messageId).executeTakeFirst();
    // Unknown message or not a member: the same 403, so ids reveal nothing.
    if (!msg) throw forbidden('chat.forbidden');
    const m = await this.reader.membership(userId, msg.conversation_id);
    if (msg.seq <= m.visible_from_seq) throw forbidden('chat.forbidden');
    let row = msg;
    if (!msg.recalled_at) {
      const isOwner = m.type !== CONVERSATION_TYPE.SINGLE && m.owner_id === userId;
      if (!isOwner) {
        if (msg.sender_id !== userId) throw forbidden('chat.recall_forbidden');
        if (Date.now() - msg.created_at.getTime() > CHAT.recallWindowSeconds * 1000) throw badRequest('chat.recall_expired', { minutes: CHAT.recallWindowSeconds / 60 });
      }
      // The content is wiped, not hidden: a recalled message is gone for everyone, the server included.
      const updated = await this.db
        .updateTable('chat_message')
        .set({ recalled_at: new Date(), recalled_by: userId, content: JSON.stringify({}) })
        .where('id', '=', messageId)
        .where('recalled_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (updated) {
        row = updated;
        const marks = await this.presenter.marks(msg.conversation_id);
        const users = await this.presenter.users([msg.sender_id]);
        const base = present(row, { viewerId: 0, type: m.type, marks, users, unread: 0, lang });
        const patches: Record<string, Record<string, unknown>> = {};
        for (const x of marks) patches[String(x.user_id)] = { unread_count: x.unread_count };
        patches[String(row.sender_id)] = { ...patches[String(row.sender_id)], temp_id: row.temp_id };
        this.hub.publish({ users: marks.map((x) => x.user_id), frame: { type: 'message_recalled', data: base }, patches, localized: [{ path: ['data', 'content', 'text'], key: 'chat.recalled_text' }] });
      } else {
        row = await this.db.selectFrom('chat_message').selectAll().where('id', '=', messageId).executeTakeFirstOrThrow();
      }
    }
    return (await this.presenter.presentMany([row], userId, m.type, m.unread_count, lang))[0]!;
  }
}
