/**
 * Issue 32's message features (docs/chat.md, "Replies, forwards, mentions" and "Devices agree"), per member:
 * - `mention_seq`/`mention_all`: the newest message that mentioned the member (or everyone); shown on their
 *   conversation row while it is above their `last_read_seq`, so reading clears it without a write;
 * - `hidden_seq`: the conversation deleted "for me" up to this seq; the row is left out of the list until a newer
 *   message (`conversation.last_seq > hidden_seq`), so a send writes nothing for it;
 * - `draft`/`draft_at`: the member's unsent text, on all their devices.
 * Replies, forwards and mention lists live in the message's content (jsonb): the send statement is unchanged.
 */
export const up = [
  `alter table conversation_member add column mention_seq integer not null default 0`,
  `alter table conversation_member add column mention_all boolean not null default false`,
  `alter table conversation_member add column hidden_seq integer`,
  `alter table conversation_member add column draft text`,
  `alter table conversation_member add column draft_at timestamptz`,
];

export const down = [
  `alter table conversation_member drop column draft_at`,
  `alter table conversation_member drop column draft`,
  `alter table conversation_member drop column hidden_seq`,
  `alter table conversation_member drop column mention_all`,
  `alter table conversation_member drop column mention_seq`,
];
