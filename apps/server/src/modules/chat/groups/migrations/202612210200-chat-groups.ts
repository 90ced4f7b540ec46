/**
 * Groups that run themselves (docs/chat-groups.md): the pinned announcement, invite links (expiring, revocable,
 * optionally approved by an admin), join requests, and members muted for a while.
 */
export const up = [
  `create table chat_group_state (
     conversation_id integer primary key references conversation(id) on delete cascade,
     announcement text,
     announcement_by integer references app_user(id) on delete set null,
     announcement_at timestamptz
   )`,
  `create table chat_group_invite (
     token text primary key,
     conversation_id integer not null references conversation(id) on delete cascade,
     created_by integer not null references app_user(id) on delete cascade,
     approval boolean not null default false,
     expires_at timestamptz,
     revoked_at timestamptz,
     created_at timestamptz not null default now()
   )`,
  `create index chat_group_invite_live on chat_group_invite (conversation_id) where revoked_at is null`,
  `create table chat_group_join_request (
     id serial primary key,
     conversation_id integer not null references conversation(id) on delete cascade,
     user_id integer not null references app_user(id) on delete cascade,
     status text not null default 'pending' check (status in ('pending', 'approved', 'declined')),
     created_at timestamptz not null default now(),
     decided_by integer references app_user(id) on delete set null,
     decided_at timestamptz
   )`,
  `create unique index chat_group_join_request_pending on chat_group_join_request (conversation_id, user_id) where status = 'pending'`,
  `create index chat_group_join_request_queue on chat_group_join_request (conversation_id, id) where status = 'pending'`,
  `create table chat_group_mute (
     conversation_id integer not null references conversation(id) on delete cascade,
     user_id integer not null references app_user(id) on delete cascade,
     until timestamptz,
     muted_by integer references app_user(id) on delete set null,
     primary key (conversation_id, user_id)
   )`,
];

export const down = [`drop table chat_group_mute`, `drop table chat_group_join_request`, `drop table chat_group_invite`, `drop table chat_group_state`];
