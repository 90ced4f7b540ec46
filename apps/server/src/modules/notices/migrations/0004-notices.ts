/**
 * Notice centre, admin audit log and listing reports.
 * `notice.site_area_id` 0 means "every area" (as in `setting`), so it carries no foreign key.
 */
export const up = `
  create table notice (
    id serial primary key,
    user_id integer references app_user(id) on delete cascade,
    site_area_id integer,
    kind text not null check (kind ~ '^[a-z][a-z0-9_]{1,31}$'),
    title jsonb not null,
    body jsonb not null,
    link text,
    ref_type text,
    ref_id bigint,
    read_at timestamptz,
    created_at timestamptz not null default now(),
    check (user_id is not null or site_area_id is not null)
  );
  create index notice_personal on notice (user_id, id desc) where user_id is not null;
  create index notice_personal_unread on notice (user_id, kind) where user_id is not null and read_at is null;
  create index notice_broadcast on notice (site_area_id, id desc) where user_id is null;

  create table notice_read (
    user_id integer not null references app_user(id) on delete cascade,
    notice_id integer not null references notice(id) on delete cascade,
    read_at timestamptz not null default now(),
    primary key (user_id, notice_id)
  );

  create table admin_audit (
    id serial primary key,
    admin_id integer not null references app_user(id),
    site_area_id integer references site_area(id) on delete set null,
    action text not null,
    target_type text,
    target_id bigint,
    detail jsonb not null default '{}',
    created_at timestamptz not null default now()
  );
  create index admin_audit_area on admin_audit (site_area_id, id desc);
  create index admin_audit_target on admin_audit (target_type, target_id, id desc);
  create index admin_audit_action on admin_audit (action, id desc);

  create table listing_report (
    id serial primary key,
    target_type text not null,
    target_id bigint not null,
    user_id integer not null references app_user(id) on delete cascade,
    reason text not null check (reason in ('fraud','wrong_info','duplicate','offensive','sold','other')),
    detail text not null default '' check (char_length(detail) <= 500),
    site_area_id integer not null references site_area(id),
    status text not null default 'open' check (status in ('open','resolved','dismissed')),
    handled_by integer references app_user(id),
    handled_at timestamptz,
    handle_note text,
    created_at timestamptz not null default now(),
    unique (target_type, target_id, user_id, reason)
  );
  create index listing_report_queue on listing_report (site_area_id, status, id);
  create index listing_report_target on listing_report (target_type, target_id) where status = 'open';
`;

export const down = `
  drop table listing_report;
  drop table admin_audit;
  drop table notice_read;
  drop table notice;
`;
