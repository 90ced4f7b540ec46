/**
 * The shared shape of issue 32's chat work, fixed first so the parts built beside each other agree on it:
 * - group admins: the owner appoints them (`role = 'admin'`); owners and admins run the group (docs/chat.md);
 * - "delete for me": a member's hidden messages, hidden on all of that member's devices, left out of their
 *   history, sync and search, and never of anyone else's.
 */
export const up = [
  `alter table conversation_member drop constraint conversation_member_role_check`,
  `alter table conversation_member add constraint conversation_member_role_check check (role in ('owner', 'admin', 'member'))`,
  `create table chat_message_hidden (
     user_id integer not null references app_user(id) on delete cascade,
     message_id integer not null references chat_message(id) on delete cascade,
     hidden_at timestamptz not null default now(),
     primary key (user_id, message_id)
   )`,
];

export const down = [
  `drop table chat_message_hidden`,
  `update conversation_member set role = 'member' where role = 'admin'`,
  `alter table conversation_member drop constraint conversation_member_role_check`,
  `alter table conversation_member add constraint conversation_member_role_check check (role in ('owner', 'member'))`,
];
