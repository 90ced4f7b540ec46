/**
 * Business verification (docs/verification.md): a company's owner sends its licence pictures (private media of
 * purpose `licence`); an admin of the company's area approves or rejects with a reason. A company with a passed
 * request is business verified (none is taken after a pass); one pending request per company at a time (the partial unique
 * index, so two sends at once give one request and a 409). Real-name requests stay in `user_verify` (auth); the
 * partial index here serves their review queue (pending ones, oldest first).
 */
export const up = `
    create table business_verification (
      id serial primary key,
      company_id integer not null references listing (id) on delete cascade,
      user_id integer not null references app_user (id) on delete cascade,
      site_area_id integer not null,
      licence jsonb not null,
      status text not null default 'pending' check (status in ('pending', 'passed', 'failed')),
      reason text,
      reviewer_id integer references app_user (id) on delete set null,
      created_at timestamptz not null default now(),
      reviewed_at timestamptz
    );
    create unique index business_verification_one_pending on business_verification (company_id) where status = 'pending';
    create index business_verification_queue on business_verification (site_area_id, id) where status = 'pending';
    create index business_verification_company on business_verification (company_id, id desc);
    create index business_verification_passed on business_verification (user_id) where status = 'passed';
    create index user_verify_pending on user_verify (id) where status = 'pending';
`;

export const down = `
    drop index if exists user_verify_pending;
    drop table if exists business_verification;
`;
