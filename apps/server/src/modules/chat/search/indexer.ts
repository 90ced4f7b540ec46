import type { ChatContent } from '@haiwai/contracts';
import { sql, type Kysely } from 'kysely';
import { documentLexemes } from '../../../core/search-text.js';
import type { DB } from '../../../db/schema.js';

/** Messages read and segmented per statement. */
const BATCH = 200;

/** What a message can be found by: a text message's text, a file's name; nothing for other types or once recalled. */
export function searchableText(row: { type: string; content: ChatContent; recalled_at: Date | null }): string | null {
  if (row.recalled_at) return null;
  const c = row.content as { text?: unknown; name?: unknown };
  if (row.type === 'text') return typeof c.text === 'string' ? c.text : null;
  if (row.type === 'file') return typeof c.name === 'string' ? c.name : null;
  return null;
}

interface Pending {
  id: number;
  done: number;
}

/**
 * Fills `chat_message_search` after the sends committed (never inside a send): per conversation, the messages above
 * its `indexed_seq`, in seq order, a batch at a time. Two indexers at once (a search and the sweep, two nodes) only
 * repeat work: words are inserted once per message and the mark only moves forward.
 */
export class ChatSearchIndexer {
  constructor(private readonly db: Kysely<DB>) {}

  /** Conversations with messages still to index: the user's current ones (one of them, if given), or anyone's. */
  async pending(scope: { userId: number; conversationId?: number } | null, limit: number): Promise<Pending[]> {
    let q = this.db
      .selectFrom('conversation as c')
      .leftJoin('chat_search_progress as p', 'p.conversation_id', 'c.id')
      .select(['c.id', sql<number>`coalesce(p.indexed_seq, 0)`.as('done')])
      .where(sql<boolean>`c.last_seq > coalesce(p.indexed_seq, 0)`);
    if (scope) {
      q = q.where((eb) =>
        eb.exists(
          eb.selectFrom('conversation_member as m').select('m.user_id').whereRef('m.conversation_id', '=', 'c.id').where('m.user_id', '=', scope.userId).where('m.left_at', 'is', null),
        ),
      );
      if (scope.conversationId) q = q.where('c.id', '=', scope.conversationId);
    }
    const rows = await q.orderBy('c.id').limit(limit).execute();
    return rows.map((r) => ({ id: r.id, done: Number(r.done) }));
  }

  /** Indexes one batch of a conversation after seq `done`; returns the number of messages read (0: caught up). */
  async indexBatch(conversationId: number, done: number, size = BATCH): Promise<number> {
    const rows = await this.db
      .selectFrom('chat_message')
      .select(['id', 'seq', 'type', 'content', 'recalled_at'])
      .where('conversation_id', '=', conversationId)
      .where('seq', '>', done)
      .orderBy('seq')
      .limit(size)
      .execute();
    if (rows.length === 0) return 0;
    const values = rows.flatMap((r) => {
      const text = searchableText(r);
      const lexemes = text ? documentLexemes(text) : [];
      return lexemes.length ? [{ message_id: r.id, conversation_id: conversationId, words: sql<string>`array_to_tsvector(${lexemes}::text[])` }] : [];
    });
    if (values.length) await this.db.insertInto('chat_message_search').values(values).onConflict((oc) => oc.column('message_id').doNothing()).execute();
    const top = rows[rows.length - 1]!.seq;
    await this.db
      .insertInto('chat_search_progress')
      .values({ conversation_id: conversationId, indexed_seq: top })
      .onConflict((oc) => oc.column('conversation_id').doUpdateSet({ indexed_seq: sql<number>`greatest(chat_search_progress.indexed_seq, excluded.indexed_seq)` }))
      .execute();
    return rows.length;
  }

  /**
   * Indexes what is still unindexed among these conversations, at most `budget` messages, `batch` per statement;
   * true when nothing is left (false: a later call goes on where this one stopped).
   */
  async catchUp(pending: Pending[], budget: number, batch = BATCH): Promise<boolean> {
    let left = budget;
    for (const p of pending) {
      let done = p.done;
      for (;;) {
        if (left <= 0) return false;
        const size = Math.min(batch, left);
        const read = await this.indexBatch(p.id, done, size);
        left -= read;
        if (read < size) break;
        done = await this.mark(p.id);
      }
    }
    return true;
  }

  private async mark(conversationId: number): Promise<number> {
    const row = await this.db.selectFrom('chat_search_progress').select('indexed_seq').where('conversation_id', '=', conversationId).executeTakeFirst();
    return row?.indexed_seq ?? 0;
  }
}
