/**
 * Listing reports (the report queue of the notices module), the zod-free part. A file of its own so the web's
 * report form and its notice centre do not share a chunk for a few constants.
 */

/** Why a listing is reported. Fixed list; `other` wants a detail. */
export const REPORT_REASONS = ['fraud', 'wrong_info', 'duplicate', 'offensive', 'sold', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_DETAIL_MAX = 500;
