/** What other modules use: send notices, write audit rows, file and count reports. */
export { NoticeService, presentNotice, type Db, type Notice, type NoticeInput, type Reader } from './notice-service.js';
export type { NoticeText, TextParam } from './notice-text.js';
export { audit, auditRows, listAudit, presentAudit, type AuditFilters, type AuditInput, type AuditEntry } from './audit.js';
export { ReportService, type ResolveTarget, type ReportInput, type ListingReport, type AdminListingReport, type HandleInput } from './report-service.js';
export { ReportTargetRegistry, type ReportTargetType, type ReportTargetInfo, type ReportHideInput } from './report-targets.js';
export { adminAreas, mayActOn } from './admin-scope.js';
export { reviewInArea, type AreaReview } from './area-review.js';
export { devNoticeRoute } from './dev.js';
export { watchNotices } from './notice-push.js';
