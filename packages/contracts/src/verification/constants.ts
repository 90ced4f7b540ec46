/**
 * Real-name and business verification (issue 29, docs/verification.md), the zod-free part: states and limits
 * shared by the server, the schemas and the web app (member screens and the console).
 */

/** A request's states: waiting for an admin of the area, approved, rejected with a reason (the member may send again). */
export const VERIFICATION_STATUSES = ['pending', 'passed', 'failed'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const VERIFICATION = {
  /** Licence pictures one business request carries (front, back, a permit). */
  licenceMin: 1,
  licenceMax: 3,
  /** A rejection's reason, shown to the member. */
  reasonMax: 200,
} as const;

/** The console's queue keys (core/review-queues.ts on the server; the console's URL segment). */
export const VERIFICATION_QUEUES = { realName: 'real_name', licence: 'company_licence' } as const;
