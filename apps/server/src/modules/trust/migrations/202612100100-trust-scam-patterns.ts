/**
 * Scam patterns per site area (docs/trust.md): plain phrases or short checked regular expressions, in zh / en / vi,
 * about off-platform contact or payment. A new or unverified sender's chat text that matches one (or the fixed
 * phone and link detectors) is flagged for its receivers. One spelling per area and kind (any case).
 */
export const up = `
    create table scam_pattern (
      id serial primary key,
      site_area_id integer not null references site_area (id) on delete cascade,
      kind text not null check (kind in ('word', 'regex')),
      lang text not null check (lang in ('zh', 'en', 'vi')),
      topic text not null check (topic in ('contact', 'payment')),
      pattern text not null,
      enabled boolean not null default true,
      created_by integer references app_user (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index scam_pattern_area_pattern on scam_pattern (site_area_id, kind, lower(pattern));
`;

export const down = `
    drop table if exists scam_pattern;
`;
