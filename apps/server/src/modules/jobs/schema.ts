import type { ColumnType, Generated, Selectable } from 'kysely';
import type { JobApplicationStatus } from '@haiwai/contracts';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface JobApplicationTable {
  id: Generated<number>;
  job_id: number;
  job_hunt_id: number;
  applicant_id: number;
  company_id: number | null;
  message: Generated<string>;
  status: ColumnType<JobApplicationStatus, JobApplicationStatus | undefined, JobApplicationStatus>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}
export interface JobHuntUnlockTable {
  user_id: number;
  job_hunt_id: number;
  source: 'quota' | 'application' | 'balance';
  created_at: CreatedAt;
}
export interface JobTables {
  job_application: JobApplicationTable;
  job_hunt_unlock: JobHuntUnlockTable;
}
export type JobApplicationRow = Selectable<JobApplicationTable>;

declare module '../../db/schema.js' {
  // The module's tables join the one DB interface (see db/schema.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends JobTables {}
}
