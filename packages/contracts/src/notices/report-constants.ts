/**
 * Reports (the report queue of the notices module: listings and any target type a module registers), the zod-free part. A file of its own so the web's
 * report form and its notice centre do not share a chunk for a few constants.
 */

/** Why a listing is reported. Fixed list; `other` wants a detail. */
export const REPORT_REASONS = ['fraud', 'wrong_info', 'duplicate', 'offensive', 'sold', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** Why user content (a social post, a comment) is reported; `other` wants a detail. */
export const CONTENT_REPORT_REASONS = ['spam', 'harassment', 'offensive', 'fraud', 'illegal', 'other'] as const;
export type ContentReportReason = (typeof CONTENT_REPORT_REASONS)[number];
/** Every reason the report queue stores: the listings' and the content's. */
export const ALL_REPORT_REASONS = [...REPORT_REASONS, 'spam', 'harassment', 'illegal'] as const;
export type AnyReportReason = (typeof ALL_REPORT_REASONS)[number];
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_DETAIL_MAX = 500;
