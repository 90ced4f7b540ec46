import { z } from 'zod';
import type { ApiRoute } from '../route.js';
import { cursorParam, page } from '../envelope.js';
import { idParam, idSchema } from '../entities.js';
import { route } from '../route.js';
import { NOTICE_PAGE } from './constants.js';
import { ALL_REPORT_REASONS, REPORT_DETAIL_MAX, REPORT_STATUSES } from './report-constants.js';

/**
 * The notice centre (spec section 7, "Notes and messages"), the admin audit log and the listing report
 * queue. Spread into the one API table in `api.ts`; kinds, reasons and limits are in `constants.ts`.
 */

/** Keyset paging: `cursor` is the `next_cursor` of the previous page (opaque to clients). */
const pageQuery = {
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(NOTICE_PAGE.maxLimit).default(NOTICE_PAGE.defaultLimit),
};
/** Type names of what can be reported or audited: listing kinds (`housing`, `shGoods`, `jobHunt`), `user`… */
export const targetTypeSchema = z.string().trim().regex(/^[a-zA-Z][a-zA-Z0-9_-]{1,31}$/, 'target_type');
/** A target's id: `bigint` columns (report and audit targets may be any kind's id). */
const positiveId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The audit log's filters (the list and its CSV export, staff/schemas.ts): `from` / `to` in unix seconds, inclusive. */
export const auditFilters = {
  site_area_id: idSchema.optional(),
  action: z.string().trim().regex(/^[a-z][a-z0-9_.-]{1,63}$/, 'action').optional(),
  admin_id: idSchema.optional(),
  target_type: targetTypeSchema.optional(),
  target_id: positiveId.optional(),
  from: z.coerce.number().int().min(0).max(4_102_444_800).optional(),
  to: z.coerce.number().int().min(0).max(4_102_444_800).optional(),
};

export const notice = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** An app path (`/pages/house/detail?id=5`) or a full URL, or null when the notice is all there is. */
  link: z.string().nullable(),
  ref_type: z.string().nullable(),
  ref_id: z.number().int().nullable(),
  /** true for an announcement to a whole site area (0 = every area); false for a personal notice. */
  is_broadcast: z.boolean(),
  site_area_id: z.number().int().nullable(),
  is_read: z.boolean(),
  created_at: z.number().int(),
});
export type Notice = z.infer<typeof notice>;

export const unreadCount = z.object({ count: z.number().int() });

export const auditEntry = z.object({
  id: z.number().int(),
  admin_id: z.number().int(),
  admin_name: z.string(),
  site_area_id: z.number().int().nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.number().int().nullable(),
  detail: z.record(z.string(), z.unknown()),
  created_at: z.number().int(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const listingReport = z.object({
  id: z.number().int(),
  target_type: z.string(),
  target_id: z.number().int(),
  reason: z.enum(ALL_REPORT_REASONS),
  detail: z.string(),
  site_area_id: z.number().int(),
  status: z.enum(REPORT_STATUSES),
  created_at: z.number().int(),
});
export type ListingReport = z.infer<typeof listingReport>;

export const adminListingReport = listingReport.extend({
  user_id: z.number().int(),
  reporter_name: z.string(),
  /** Open reports against the same target (this one included): a queue sorts its attention by it. */
  open_on_target: z.number().int(),
  handled_by: z.number().int().nullable(),
  handled_at: z.number().int().nullable(),
  handle_note: z.string().nullable(),
  /** The resolving admin hid the reported content. */
  hid_target: z.boolean(),
});
export type AdminListingReport = z.infer<typeof adminListingReport>;

export const noticesApi = {
  // ---- notice centre ----
  noteList: route({ method: 'GET', path: '/note/list', access: 'optional', quiet: true, tag: 'notices', summary: 'Announcements of the caller’s site area, newest first (is_read set for a logged-in caller)', query: z.object(pageQuery), data: page(notice) }),
  userNoteList: route({ method: 'GET', path: '/user/note/list', access: 'user', tag: 'notices', summary: 'My notices: personal ones and my area’s announcements, newest first', query: z.object({ ...pageQuery, unread: z.enum(['1', '0']).optional().describe('1: unread only') }), data: page(notice) }),
  userNoteUnreadCount: route({ method: 'GET', path: '/user/note/getUnreadCount', access: 'user', quiet: true, tag: 'notices', summary: 'Unread personal notices plus unread announcements of my area', data: unreadCount }),
  userTopicUnreadCount: route({ method: 'GET', path: '/user/topic/getUnreadCount', access: 'user', quiet: true, tag: 'notices', summary: 'New posts by others in the topics I follow in this area, since I last browsed each (answered by the social module; at most 100)', data: unreadCount }),
  userNoteReadAll: route({ method: 'POST', path: '/user/note/readAll', access: 'user', tag: 'notices', summary: 'Mark every notice (and my area’s announcements) read', data: z.object({ updated: z.number().int() }) }),
  // The router prefers the static paths above, so `getUnreadCount` is never read as an id.
  userNoteInfo: route({ method: 'GET', path: '/user/note/:id', access: 'user', tag: 'notices', summary: 'One notice; marks it read', params: idParam, data: notice }),
  // ---- reports ----
  report: route({
    method: 'POST',
    path: '/report',
    access: 'user',
    errors: [409],
    tag: 'reports',
    summary: 'Report a listing or user content (a type a module registered: social_post, social_comment, article_comment…); one report per reason and person',
    body: z.object({
      target_type: targetTypeSchema,
      target_id: positiveId,
      reason: z.enum(ALL_REPORT_REASONS),
      detail: z.string().trim().max(REPORT_DETAIL_MAX).default(''),
      site_area_id: idSchema.optional().describe('the target’s site area, until listings resolve it themselves'),
    }),
    data: listingReport,
  }),
  // ---- admin ----
  adminReportList: route({
    method: 'GET',
    path: '/admin/report/list',
    access: 'admin', permission: 'service',
    tag: 'admin',
    summary: 'Report queue of my areas, oldest open first by default',
    query: z.object({
      ...pageQuery,
      status: z.enum(REPORT_STATUSES).optional(),
      site_area_id: idSchema.optional(),
      target_type: targetTypeSchema.optional(),
      target_id: positiveId.optional(),
      reason: z.enum(ALL_REPORT_REASONS).optional(),
    }),
    data: page(adminListingReport),
  }),
  adminReportHandle: route({
    method: 'POST',
    path: '/admin/report/handle/:id',
    access: 'admin', permission: 'service',
    errors: [409],
    tag: 'admin',
    summary: 'Resolve or dismiss a report; `hide` with resolved also hides the content through its type (audited; the reporter is notified)',
    params: idParam,
    body: z.object({ status: z.enum(['resolved', 'dismissed']), note: z.string().trim().max(REPORT_DETAIL_MAX).default(''), hide: z.boolean().default(false).describe('resolved only: hide the reported content (its author is told the note)') }),
    data: adminListingReport,
  }),
  adminAuditList: route({
    method: 'GET',
    path: '/admin/audit/list',
    access: 'admin',
    permission: 'audit',
    tag: 'admin',
    summary: 'Audit log of my areas, newest first',
    query: z.object({ ...pageQuery, ...auditFilters }),
    data: page(auditEntry),
  }),
} as const satisfies Record<string, ApiRoute>;
