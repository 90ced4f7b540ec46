/**
 * Chat: conversations (single, group, temporary), their members with per-member read marks, pins and
 * mutes, and messages with a per-conversation sequence. See docs/chat.md for the rules these encode.
 */
export const up = `
    create table conversation (
      id serial primary key,
      type smallint not null check (type in (1, 2, 3)),
      name text not null default '',
      avatar text,
      creator_id integer not null references app_user(id),
      owner_id integer not null references app_user(id),
      single_key text unique,
      last_seq integer not null default 0,
      last_message_id integer,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    create table conversation_member (
      conversation_id integer not null references conversation(id) on delete cascade,
      user_id integer not null references app_user(id) on delete cascade,
      role text not null default 'member' check (role in ('owner', 'member')),
      is_top boolean not null default false,
      is_mute boolean not null default false,
      last_read_seq integer not null default 0,
      unread_count integer not null default 0,
      visible_from_seq integer not null default 0,
      joined_at timestamptz not null default now(),
      left_at timestamptz,
      primary key (conversation_id, user_id)
    );
    create index conversation_member_active on conversation_member (user_id, conversation_id) where left_at is null;

    create table chat_message (
      id serial primary key,
      conversation_id integer not null references conversation(id) on delete cascade,
      seq integer not null,
      sender_id integer not null references app_user(id),
      type text not null check (type in ('text', 'image', 'voice', 'video', 'file', 'card')),
      content jsonb not null,
      temp_id text,
      card_key text,
      recalled_at timestamptz,
      recalled_by integer references app_user(id),
      created_at timestamptz not null default now(),
      unique (conversation_id, seq)
    );
    create unique index chat_message_temp on chat_message (sender_id, temp_id) where temp_id is not null;
    create unique index chat_message_card on chat_message (conversation_id, card_key) where card_key is not null;
`;

export const down = `
    drop table chat_message, conversation_member, conversation;
`;
