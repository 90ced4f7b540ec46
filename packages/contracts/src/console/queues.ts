import { z } from 'zod';
import { cursorParam, page } from '../envelope.js';
import { idSchema } from '../entities.js';
import { route } from '../route.js';
import { CONSOLE_PERMISSIONS, REVIEW, type QueueGroup } from './constants.js';

/**
 * The console's review queues (docs/console.md): every module declares its queues (`reviewQueues`), the console lists,
 * claims and decides their items through these calls. Two families of the same calls, one per permission
 * (`/admin/console/review/…` needs 'review', `/admin/console/service/…` 'service'), so the one permission check of
 * the route table covers them; a queue answers only in its own family.
 */

/** A queue's key: `listing.house`, `company`, `social.post`, `report`… */
export const queueKeySchema = z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]*(?:[.-][a-zA-Z0-9_]+)*$/).max(60);
const areaQuery = z.object({ site_area_id: idSchema.optional() });
const queueParams = z.object({ queue: queueKeySchema });
const itemParams = z.object({ queue: queueKeySchema, id: idSchema });

export const queueSummary = z.object({
  key: z.string(),
  /** Its name in the request's language (declared by the module that owns the queue). */
  title: z.string(),
  module: z.string(),
  permission: z.string(),
  /** Items waiting in the caller's areas (or the area asked for). */
  count: z.number().int(),
});
export type QueueSummary = z.infer<typeof queueSummary>;

export const reviewClaim = z.object({
  admin_id: z.number().int(),
  nickname: z.string(),
  /** ISO time the claim lapses unless renewed. */
  expires_at: z.string(),
  /** The caller holds it. */
  mine: z.boolean(),
});
export type ReviewClaim = z.infer<typeof reviewClaim>;

export const queueItem = z.object({
  id: z.number().int(),
  site_area_id: z.number().int().nullable(),
  title: z.string(),
  summary: z.string(),
  author: z.object({ id: z.number().int(), nickname: z.string() }).nullable(),
  /** ISO time it started waiting. */
  created_at: z.string(),
  image: z.string().nullable(),
  app_path: z.string().nullable(),
  claim: reviewClaim.nullable(),
});
export type QueueItem = z.infer<typeof queueItem>;

export const queueItemDetail = queueItem.extend({
  /** The whole text the author wrote (plain text). */
  body: z.string(),
  /** Public photos of the item. */
  images: z.array(z.string()),
});
export type QueueItemDetail = z.infer<typeof queueItemDetail>;

export const decisionResult = z.object({
  id: z.number().int(),
  ok: z.boolean(),
  /** The failure's status (403, 404, 409) and message in the request's language; 0 and '' when ok. */
  code: z.number().int(),
  message: z.string(),
});
export type DecisionResult = z.infer<typeof decisionResult>;

const reasonTexts = z.object({
  zh: z.string().trim().min(1).max(REVIEW.reasonMax),
  en: z.string().trim().min(1).max(REVIEW.reasonMax),
  vi: z.string().trim().min(1).max(REVIEW.reasonMax),
});
export const rejectReason = z.object({
  id: z.number().int(),
  site_area_id: z.number().int(),
  /** The queue it is offered for; null: every queue. */
  queue: z.string().nullable(),
  texts: reasonTexts,
  /** The text in the request's language (what the picker shows and the author receives). */
  text: z.string(),
  sort: z.number().int(),
});
export type RejectReason = z.infer<typeof rejectReason>;

export const decideBody = z
  .object({
    ids: z.array(idSchema).min(1).max(REVIEW.bulkMax),
    action: z.enum(['approve', 'reject']),
    /** A typed reason, or the text of a listed one (reason_id wins when both are given). */
    reason: z.string().trim().min(1).max(REVIEW.reasonMax).optional(),
    reason_id: idSchema.optional(),
  })
  .refine((b) => b.action === 'approve' || b.reason !== undefined || b.reason_id !== undefined, { message: 'reason', path: ['reason'] });

export const consoleMe = z.object({
  super_admin: z.boolean(),
  /** The areas the caller works in, with what they may do in each (empty for a member). */
  areas: z.array(z.object({ id: z.number().int(), name: z.string(), permissions: z.array(z.enum(CONSOLE_PERMISSIONS)) })),
});
export type ConsoleMe = z.infer<typeof consoleMe>;

const base = (g: QueueGroup) => `/admin/console/${g}`;
const tag = 'console';

const queuesRoute = <G extends QueueGroup>(g: G) =>
  route({ method: 'GET', path: `${base(g)}/queues`, access: 'admin', permission: g, tag, summary: `The ${g} queues with their waiting counts in my areas`, query: areaQuery, data: z.array(queueSummary) });
const itemsRoute = <G extends QueueGroup>(g: G) =>
  route({
    method: 'GET',
    path: `${base(g)}/queue/:queue/items`,
    access: 'admin',
    permission: g,
    tag,
    summary: `A ${g} queue's waiting items, oldest first (shared pager)`,
    params: queueParams,
    query: areaQuery.extend({ cursor: cursorParam, limit: z.coerce.number().int().min(1).max(REVIEW.pageMax).optional(), q: z.string().trim().max(REVIEW.wordsMax).optional() }),
    data: page(queueItem),
    errors: [404],
  });
const itemRoute = <G extends QueueGroup>(g: G) =>
  route({ method: 'GET', path: `${base(g)}/queue/:queue/item/:id`, access: 'admin', permission: g, tag, summary: `One waiting item of a ${g} queue, with its text and photos`, params: itemParams, data: queueItemDetail, errors: [404] });
const claimRoute = <G extends QueueGroup>(g: G) =>
  route({
    method: 'POST',
    path: `${base(g)}/queue/:queue/claim`,
    access: 'admin',
    permission: g,
    tag,
    summary: `Claims (or renews the claim on) a waiting item of a ${g} queue; another admin's live claim is a 409`,
    params: queueParams,
    body: z.object({ id: idSchema }),
    data: reviewClaim,
    errors: [404, 409],
  });
const releaseRoute = <G extends QueueGroup>(g: G) =>
  route({ method: 'POST', path: `${base(g)}/queue/:queue/release`, access: 'admin', permission: g, tag, summary: `Gives up my claim on an item of a ${g} queue`, params: queueParams, body: z.object({ id: idSchema }), data: z.null(), errors: [404] });
const decideRoute = <G extends QueueGroup>(g: G) =>
  route({
    method: 'POST',
    path: `${base(g)}/queue/:queue/decide`,
    access: 'admin',
    permission: g,
    tag,
    summary: `Approves or rejects items of a ${g} queue: one result per item, a failure does not stop the others`,
    params: queueParams,
    body: decideBody,
    data: z.object({ results: z.array(decisionResult) }),
    errors: [404],
  });
const reasonsRoute = <G extends QueueGroup>(g: G) =>
  route({
    method: 'GET',
    path: `${base(g)}/reasons`,
    access: 'admin',
    permission: g,
    tag,
    summary: `The reject reasons of an area (for the ${g} queues' picker)`,
    query: z.object({ site_area_id: idSchema, queue: queueKeySchema.optional() }),
    data: z.array(rejectReason),
  });

export const consoleApi = {
  consoleMe: route({ method: 'GET', path: '/admin/console/me', access: 'user', tag, summary: 'My areas in the console and what I may do in each', data: consoleMe, quiet: true }),
  consoleReviewQueues: queuesRoute('review'),
  consoleServiceQueues: queuesRoute('service'),
  consoleReviewItems: itemsRoute('review'),
  consoleServiceItems: itemsRoute('service'),
  consoleReviewItem: itemRoute('review'),
  consoleServiceItem: itemRoute('service'),
  consoleReviewClaim: claimRoute('review'),
  consoleServiceClaim: claimRoute('service'),
  consoleReviewRelease: releaseRoute('review'),
  consoleServiceRelease: releaseRoute('service'),
  consoleReviewDecide: decideRoute('review'),
  consoleServiceDecide: decideRoute('service'),
  consoleReviewReasons: reasonsRoute('review'),
  consoleServiceReasons: reasonsRoute('service'),
  consoleReasonList: route({
    method: 'GET',
    path: '/admin/console/reason/list',
    access: 'admin',
    tag,
    summary: "An area's reject reasons, for editing",
    query: z.object({ site_area_id: idSchema }),
    data: z.array(rejectReason),
  }),
  consoleReasonSave: route({
    method: 'POST',
    path: '/admin/console/reason/save',
    access: 'admin',
    tag,
    summary: 'Adds a reject reason to an area, or changes one (id)',
    body: z.object({ id: idSchema.optional(), site_area_id: idSchema, queue: queueKeySchema.nullable().optional(), texts: reasonTexts, sort: z.coerce.number().int().min(0).max(9999).optional() }),
    data: rejectReason,
    errors: [404, 409],
  }),
  consoleReasonDelete: route({
    method: 'POST',
    path: '/admin/console/reason/delete',
    access: 'admin',
    tag,
    summary: 'Removes a reject reason',
    body: z.object({ id: idSchema }),
    data: z.null(),
    errors: [404],
  }),
};
