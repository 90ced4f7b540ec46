import type { Lang } from '@haiwai/contracts';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { notFound } from '../../../core/errors.js';
import { idPager } from '../../../core/paging/index.js';
import { queryLexemes, toTsQuery } from '../../../core/search-text.js';
import type { DB } from '../../../db/schema.js';
import type { ChatMessageRow } from '../schema.js';
import { MessagePresenter } from '../present.js';
import { ConversationReader } from '../reading.js';
import { highlights } from './highlight.js';
import { ChatSearchIndexer, searchableText } from './indexer.js';

/** Messages a search indexes itself at most before it answers (the sweep does the rest). */
const SEARCH_INDEX_BUDGET = 2000;
/** Conversations a search looks at for unindexed messages. */
const SEARCH_PENDING_CONVERSATIONS = 200;

const pager = idPager('chat-search');

export interface SearchInput {
  q: string;
  conversation_id?: number;
  sender_id?: number;
  since?: number;
  until?: number;
  cursor?: string;
  limit: number;
}

/** Not deleted for `userId` (a message aliased `msg`). */
const notHidden = (userId: number) => sql<SqlBool>`not exists (select 1 from chat_message_hidden h where h.user_id = ${userId} and h.message_id = msg.id)`;

/**
 * Search and the messages around a found one (docs/chat-search.md). Only what the caller sees: conversations they
 * are a member of now, messages after they joined or last deleted the conversation (`visible_from_seq`), not
 * recalled, not deleted for them.
 */
export class ChatSearch {
  readonly indexer: ChatSearchIndexer;
  private readonly presenter: MessagePresenter;
  private readonly reader: ConversationReader;

  constructor(private readonly db: Kysely<DB>) {
    this.indexer = new ChatSearchIndexer(db);
    this.presenter = new MessagePresenter(db);
    this.reader = new ConversationReader(db, this.presenter);
  }

  async search(userId: number, input: SearchInput, lang: Lang) {
    if (input.conversation_id) await this.reader.membership(userId, input.conversation_id);
    const pending = await this.indexer.pending({ userId, conversationId: input.conversation_id }, SEARCH_PENDING_CONVERSATIONS);
    const complete = (await this.indexer.catchUp(pending, SEARCH_INDEX_BUDGET)) && pending.length < SEARCH_PENDING_CONVERSATIONS;
    const lexemes = queryLexemes(input.q);
    if (lexemes.length === 0) return { list: [], has_more: false, next_cursor: null, complete };
    const rows = await this.#found(userId, input, toTsQuery(lexemes));
    const page = pager.take(rows, input.limit);
    return { list: await this.#present(userId, page.rows, input.q, lang), has_more: page.has_more, next_cursor: page.next_cursor, complete };
  }

  async #found(userId: number, input: SearchInput, tsquery: string) {
    let q = this.db
      .selectFrom('chat_message_search as s')
      .innerJoin('chat_message as msg', 'msg.id', 's.message_id')
      .innerJoin('conversation_member as cm', (j) => j.onRef('cm.conversation_id', '=', 's.conversation_id').on('cm.user_id', '=', userId).on('cm.left_at', 'is', null))
      .selectAll('msg')
      .where(sql<SqlBool>`s.words @@ ${tsquery}::tsquery`)
      .whereRef('msg.seq', '>', 'cm.visible_from_seq')
      .where('msg.recalled_at', 'is', null)
      .where(notHidden(userId));
    if (input.conversation_id) q = q.where('s.conversation_id', '=', input.conversation_id);
    if (input.sender_id) q = q.where('msg.sender_id', '=', input.sender_id);
    if (input.since !== undefined) q = q.where(sql<SqlBool>`msg.created_at >= to_timestamp(${input.since})`);
    if (input.until !== undefined) q = q.where(sql<SqlBool>`msg.created_at < to_timestamp(${input.until})`);
    const after = pager.after(input.cursor, 'msg.id');
    if (after) q = q.where(after);
    return q.orderBy('msg.id', 'desc').limit(input.limit + 1).execute();
  }

  async #present(userId: number, rows: ChatMessageRow[], query: string, lang: Lang) {
    const ids = [...new Set(rows.map((r) => r.conversation_id))];
    const views = new Map((await this.reader.views(userId, ids, lang, false)).map((c) => [c.id, c]));
    const presented = new Map<number, Awaited<ReturnType<MessagePresenter['presentMany']>>[number]>();
    for (const id of ids) {
      const view = views.get(id)!;
      const own = rows.filter((r) => r.conversation_id === id);
      const messages = await this.presenter.presentMany(own, userId, view.type, view.unread_count, lang);
      own.forEach((r, i) => presented.set(r.id, messages[i]!));
    }
    return rows.map((r) => {
      const view = views.get(r.conversation_id)!;
      const text = searchableText(r) ?? '';
      return {
        conversation: { id: view.id, type: view.type, name: view.name, avatar: view.avatar },
        message: presented.get(r.id)!,
        text,
        highlights: highlights(text, query),
      };
    });
  }

  /** The message and up to `limit` visible messages on each side, oldest first; 404 for one the caller cannot see. */
  async context(userId: number, conversationId: number, aroundId: number, limit: number, lang: Lang) {
    const m = await this.reader.membership(userId, conversationId);
    const visible = () =>
      this.db.selectFrom('chat_message as msg').selectAll('msg').where('msg.conversation_id', '=', conversationId).where('msg.seq', '>', m.visible_from_seq).where(notHidden(userId));
    const target = await visible().where('msg.id', '=', aroundId).executeTakeFirst();
    if (!target) throw notFound('chatSearch.message_not_found');
    const [older, newer] = await Promise.all([
      visible().where('msg.seq', '<', target.seq).orderBy('msg.seq', 'desc').limit(limit + 1).execute(),
      visible().where('msg.seq', '>', target.seq).orderBy('msg.seq', 'asc').limit(limit + 1).execute(),
    ]);
    const rows = [...older.slice(0, limit).reverse(), target, ...newer.slice(0, limit)];
    return {
      conversation_id: conversationId,
      messages: await this.presenter.presentMany(rows, userId, m.type, m.unread_count, lang),
      has_more_before: older.length > limit,
      has_more_after: newer.length > limit,
    };
  }
}
