import { z } from 'zod';
import type { ApiRoute } from '../route.js';
import { cursorParam, page } from '../envelope.js';
import { idParam, idSchema, int4Schema, storedUrlSchema } from '../entities.js';
import { route } from '../route.js';
import { FEEDBACK_LIMITS as F, FEEDBACK_STATUSES, FEEDBACK_TYPES, MODERATION_PAGE, SENSITIVE_WORD } from './constants.js';

/**
 * Moderation (docs/moderation.md): the area admins' sensitive-word lists (every user text is checked against
 * its area's list and the all-areas list) and people's feedback with its admin queue. Reports of content
 * go through `report` (the notices feature) and its registry of target types.
 */

const pageQuery = {
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(MODERATION_PAGE.maxLimit).default(MODERATION_PAGE.defaultLimit),
};
const seconds = z.number().int();

export const sensitiveWord = z.object({
  id: z.number().int(),
  /** null: every area's list (super admins only). */
  site_area_id: z.number().int().nullable(),
  word: z.string(),
  created_by: z.number().int().nullable(),
  created_at: seconds,
});
export type SensitiveWord = z.infer<typeof sensitiveWord>;

export const feedback = z.object({
  id: z.number().int(),
  type: z.enum(FEEDBACK_TYPES),
  content: z.string(),
  images: z.array(z.string()),
  contact: z.string(),
  site_area_id: z.number().int(),
  status: z.enum(FEEDBACK_STATUSES),
  reply: z.string().nullable(),
  created_at: seconds,
});
export type Feedback = z.infer<typeof feedback>;

export const adminFeedback = feedback.extend({
  user_id: z.number().int(),
  nickname: z.string(),
  handled_by: z.number().int().nullable(),
  handled_at: seconds.nullable(),
});
export type AdminFeedback = z.infer<typeof adminFeedback>;

const wordSchema = z.string().trim().min(1).max(SENSITIVE_WORD.maxLength);

export const moderationApi = {
  feedbackSave: route({
    method: 'POST',
    path: '/feedback/sava',
    access: 'user',
    tag: 'moderation',
    summary: 'Send feedback to the admins of my area (the siteareaid header, else my profile area)',
    body: z.object({
      content: z.string().trim().min(F.contentMin).max(F.contentMax),
      images: z.array(storedUrlSchema).max(F.imagesMax).default([]),
      contact: z.string().trim().max(F.contactMax).default(''),
      type: z.enum(FEEDBACK_TYPES).default('suggestion'),
    }),
    data: feedback,
  }),
  adminFeedbackList: route({
    method: 'GET',
    path: '/admin/feedback/list',
    access: 'admin', permission: 'service',
    tag: 'admin',
    summary: 'Feedback of my areas, newest first',
    query: z.object({ ...pageQuery, status: z.enum(FEEDBACK_STATUSES).optional(), site_area_id: idSchema.optional() }),
    data: page(adminFeedback),
  }),
  adminFeedbackHandle: route({
    method: 'POST',
    path: '/admin/feedback/handle/:id',
    access: 'admin', permission: 'service',
    errors: [409],
    tag: 'admin',
    summary: 'Mark feedback handled with an optional reply (the person is notified; audited)',
    params: idParam,
    body: z.object({ reply: z.string().trim().max(F.replyMax).default('') }),
    data: adminFeedback,
  }),
  adminSensitiveWordList: route({
    method: 'GET',
    path: '/admin/sensitiveWord/list',
    access: 'admin', permission: 'content',
    tag: 'admin',
    summary: 'Sensitive words of an area (site_area_id 0: the all-areas list), newest first',
    query: z.object({ ...pageQuery, site_area_id: int4Schema.optional().describe('0: every area’s list; none: all I may see'), keyword: z.string().trim().max(SENSITIVE_WORD.maxLength).optional() }),
    data: page(sensitiveWord),
  }),
  adminSensitiveWordSave: route({
    method: 'POST',
    path: '/admin/sensitiveWord/save',
    access: 'admin', permission: 'content',
    tag: 'admin',
    summary: 'Add words to an area’s list (site_area_id 0: every area, super admins only); words already listed are skipped',
    body: z.object({ site_area_id: int4Schema, words: z.array(wordSchema).min(1).max(SENSITIVE_WORD.maxPerSave) }),
    data: z.object({ added: z.array(sensitiveWord), skipped: z.array(z.string()) }),
  }),
  adminSensitiveWordDelete: route({
    method: 'DELETE',
    path: '/admin/sensitiveWord/:id',
    access: 'admin', permission: 'content',
    tag: 'admin',
    summary: 'Remove a word from its list',
    params: idParam,
    data: z.object({ ok: z.literal(true) }),
  }),
} as const satisfies Record<string, ApiRoute>;
