/** Job applications and resume unlocks (spec "Jobs"), the zod-free part: statuses and limits. */

/** Where an application is: sent by the applicant, then the company's steps. `rejected` and `hired` are final. */
export const JOB_APPLICATION_STATUSES = ['sent', 'viewed', 'interview', 'rejected', 'hired'] as const;
export type JobApplicationStatus = (typeof JOB_APPLICATION_STATUSES)[number];
/** What the company may set (everything but `sent`). */
export const JOB_APPLICATION_DECISIONS = ['viewed', 'interview', 'rejected', 'hired'] as const;
export type JobApplicationDecision = (typeof JOB_APPLICATION_DECISIONS)[number];
export const JOB_APPLICATION = { messageMax: 500, defaultUnlockQuota: 10 } as const;
/** The locked fields of a resume an unlock opens (besides the contact phone). */
export const JOB_HUNT_LOCKED_FIELDS = ['real_name', 'email', 'wechat'] as const;
