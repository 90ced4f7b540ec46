import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type ScheduledJobStatus = 'pending' | 'running' | 'done' | 'failed' | 'cancelled';

/** Row type of `scheduled_job` (migration 0009-scheduled-jobs). */
export interface ScheduledJobTable {
  /** bigserial: pg returns int8 as a string. */
  id: ColumnType<string, never, never>;
  kind: string;
  key: string | null;
  payload: ColumnType<unknown, string, string>;
  run_at: Timestamp;
  status: ColumnType<ScheduledJobStatus, ScheduledJobStatus | undefined, ScheduledJobStatus>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  locked_by: string | null;
  locked_until: NullableTimestamp;
  last_error: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  finished_at: NullableTimestamp;
}

export interface TimerTables {
  scheduled_job: ScheduledJobTable;
}
