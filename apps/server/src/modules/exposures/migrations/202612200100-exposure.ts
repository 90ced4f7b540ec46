/**
 * The exposure board (docs/exposures.md):
 * - exposure: one warning about a party (name, phone in E.164 for search, company, listing, member), written by
 *   its author, reviewed by the area; `fee`/`order_id` when the area charges one; `expires_at` once approved.
 * - exposure_evidence: its evidence, private media of purpose `evidence`, and whether the admin shows it publicly
 *   (also the private media read rule's one indexed lookup).
 * - exposure_reply: the exposed party's one answer, with its proof, reviewed before it shows.
 */
export const up = `
    create table exposure (
      id serial primary key,
      site_area_id integer not null references site_area(id),
      user_id integer not null references app_user(id),
      status text not null default 'pending' check (status in ('unpaid', 'pending', 'approved', 'rejected', 'expired', 'withdrawn')),
      title text not null,
      story text not null,
      amount bigint not null default 0 check (amount >= 0),
      currency text not null,
      happened_on date not null,
      party_name text not null,
      party_area_code text,
      party_mobile text,
      party_e164 text,
      party_company_id integer references listing(id),
      party_company_name text not null default '',
      party_listing_id integer references listing(id),
      party_user_id integer references app_user(id),
      consent_at timestamptz not null,
      fee bigint not null default 0,
      order_id bigint references pay_order(id),
      review_reason text,
      reviewed_by integer references app_user(id),
      approved_at timestamptz,
      expires_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index exposure_live on exposure (site_area_id, id desc) where status = 'approved';
    create index exposure_queue on exposure (site_area_id, id) where status = 'pending';
    create index exposure_author on exposure (user_id, id desc);
    create index exposure_phone on exposure (party_e164) where party_e164 is not null;
    create index exposure_party_user on exposure (party_user_id) where party_user_id is not null;
    create index exposure_party_company on exposure (party_company_id) where party_company_id is not null;

    create table exposure_evidence (
      exposure_id integer not null references exposure(id),
      url text not null,
      sort integer not null default 0,
      is_public boolean not null default false,
      primary key (exposure_id, url)
    );
    create index exposure_evidence_url on exposure_evidence (url);

    create table exposure_reply (
      id serial primary key,
      exposure_id integer not null unique references exposure(id),
      site_area_id integer not null references site_area(id),
      user_id integer not null references app_user(id),
      proof text not null check (proof in ('sms', 'company', 'listing')),
      body text not null,
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
      review_reason text,
      reviewed_by integer references app_user(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index exposure_reply_queue on exposure_reply (site_area_id, id) where status = 'pending';
`;

export const down = `
    drop table exposure_reply;
    drop table exposure_evidence;
    drop table exposure;
`;
