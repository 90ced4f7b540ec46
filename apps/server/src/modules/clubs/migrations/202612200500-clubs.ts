/**
 * Clubs (docs/clubs-exhibitions.md):
 * - club: a member's club in an area, reviewed by the area before it is listed (and after every edit).
 * - club_member: one row per club and member on the `club_join` workflow (pending → approved / refused, → left);
 *   the owner is an approved member from the start. Asking again after a refusal or leaving asks anew (same row).
 * - club_event: an event with its time, place (optional map point) and capacity.
 * - club_event_signup: one per event and member; the count against the capacity is taken under the event's row lock.
 */
export const up = `
    create table club (
      id serial primary key,
      site_area_id integer not null references site_area(id),
      user_id integer not null references app_user(id),
      category text not null,
      name text not null,
      intro text not null,
      photos jsonb not null default '[]',
      status text not null default 'reviewing' check (status in ('reviewing', 'online', 'rejected')),
      review_reason text,
      reviewed_by integer references app_user(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index club_live on club (site_area_id, id desc) where status = 'online';
    create index club_queue on club (site_area_id, status, id);
    create index club_owner on club (user_id, id desc);

    create table club_member (
      id serial primary key,
      club_id integer not null references club(id),
      user_id integer not null references app_user(id),
      status text not null default 'pending' check (status in ('pending', 'approved', 'refused', 'left')),
      note text not null default '',
      reason text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (club_id, user_id)
    );
    create index club_member_by_status on club_member (club_id, status, id);
    create index club_member_mine on club_member (user_id, id desc) where status = 'approved';

    create table club_event (
      id serial primary key,
      club_id integer not null references club(id),
      title text not null,
      description text not null default '',
      starts_at timestamptz not null,
      place text not null,
      lat double precision,
      lng double precision,
      capacity integer not null check (capacity > 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index club_event_by_time on club_event (club_id, starts_at, id);

    create table club_event_signup (
      id serial primary key,
      event_id integer not null references club_event(id),
      user_id integer not null references app_user(id),
      created_at timestamptz not null default now(),
      unique (event_id, user_id)
    );
    create index club_event_signup_event on club_event_signup (event_id, id);
`;

export const down = `
    drop table club_event_signup;
    drop table club_event;
    drop table club_member;
    drop table club;
`;
