/** Row types of migrations/202612210300-chat-search-index.ts. */
export interface ChatMessageSearchTable {
  message_id: number;
  conversation_id: number;
  /** Lexemes of the message's text or file name (core/search-text.ts), as a tsvector. */
  words: string;
}

export interface ChatSearchProgressTable {
  conversation_id: number;
  /** Every message of the conversation up to this seq is indexed (or had no words). */
  indexed_seq: number;
}

export interface ChatSearchTables {
  chat_message_search: ChatMessageSearchTable;
  chat_search_progress: ChatSearchProgressTable;
}

declare module '../../../db/schema.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends ChatSearchTables {}
}
