import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** A due row as a node holds it: `attempts` already counts this attempt. */
export interface ClaimedJob {
  id: string;
  kind: string;
  key: string | null;
  payload: unknown;
  run_at: Date;
  attempts: number;
  max_attempts: number;
}

export interface ScheduleRow {
  kind: string;
  runAt: Date;
  payload: unknown;
  key?: string;
  maxAttempts?: number;
  /** With a key: move a still-pending job to the new time and payload instead of keeping the first. */
  replace?: boolean;
}

const ms = (n: number) => sql`(${Math.max(0, Math.round(n))}::double precision * interval '1 millisecond')`;

/**
 * Inserts the job, or with a key finds the one already there (one row per key, for the job's whole life).
 * A cancelled job under the key is revived; a pending one is moved only with `replace`; a running, done or
 * failed one is left alone, so scheduling a job again after it ran does not run it twice.
 */
export async function insertJob(db: Kysely<DB>, row: ScheduleRow): Promise<{ id: string; created: boolean }> {
  const values = {
    kind: row.kind,
    key: row.key ?? null,
    payload: JSON.stringify(row.payload ?? null),
    run_at: row.runAt,
    ...(row.maxAttempts ? { max_attempts: row.maxAttempts } : {}),
  };
  const q = db.insertInto('scheduled_job').values(values);
  if (row.key === undefined) {
    const r = await q.returning('id').executeTakeFirstOrThrow();
    return { id: String(r.id), created: true };
  }
  const revivable = row.replace ? ['cancelled', 'pending'] : ['cancelled'];
  const r = await q
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          kind: values.kind,
          payload: values.payload,
          run_at: values.run_at,
          status: 'pending',
          attempts: 0,
          max_attempts: row.maxAttempts ?? 5,
          last_error: null,
          finished_at: null,
          updated_at: sql`now()`,
        })
        .where('scheduled_job.status', 'in', revivable as ['cancelled']),
    )
    .returning('id')
    .executeTakeFirst();
  if (r) return { id: String(r.id), created: true };
  const existing = await db.selectFrom('scheduled_job').select('id').where('key', '=', row.key).executeTakeFirstOrThrow();
  return { id: String(existing.id), created: false };
}

/** Cancels a job that has not started; a running attempt finishes (its completion still commits). */
export async function cancelJob(db: Kysely<DB>, key: string): Promise<boolean> {
  const r = await db
    .updateTable('scheduled_job')
    .set({ status: 'cancelled', finished_at: sql`now()`, updated_at: sql`now()` })
    .where('key', '=', key)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/**
 * Claims up to `limit` due jobs of the given kinds for `nodeId` until now + lease. Due: pending and its time
 * has come, or running on a node whose lease ran out (that node died or stalled). `skip locked` lets several
 * nodes claim at once without waiting on, or taking, each other's rows. One statement: atomic on its own.
 */
export async function claimDue(db: Kysely<DB>, opts: { kinds: string[]; nodeId: string; leaseMs: number; limit: number }): Promise<ClaimedJob[]> {
  if (opts.kinds.length === 0) return [];
  const kinds = sql.join(opts.kinds);
  // A lease that ran out on the last allowed attempt: the job keeps killing its node, so it stops here.
  await sql`
    with dead as (
      select id from scheduled_job
      where status = 'running' and locked_until <= now() and attempts >= max_attempts and kind in (${kinds})
      for update skip locked
    )
    update scheduled_job j set status = 'failed', finished_at = now(), updated_at = now(), locked_by = null, locked_until = null,
      last_error = 'lease expired on the last attempt (node stopped while running it)'
    from dead where j.id = dead.id`.execute(db);
  const r = await sql<ClaimedJob>`
    with due as (
      select id from scheduled_job
      where kind in (${kinds})
        and ((status = 'pending' and run_at <= now()) or (status = 'running' and locked_until <= now() and attempts < max_attempts))
      order by run_at, id
      limit ${opts.limit}
      for update skip locked
    )
    update scheduled_job j set status = 'running', attempts = j.attempts + 1, locked_by = ${opts.nodeId},
      locked_until = now() + ${ms(opts.leaseMs)}, updated_at = now()
    from due where j.id = due.id
    returning j.id, j.kind, j.key, j.payload, j.run_at, j.attempts, j.max_attempts`.execute(db);
  return r.rows.map((row) => ({ ...row, id: String(row.id) }));
}

/** Holder check shared by completion and failure: this node, this attempt, still running. */
const held = (job: ClaimedJob, nodeId: string) => sql<boolean>`id = ${job.id} and status = 'running' and locked_by = ${nodeId} and attempts = ${job.attempts}`;

/** Marks the attempt done; false when this node no longer holds it (lease expired and another node took it). */
export async function completeJob(db: Kysely<DB>, job: ClaimedJob, nodeId: string): Promise<boolean> {
  const r = await sql`
    update scheduled_job set status = 'done', finished_at = now(), updated_at = now(), locked_by = null, locked_until = null, last_error = null
    where ${held(job, nodeId)}`.execute(db);
  return (r.numAffectedRows ?? 0n) > 0n;
}

/** Records a failed attempt: due again after `retryInMs`, or failed for good on the last attempt. */
export async function failJob(db: Kysely<DB>, job: ClaimedJob, nodeId: string, error: string, retryInMs: number): Promise<'retry' | 'failed' | 'lost'> {
  const last = job.attempts >= job.max_attempts;
  const r = await sql`
    update scheduled_job set
      status = ${last ? 'failed' : 'pending'},
      run_at = ${last ? sql`run_at` : sql`now() + ${ms(retryInMs)}`},
      finished_at = ${last ? sql`now()` : null},
      last_error = ${error.slice(0, 2000)}, locked_by = null, locked_until = null, updated_at = now()
    where ${held(job, nodeId)}`.execute(db);
  if ((r.numAffectedRows ?? 0n) === 0n) return 'lost';
  return last ? 'failed' : 'retry';
}

/**
 * Gives this node's running jobs back at once instead of at the end of their lease (a graceful stop whose handlers
 * did not finish in time): pending again with the attempt not counted, so any node claims them at its next poll. A
 * handler of this node that finishes later has its completion refused (it no longer holds the job), so its work
 * rolls back. Returns how many were released.
 */
export async function releaseLeases(db: Kysely<DB>, nodeId: string): Promise<number> {
  const r = await sql`
    update scheduled_job set status = 'pending', attempts = greatest(attempts - 1, 0), locked_by = null, locked_until = null, updated_at = now()
    where status = 'running' and locked_by = ${nodeId}`.execute(db);
  return Number(r.numAffectedRows ?? 0n);
}

/**
 * Ends every lease now, whoever holds it: for a database only one process can open (a PGlite folder), where any
 * job still `running` at start was left by a process that died. They are claimed as after any lease ran out (the
 * interrupted attempt counts, as for a crash). Returns how many.
 */
export async function expireAllLeases(db: Kysely<DB>): Promise<number> {
  const r = await sql`update scheduled_job set locked_until = now(), updated_at = now() where status = 'running' and locked_until > now()`.execute(db);
  return Number(r.numAffectedRows ?? 0n);
}

/** Jobs waiting and running right now, for the metrics: due (pending, time come), late (due over a minute ago), running, and running past their lease. */
export async function jobCounts(db: Kysely<DB>): Promise<{ due: number; late: number; running: number; expired: number }> {
  const r = await sql<{ due: number; late: number; running: number; expired: number }>`
    select count(*) filter (where status = 'pending')::int as due,
           count(*) filter (where status = 'pending' and run_at <= now() - interval '1 minute')::int as late,
           count(*) filter (where status = 'running')::int as running,
           count(*) filter (where status = 'running' and locked_until <= now())::int as expired
    from scheduled_job
    where (status = 'pending' and run_at <= now()) or status = 'running'`.execute(db);
  return r.rows[0] ?? { due: 0, late: 0, running: 0, expired: 0 };
}
