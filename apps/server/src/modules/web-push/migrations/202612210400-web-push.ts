/**
 * Web Push (docs/web-push.md): each device's subscription (its push service endpoint and keys, unique: one browser
 * profile belongs to whoever subscribed last), and a member's switch per kind (no row: everything on).
 */
export const up = `
    create table web_push_subscription (
      id serial primary key,
      user_id integer not null references app_user(id) on delete cascade,
      endpoint text not null unique,
      p256dh text not null,
      auth text not null,
      device text not null default '',
      created_at timestamptz not null default now(),
      used_at timestamptz not null default now()
    );
    create index web_push_subscription_user on web_push_subscription (user_id, used_at desc);
    create table web_push_setting (
      user_id integer primary key references app_user(id) on delete cascade,
      messages boolean not null default true,
      mentions boolean not null default true,
      reviews boolean not null default true,
      notices boolean not null default true,
      updated_at timestamptz not null default now()
    );
`;
export const down = `drop table web_push_setting; drop table web_push_subscription;`;
