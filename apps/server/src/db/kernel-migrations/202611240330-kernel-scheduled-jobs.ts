/**
 * Durable timers (core/timers, docs/timers.md): one row per scheduled job. A node claims due rows with
 * `for update skip locked` and holds them for a lease (`locked_until`); a row whose lease ran out (its node
 * died) is due again. `key` names a logical job so scheduling it twice keeps one row (NULL keys never clash).
 */
export const up = `
    create table scheduled_job (
      id bigserial primary key,
      kind text not null,
      key text unique,
      payload jsonb not null default '{}',
      run_at timestamptz not null,
      status text not null default 'pending' check (status in ('pending','running','done','failed','cancelled')),
      attempts integer not null default 0,
      max_attempts integer not null default 5 check (max_attempts > 0),
      locked_by text,
      locked_until timestamptz,
      last_error text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      finished_at timestamptz
    );
    create index scheduled_job_due on scheduled_job (run_at) where status = 'pending';
    create index scheduled_job_lease on scheduled_job (locked_until) where status = 'running'
`;

export const down = `
    drop table if exists scheduled_job
`;
