/** The notice centre, the audit log and the report queue (spec section 7), the zod-free part. */

/** Kinds in use; stored as text, so a new feature may add its own (`topic` for the social feature). */
export const NOTICE_KINDS = ['review_passed', 'review_failed', 'application', 'appointment', 'system', 'report', 'topic'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** Why a listing is reported. Fixed list; `other` wants a detail. */
export const REPORT_REASONS = ['fraud', 'wrong_info', 'duplicate', 'offensive', 'sold', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_DETAIL_MAX = 500;

export const NOTICE_PAGE = { defaultLimit: 20, maxLimit: 50 } as const;
