/** The notice centre (spec section 7), the zod-free part; the report queue's are in `report-constants.ts`. */

/** Kinds in use; stored as text, so a new feature may add its own (`topic` for the social feature). */
export const NOTICE_KINDS = ['review_passed', 'review_failed', 'application', 'appointment', 'system', 'report', 'topic'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const NOTICE_PAGE = { defaultLimit: 20, maxLimit: 50 } as const;
