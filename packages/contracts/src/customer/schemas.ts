import { z } from 'zod';
import { cursorParam, page } from '../envelope.js';
import { idParam, idSchema, int4Schema } from '../entities.js';
import { route } from '../route.js';
import { FAQ, FAQ_LANGS } from './constants.js';

/**
 * Customer service and FAQ (docs/customer.md). The spec names the screens and says only "customer service ...
 * similar list/info/save calls", so the paths are new, all under `/customer/`. Spread into the one API table
 * in `api.ts`.
 */

export const faqCategory = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  icon: z.string(),
  /** Questions of the category in the caller's area and language. */
  question_count: z.number().int(),
});
export type FaqCategory = z.infer<typeof faqCategory>;

export const faqSummary = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  title: z.string(),
  helpful_count: z.number().int(),
});
export type FaqSummary = z.infer<typeof faqSummary>;

export const faqDetail = faqSummary.extend({
  category_name: z.string(),
  /** Sanitised HTML (p, br, strong, em, ul, ol, li, a, img, h3, h4). */
  answer: z.string(),
  unhelpful_count: z.number().int(),
  /** true for an entry written for the caller's area (an override or the area's own). */
  area_specific: z.boolean(),
  updated_at: z.number().int(),
});
export type FaqDetail = z.infer<typeof faqDetail>;

export const faqVoteState = z.object({
  helpful_count: z.number().int(),
  unhelpful_count: z.number().int(),
  /** The caller's vote: true helpful, false not helpful, null not voted (or not logged in). */
  my_vote: z.boolean().nullable(),
});

export const faqInfo = z.object({
  question: faqDetail,
  my_vote: z.boolean().nullable(),
  /** Same category first, then entries sharing words with the title; at most FAQ.relatedMax. */
  related: z.array(faqSummary),
});

export const customerContact = z.object({
  /** The area's service account (its first regional admin; null when it has none): chat with it (`/pagesA/chat/chat/chat?user_id=`). */
  service: z.object({ user_id: z.number().int(), nickname: z.string(), avatar: z.string().nullable() }).nullable(),
  phone: z.string(),
  wechat: z.string(),
  email: z.string(),
  hours: z.string(),
});
export type CustomerContact = z.infer<typeof customerContact>;

export const faqAdminItem = z.object({
  id: z.number().int(),
  site_area_id: z.number().int(),
  lang: z.enum(FAQ_LANGS),
  category_id: z.number().int(),
  /** The global entry this area entry replaces in its area (null: global, or the area's own). */
  replaces_id: z.number().int().nullable(),
  title: z.string(),
  answer: z.string(),
  sort: z.number().int(),
  helpful_count: z.number().int(),
  unhelpful_count: z.number().int(),
  updated_at: z.number().int(),
});
export type FaqAdminItem = z.infer<typeof faqAdminItem>;

const id = idSchema;
const limit = z.coerce.number().int().min(1).max(FAQ.pageMax).default(20);

export const faqSaveBody = z.object({
  id: id.optional().describe('the entry to change; none creates one'),
  site_area_id: int4Schema.describe('0: every area (super admins only)'),
  lang: z.enum(FAQ_LANGS),
  category_id: id,
  replaces_id: id.nullable().optional().describe('a global entry of the same language this area entry replaces'),
  title: z.string().trim().min(2).max(FAQ.titleMax),
  answer: z.string().trim().min(1).max(FAQ.answerMax),
  sort: z.coerce.number().int().min(0).max(FAQ.sortMax).default(100),
});

export const customerApi = {
  customerCategories: route({ method: 'GET', path: '/customer/category/list', access: 'public', tag: 'customer', summary: 'FAQ categories of the caller’s area, with how many questions each has in the caller’s language', data: z.array(faqCategory) }),
  customerQuestions: route({
    method: 'GET',
    path: '/customer/question/list',
    access: 'public',
    tag: 'customer',
    summary: 'Questions of a category and/or matching a keyword (the listings’ Chinese-aware search), in the caller’s area (an area entry replaces the global one it overrides) and language',
    query: z.object({ category_id: id.optional(), keyword: z.string().trim().max(FAQ.keywordMax).optional(), cursor: cursorParam, limit }),
    data: page(faqSummary),
  }),
  customerQuestionInfo: route({ method: 'GET', path: '/customer/question/info/:id', access: 'optional', tag: 'customer', summary: 'One question with its answer, my vote and related questions', params: idParam, data: faqInfo }),
  customerQuestionVote: route({ method: 'POST', path: '/customer/question/vote', access: 'user', tag: 'customer', summary: '“Did this help?”, once per user and question: a second vote changes nothing and returns the first', body: z.object({ id, helpful: z.boolean() }), data: faqVoteState }),
  customerContact: route({ method: 'GET', path: '/customer/contact', access: 'public', tag: 'customer', summary: 'Contact channels of the caller’s area: the service account to chat with, phone, WeChat, e-mail, hours (WeChat groups: `wechatGroup`)', data: customerContact }),
  customerAdminList: route({
    method: 'GET',
    path: '/customer/admin/question/list',
    access: 'admin', permission: 'content',
    tag: 'customer',
    summary: 'FAQ entries of one area (0: the global ones), newest first; a regional admin sees global entries and its own areas’',
    query: z.object({ site_area_id: int4Schema.default(0), lang: z.enum(FAQ_LANGS).optional(), category_id: id.optional(), cursor: cursorParam, limit }),
    data: page(faqAdminItem),
  }),
  customerAdminSave: route({ method: 'POST', path: '/customer/admin/question/save', access: 'admin', permission: 'content', errors: [409], tag: 'customer', summary: 'Create or change an FAQ entry (area admins: their areas; super admin: also global ones); the answer is sanitised; audited', body: faqSaveBody, data: faqAdminItem }),
  customerAdminDelete: route({ method: 'POST', path: '/customer/admin/question/delete/:id', access: 'admin', permission: 'content', tag: 'customer', summary: 'Delete an FAQ entry (area admins: their areas; super admin: also global ones); audited', params: idParam, data: z.object({ ok: z.literal(true) }) }),
};
