/**
 * Chat search (docs/chat-search.md). The words of each message live beside it, in their own table, so a send
 * writes nothing more than before (no column of chat_message, no index on it): an indexer fills them after the
 * commit, and each conversation's `indexed_seq` says how far it got (seqs are gap-free and commit in order, so
 * everything above it is still to index). A recall erases the message's words with its content (the trigger
 * fires only on updates of `recalled_at`, never on a send's insert).
 */
export const up = [
  `create table chat_message_search (
     message_id integer primary key references chat_message(id) on delete cascade,
     conversation_id integer not null references conversation(id) on delete cascade,
     words tsvector not null
   )`,
  `create index chat_message_search_words on chat_message_search using gin (words)`,
  `create index chat_message_search_conversation on chat_message_search (conversation_id, message_id)`,
  `create table chat_search_progress (
     conversation_id integer primary key references conversation(id) on delete cascade,
     indexed_seq integer not null default 0
   )`,
  `create function chat_search_forget_recalled() returns trigger language plpgsql as $$
   begin
     delete from chat_message_search where message_id = new.id;
     return null;
   end $$`,
  `create trigger chat_message_search_recalled after update of recalled_at on chat_message
     for each row when (new.recalled_at is not null) execute function chat_search_forget_recalled()`,
];

export const down = [
  `drop trigger chat_message_search_recalled on chat_message`,
  `drop function chat_search_forget_recalled()`,
  `drop table chat_search_progress`,
  `drop table chat_message_search`,
];
