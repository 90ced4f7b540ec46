import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ChatHub } from './hub.js';
import type { MessagePresenter } from './present.js';
import { secs } from './present.js';
import type { ConversationReader } from './reading.js';

/**
 * What a member keeps for themselves and every device of theirs follows (docs/chat.md, "Devices agree"): messages
 * and conversations deleted for me, and drafts. Each change is pushed to the member's own sockets on every node.
 */
export class ForMe {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly hub: ChatHub,
    private readonly reader: ConversationReader,
    private readonly presenter: MessagePresenter,
  ) {}

  /** Hides messages of one conversation for the member (those they can see; others are left out of the answer). */
  async deleteMessages(userId: number, conversationId: number, messageIds: number[]) {
    const m = await this.reader.membership(userId, conversationId);
    const rows = await this.db
      .selectFrom('chat_message')
      .select('id')
      .where('conversation_id', '=', conversationId)
      .where('id', 'in', [...new Set(messageIds)])
      .where('seq', '>', m.visible_from_seq)
      .orderBy('id')
      .execute();
    const ids = rows.map((r) => r.id);
    if (ids.length > 0) {
      await this.db
        .insertInto('chat_message_hidden')
        .values(ids.map((message_id) => ({ user_id: userId, message_id })))
        .onConflict((oc) => oc.columns(['user_id', 'message_id']).doNothing())
        .execute();
    }
    const data = { conversation_id: conversationId, message_ids: ids };
    this.hub.publish({ users: [userId], frame: { type: 'message_hidden', data } });
    return data;
  }

  /**
   * Deletes a conversation for the member: everything up to its last seq is hidden (`visible_from_seq` raised), read
   * (so it counts no unread; the others see the read mark as after any read), and the row is out of the list until
   * a newer message (`hidden_seq`). Under the conversation's row lock, like a read.
   */
  async deleteConversation(userId: number, conversationId: number) {
    await this.reader.membership(userId, conversationId);
    const { lastSeq, readMoved } = await this.db.transaction().execute(async (trx) => {
      const conv = await trx.selectFrom('conversation').select('last_seq').where('id', '=', conversationId).forUpdate().executeTakeFirstOrThrow();
      const before = await trx.selectFrom('conversation_member').select('last_read_seq').where('conversation_id', '=', conversationId).where('user_id', '=', userId).executeTakeFirstOrThrow();
      await trx
        .updateTable('conversation_member')
        .set((eb) => ({
          hidden_seq: conv.last_seq,
          visible_from_seq: eb.fn('greatest', [eb.ref('visible_from_seq'), eb.val(conv.last_seq)]),
          last_read_seq: eb.fn('greatest', [eb.ref('last_read_seq'), eb.val(conv.last_seq)]),
          draft: null,
          draft_at: null,
        }))
        .where('conversation_id', '=', conversationId)
        .where('user_id', '=', userId)
        .execute();
      return { lastSeq: conv.last_seq, readMoved: before.last_read_seq < conv.last_seq };
    });
    const total = await this.reader.totalUnread(userId);
    if (readMoved) {
      const marks = await this.presenter.marks(conversationId);
      this.hub.publish({
        users: marks.map((x) => x.user_id),
        frame: { type: 'message_read', data: { conversation_id: conversationId, user_id: userId, last_read_seq: lastSeq } },
        patches: { [String(userId)]: { unread_count: 0, total_unread: total } },
      });
    }
    const data = { conversation_id: conversationId, last_seq: lastSeq, total_unread: total };
    this.hub.publish({ users: [userId], frame: { type: 'conversation_hidden', data } });
    return data;
  }

  /** Saves the member's draft (empty text clears it) and tells their other devices. */
  async saveDraft(userId: number, conversationId: number, text: string) {
    await this.reader.membership(userId, conversationId);
    const keep = text.trim() ? text : null;
    const at = new Date();
    await this.db
      .updateTable('conversation_member')
      .set({ draft: keep, draft_at: keep === null ? null : at })
      .where('conversation_id', '=', conversationId)
      .where('user_id', '=', userId)
      .execute();
    return this.#pushDraft(userId, conversationId, keep === null ? null : { text: keep, update_time: secs(at) });
  }

  /** Clears the member's draft after a send that asked for it (`clear_draft`); pushes only when there was one. */
  async clearDraft(userId: number, conversationId: number): Promise<void> {
    const cleared = await this.db
      .updateTable('conversation_member')
      .set({ draft: null, draft_at: null })
      .where('conversation_id', '=', conversationId)
      .where('user_id', '=', userId)
      .where('draft', 'is not', null)
      .returning('user_id')
      .executeTakeFirst();
    if (cleared) this.#pushDraft(userId, conversationId, null);
  }

  #pushDraft(userId: number, conversationId: number, draft: { text: string; update_time: number } | null) {
    const data = { conversation_id: conversationId, draft };
    this.hub.publish({ users: [userId], frame: { type: 'draft_updated', data } });
    return data;
  }
}
