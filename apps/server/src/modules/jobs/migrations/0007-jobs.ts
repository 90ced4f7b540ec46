/**
 * Jobs beyond the listing engine: applications (one per position and person; the company owner is the
 * position's publisher) and resume unlocks (an entitlement per viewer and resume: from the monthly quota,
 * or given by an application). `company_id` is the position's company when it was sent (a `listing` of kind company).
 */
export const up = `
    create table job_application (
      id serial primary key,
      job_id integer not null references listing(id),
      job_hunt_id integer not null references listing(id),
      applicant_id integer not null references app_user(id),
      company_id integer references listing(id),
      message text not null default '',
      status text not null default 'sent' check (status in ('sent','viewed','interview','rejected','hired')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (job_id, applicant_id)
    );
    create index job_application_applicant on job_application (applicant_id, id desc);
    create index job_application_job on job_application (job_id, id desc);
    create index job_application_resume on job_application (job_hunt_id);

    create table job_hunt_unlock (
      user_id integer not null references app_user(id),
      job_hunt_id integer not null references listing(id),
      source text not null check (source in ('quota','application')),
      created_at timestamptz not null default now(),
      primary key (user_id, job_hunt_id)
    );
    create index job_hunt_unlock_month on job_hunt_unlock (user_id, created_at) where source = 'quota'
`;

export const down = `
    drop table if exists job_hunt_unlock;
    drop table if exists job_application
`;
