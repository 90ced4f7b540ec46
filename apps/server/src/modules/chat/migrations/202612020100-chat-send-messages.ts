/**
 * One statement per send (docs/chat.md, "The send path"): `chat_send_messages(batch, now, single type)` is the
 * store of 202612010100 with the send's checks inside it, so a send no longer waits for a precheck's round trip
 * first. Per element `{c, s, t, x, tid, ck, b}` (`b`: refuse across a block in a one-to-one chat), in this order:
 *
 * - a resend: the sender already has a message with this `tid` → `o_status` 'existing', that message, whether the
 *   sender is still a member of its conversation (`o_conversation_type` null if not), their unread count and every
 *   current member's mark `[user, last read seq, unread]`; nothing is written and no lock is taken;
 * - not a current member (or no such conversation) → 'not_member';
 * - `b` and a block between the two of a one-to-one chat → 'blocked_me' (the sender blocked the other) or
 *   'blocked_them';
 * - else stored as before under the conversation's row lock → 'stored', with the marks as of the commit.
 *
 * A message failing alone (a resend racing its original in another batch, a card already sent: SQLSTATE 23505) is
 * rolled back alone and reported in `o_err`. The sender's name comes with every answer. `chat_store_messages` stays
 * for nodes of the previous release during a rolling deploy (it is dropped by a later migration, not this one).
 */
const sendMessages = `
create function chat_send_messages(p_batch jsonb, p_now timestamptz, p_single smallint)
returns table (
  o_idx integer, o_err text, o_status text, o_conversation_type smallint, o_nickname text, o_avatar text,
  o_member_unread integer, o_marks json,
  o_id integer, o_conversation_id integer, o_seq integer, o_sender_id integer, o_type text, o_content jsonb,
  o_temp_id text, o_card_key text, o_recalled_at timestamptz, o_recalled_by integer, o_created_at timestamptz
)
language plpgsql
as $fn$
declare
  r record;
  v_conv integer;
  v_sender integer;
  v_tid text;
  v_type smallint;
  v_seq integer;
  v_id integer;
  v_block text;
  v_msg chat_message%rowtype;
begin
  for r in select t.e, t.i::integer as i from jsonb_array_elements(p_batch) with ordinality as t(e, i) order by (t.e->>'c')::integer, t.i loop
    v_conv := (r.e->>'c')::integer;
    v_sender := (r.e->>'s')::integer;
    v_tid := r.e->>'tid';
    o_idx := r.i; o_err := null; o_status := null; o_conversation_type := null; o_nickname := null; o_avatar := null;
    o_member_unread := null; o_marks := null;
    o_id := null; o_conversation_id := null; o_seq := null; o_sender_id := null; o_type := null; o_content := null;
    o_temp_id := null; o_card_key := null; o_recalled_at := null; o_recalled_by := null; o_created_at := null;
    begin
      v_msg := null;
      if v_tid is not null then
        select * into v_msg from chat_message e where e.sender_id = v_sender and e.temp_id = v_tid;
      end if;
      if v_msg.id is not null then
        -- A resend: answered with the stored message, as seen by the sender now.
        o_status := 'existing';
        select c.type, c.last_seq - m.last_read_seq into o_conversation_type, o_member_unread
          from conversation_member m join conversation c on c.id = m.conversation_id
         where m.conversation_id = v_msg.conversation_id and m.user_id = v_sender and m.left_at is null;
        if o_conversation_type is not null then
          select json_agg(json_build_array(k.user_id, k.last_read_seq, c.last_seq - k.last_read_seq)) into o_marks
            from conversation_member k join conversation c on c.id = k.conversation_id
           where k.conversation_id = v_msg.conversation_id and k.left_at is null;
        end if;
      else
        select c.type into v_type from conversation c where c.id = v_conv for update;
        if not found or not exists (select 1 from conversation_member s where s.conversation_id = v_conv and s.user_id = v_sender and s.left_at is null) then
          o_status := 'not_member';
        else
          v_block := null;
          if v_type = p_single and coalesce((r.e->>'b')::boolean, false) then
            select case when bool_or(b.blocker_id = v_sender) then 'blocked_me' else 'blocked_them' end into v_block
              from conversation_member o
              join user_block b on (b.blocker_id = v_sender and b.blocked_id = o.user_id) or (b.blocker_id = o.user_id and b.blocked_id = v_sender)
             where o.conversation_id = v_conv and o.user_id <> v_sender
            having count(*) > 0;
          end if;
          if v_block is not null then
            o_status := v_block;
          else
            update conversation c
               set last_seq = c.last_seq + 1, last_message_id = nextval(pg_get_serial_sequence('chat_message', 'id')), updated_at = p_now
             where c.id = v_conv
            returning c.last_seq, c.last_message_id into v_seq, v_id;
            insert into chat_message (id, conversation_id, seq, sender_id, type, content, temp_id, card_key)
            values (v_id, v_conv, v_seq, v_sender, r.e->>'t', r.e->'x', v_tid, r.e->>'ck')
            returning * into v_msg;
            -- Sending means the sender has seen the conversation up to here. No other member's row is written:
            -- their unread count is the conversation's last seq minus their last read seq.
            update conversation_member m set last_read_seq = v_seq
             where m.conversation_id = v_conv and m.user_id = v_sender;
            o_status := 'stored';
            o_conversation_type := v_type;
            o_member_unread := 0;
            select json_agg(json_build_array(k.user_id, k.last_read_seq, v_seq - k.last_read_seq)) into o_marks
              from conversation_member k where k.conversation_id = v_conv and k.left_at is null;
          end if;
        end if;
      end if;
      if v_msg.id is not null then
        o_id := v_msg.id; o_conversation_id := v_msg.conversation_id; o_seq := v_msg.seq; o_sender_id := v_msg.sender_id;
        o_type := v_msg.type; o_content := v_msg.content; o_temp_id := v_msg.temp_id; o_card_key := v_msg.card_key;
        o_recalled_at := v_msg.recalled_at; o_recalled_by := v_msg.recalled_by; o_created_at := v_msg.created_at;
      end if;
      select u.nickname, u.avatar into o_nickname, o_avatar from app_user u where u.id = v_sender;
    exception when others then
      o_err := sqlstate; o_status := null; o_conversation_type := null; o_nickname := null; o_avatar := null;
      o_member_unread := null; o_marks := null; o_id := null; o_seq := null;
    end;
    return next;
  end loop;
end
$fn$`;

export const up = [sendMessages];
export const down = ['drop function chat_send_messages(jsonb, timestamptz, smallint)'];
