/**
 * The send precheck for a batch of sends (`StatementBatch`, as the store's group commit): one statement for
 * every send that reaches it together, each element `{u: sender, tid: temp id, c: conversation}` answered as
 * `chat_send_precheck` answered one (migration 202611300300, dropped by 202612010100: the sender's message with this temp id and what
 * answering it needs, else the membership of the conversation asked for; the sender's name; a block between
 * the two of a one-to-one chat), with its 1-based index in `o_idx`; a sender who does not exist gets no row.
 * One parameterised query per element (a set-based join over the batch is planned for a hundred elements and
 * hashes whole tables); PL/pgSQL keeps its plan per connection like the others.
 */
const sendPrechecks = `
create function chat_send_prechecks(p_batch jsonb, p_single smallint)
returns table (
  o_idx integer, nickname text, avatar text, conversation_type smallint, member_unread integer,
  id integer, conversation_id integer, seq integer, sender_id integer, type text, content jsonb, temp_id text, card_key text,
  recalled_at timestamptz, recalled_by integer, created_at timestamptz, marks json, block text
)
language plpgsql stable
as $fn$
#variable_conflict use_column
declare
  r record;
  v_user integer;
  v_tid text;
  v_conv integer;
begin
  for r in select t.e, t.i::integer as i from jsonb_array_elements(p_batch) with ordinality as t(e, i) loop
    v_user := (r.e->>'u')::integer;
    v_tid := r.e->>'tid';
    v_conv := (r.e->>'c')::integer;
    return query
      select r.i, u.nickname, u.avatar, m.type as conversation_type, m.unread as member_unread,
             e.id, e.conversation_id, e.seq, e.sender_id, e.type, e.content, e.temp_id, e.card_key, e.recalled_at, e.recalled_by, e.created_at,
             case when e.id is not null and m.type is not null then
               (select json_agg(json_build_array(x.user_id, x.last_read_seq)) from conversation_member x where x.conversation_id = e.conversation_id and x.left_at is null)
             end as marks,
             case when m.type = p_single then
               (select case when bool_or(b.blocker_id = u.id) then 'me' else 'them' end
                  from conversation_member o
                  join user_block b on (b.blocker_id = u.id and b.blocked_id = o.user_id) or (b.blocker_id = o.user_id and b.blocked_id = u.id)
                 where o.conversation_id = coalesce(e.conversation_id, v_conv) and o.user_id <> u.id
                having count(*) > 0)
             end as block
        from app_user u
        left join chat_message e on e.sender_id = u.id and e.temp_id = v_tid
        left join lateral (
          select c.type, c.last_seq - cm.last_read_seq as unread
            from conversation_member cm join conversation c on c.id = cm.conversation_id
           where cm.conversation_id = coalesce(e.conversation_id, v_conv) and cm.user_id = u.id and cm.left_at is null
        ) m on true
       where u.id = v_user;
  end loop;
end
$fn$`;

export const up = [sendPrechecks];
export const down = ['drop function chat_send_prechecks(jsonb, smallint)'];
