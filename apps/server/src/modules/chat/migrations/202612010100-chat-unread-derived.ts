import * as previous from './202611300300-chat-store-messages.js';

/**
 * Unread counts are derived, not stored: a member's unread count is the conversation's `last_seq` minus their
 * `last_read_seq` (docs/chat.md, "Unread counts"). Seqs are gap-free per conversation, and every message after
 * a member's last read seq is someone else's (sending marks the conversation read up to one's own message),
 * so the difference is exactly the count the column held. Storing a message then writes the conversation row,
 * the message and the sender's own member row only; before, a message to a group of 100 also rewrote the 99
 * other members' rows (≈ 30,000 row versions a second at 600 msg/s, half of them to groups).
 *
 * The store keeps its signature and result columns (the third element of each mark is still the member's unread
 * count, now worked out from the seqs); `conversation_member.unread_count` is dropped, and with it the one-send
 * precheck that read it (the next migration's batched precheck works the count out instead).
 */
const storeMessages = `
create or replace function chat_store_messages(p_batch jsonb, p_now timestamptz)
returns table (
  o_idx integer, o_err text, o_member boolean, o_conversation_type smallint, o_nickname text, o_avatar text, o_marks json,
  o_id integer, o_conversation_id integer, o_seq integer, o_sender_id integer, o_type text, o_content jsonb,
  o_temp_id text, o_card_key text, o_recalled_at timestamptz, o_recalled_by integer, o_created_at timestamptz
)
language plpgsql
as $fn$
declare
  r record;
  v_conv integer;
  v_sender integer;
  v_type smallint;
  v_seq integer;
  v_id integer;
  v_msg chat_message%rowtype;
begin
  for r in select t.e, t.i::integer as i from jsonb_array_elements(p_batch) with ordinality as t(e, i) order by (t.e->>'c')::integer, t.i loop
    v_conv := (r.e->>'c')::integer;
    v_sender := (r.e->>'s')::integer;
    o_idx := r.i; o_err := null; o_member := false; o_conversation_type := null; o_nickname := null; o_avatar := null; o_marks := null;
    o_id := null; o_conversation_id := null; o_seq := null; o_sender_id := null; o_type := null; o_content := null;
    o_temp_id := null; o_card_key := null; o_recalled_at := null; o_recalled_by := null; o_created_at := null;
    begin
      select c.type into v_type from conversation c where c.id = v_conv for update;
      if found and exists (select 1 from conversation_member s where s.conversation_id = v_conv and s.user_id = v_sender and s.left_at is null) then
        update conversation c
           set last_seq = c.last_seq + 1, last_message_id = nextval(pg_get_serial_sequence('chat_message', 'id')), updated_at = p_now
         where c.id = v_conv
        returning c.last_seq, c.last_message_id into v_seq, v_id;
        insert into chat_message (id, conversation_id, seq, sender_id, type, content, temp_id, card_key)
        values (v_id, v_conv, v_seq, v_sender, r.e->>'t', r.e->'x', r.e->>'tid', r.e->>'ck')
        returning * into v_msg;
        -- Sending means the sender has seen the conversation up to here. No other member's row is written:
        -- their unread count is the conversation's last seq minus their last read seq.
        update conversation_member m set last_read_seq = v_seq
         where m.conversation_id = v_conv and m.user_id = v_sender;
        o_member := true;
        o_conversation_type := v_type;
        select u.nickname, u.avatar into o_nickname, o_avatar from app_user u where u.id = v_sender;
        select json_agg(json_build_array(k.user_id, k.last_read_seq, v_seq - k.last_read_seq)) into o_marks
          from conversation_member k where k.conversation_id = v_conv and k.left_at is null;
        o_id := v_msg.id; o_conversation_id := v_msg.conversation_id; o_seq := v_msg.seq; o_sender_id := v_msg.sender_id;
        o_type := v_msg.type; o_content := v_msg.content; o_temp_id := v_msg.temp_id; o_card_key := v_msg.card_key;
        o_recalled_at := v_msg.recalled_at; o_recalled_by := v_msg.recalled_by; o_created_at := v_msg.created_at;
      end if;
    exception when others then
      o_err := sqlstate; o_member := false; o_conversation_type := null; o_nickname := null; o_avatar := null; o_marks := null;
      o_id := null; o_seq := null;
    end;
    return next;
  end loop;
end
$fn$`;

export const up = [
  storeMessages,
  // The one-send precheck read the dropped column; the batched one (202612010110) replaces it.
  'drop function chat_send_precheck(integer, text, integer, smallint)',
  'alter table conversation_member drop column unread_count',
];

/** Back to the stored column, filled from the seqs, and the functions that maintain it (their text of 202611300300). */
export const down = [
  'alter table conversation_member add column unread_count integer not null default 0',
  'update conversation_member m set unread_count = c.last_seq - m.last_read_seq from conversation c where c.id = m.conversation_id',
  ...previous.up.map((s) => s.replace(/create function/, 'create or replace function')),
];
