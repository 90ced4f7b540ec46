import { z } from 'zod';
import type { ApiRoute } from '../route.js';
import { cursorParam, page } from '../envelope.js';
import { idParam, idSchema, langSchema, storedUrlSchema } from '../entities.js';
import { route } from '../route.js';
import { ARTICLE_LIMITS as L, ARTICLE_NUMBER_TYPES, ARTICLE_PAGE, ARTICLE_STATUSES } from './constants.js';

/**
 * News articles (spec "Articles", docs/articles.md): written by area admins with a rich-text editor (HTML
 * sanitised on the server), read by everybody in the area; likes, collects, "this solved my problem", shares,
 * browse counts and comments with one level of replies. Lists are keyset-paged (`cursor` = `next_cursor`).
 */
const seconds = z.number().int();
const pageQuery = {
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(ARTICLE_PAGE.maxLimit).default(ARTICLE_PAGE.defaultLimit),
};
const ok = z.object({ ok: z.literal(true) });
/** A toggle's wanted state (true: on, false: off); omitted toggles. */
const wanted = z.boolean().optional();
const who = z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string().nullable() });

export const articleCard = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string().nullable(),
  category_id: z.number().int(),
  category_name: z.string(),
  site_area_id: z.number().int(),
  lang: langSchema,
  browse: z.number().int(),
  like_count: z.number().int(),
  comment_count: z.number().int(),
  forward_count: z.number().int(),
  solve_count: z.number().int(),
  is_appoint: z.boolean(),
  published_at: seconds,
});
export type ArticleCard = z.infer<typeof articleCard>;

export const articleDetail = articleCard.extend({
  /** Sanitised HTML (server-side allow-list): safe to render as it is. */
  content: z.string(),
  is_like: z.boolean(),
  is_collect: z.boolean(),
  is_solved: z.boolean(),
  related: z.array(articleCard),
});
export type ArticleDetail = z.infer<typeof articleDetail>;

export const articleCategory = z.object({ id: z.number().int(), name: z.string(), sort: z.number().int() });
const categoryNames = z.object({ zh: z.string().trim().min(1).max(L.categoryNameMax), en: z.string().trim().min(1).max(L.categoryNameMax), vi: z.string().trim().min(1).max(L.categoryNameMax) });
export const adminArticleCategory = articleCategory.extend({ names: categoryNames });

const replyShape = z.object({
  id: z.number().int(),
  article_id: z.number().int(),
  user: who,
  content: z.string(),
  like_count: z.number().int(),
  is_like: z.boolean(),
  reply_to_user: z.object({ id: z.number().int(), nickname: z.string() }).nullable(),
  parent_id: z.number().int().nullable(),
  created_at: seconds,
  is_mine: z.boolean(),
});
export const articleComment = replyShape.extend({ replies: z.array(replyShape), reply_count: z.number().int() });
export type ArticleComment = z.infer<typeof articleComment>;

export const adminArticleRow = articleCard.extend({ status: z.enum(ARTICLE_STATUSES), updated_at: seconds });
export const adminArticle = adminArticleRow.extend({ content: z.string() });

const articleSave = z.object({
  id: idSchema.optional().describe('absent: a new article'),
  title: z.string().trim().min(1).max(L.titleMax),
  summary: z.string().trim().max(L.summaryMax).default(''),
  cover: storedUrlSchema.nullable().optional(),
  category_id: idSchema,
  site_area_id: idSchema,
  lang: langSchema,
  is_appoint: z.boolean().default(false),
  status: z.enum(ARTICLE_STATUSES).default('published'),
  content: z.string().max(L.contentMax),
});
const counts = z.object({ id: z.number().int(), browse: z.number().int(), like_count: z.number().int(), forward_count: z.number().int(), is_like: z.boolean() });

export const articlesApi = {
  articleList: route({
    method: 'GET',
    path: '/article/list',
    access: 'public',
    tag: 'articles',
    summary: 'Published articles of the caller’s area, newest first; by category; keyword search (Chinese by words, Vietnamese without diacritics)',
    query: z.object({ category_id: idSchema.optional(), keyword: z.string().trim().max(40).optional(), ...pageQuery }),
    data: page(articleCard),
  }),
  articleListCategory: route({ method: 'GET', path: '/article/listCategory', access: 'public', tag: 'articles', summary: 'Article categories, in the request’s language', data: z.array(articleCategory) }),
  articleAppoint: route({ method: 'GET', path: '/article/appoint', access: 'public', tag: 'articles', summary: 'The area’s appointed articles (home page)', data: z.array(articleCard) }),
  articleCollectList: route({ method: 'GET', path: '/article/collect/list', access: 'user', tag: 'articles', summary: 'Articles I collected (still published), newest first', query: z.object(pageQuery), data: page(articleCard) }),
  articleCommentList: route({
    method: 'GET',
    path: '/article/comment/list',
    access: 'optional',
    errors: [404],
    tag: 'articles',
    summary: 'An article’s comments, newest first, each with its first replies; with parent_id: that comment’s replies, oldest first',
    query: z.object({ article_id: idSchema, parent_id: idSchema.optional(), ...pageQuery }),
    data: page(articleComment),
  }),
  articleCommentSave: route({
    method: 'POST',
    path: '/article/comment/save',
    access: 'user',
    errors: [404],
    tag: 'articles',
    summary: 'Comment on an article, or reply (parent_id; reply_to_user_id names whom a reply to a reply answers)',
    body: z.object({ article_id: idSchema, content: z.string().trim().min(1).max(L.commentMax), parent_id: idSchema.optional(), reply_to_user_id: idSchema.optional() }),
    data: articleComment,
  }),
  articleCommentLikeSave: route({ method: 'POST', path: '/article/comment/like/save', access: 'user', errors: [404], tag: 'articles', summary: 'Toggle my like of a comment (or set it with `on`)', body: z.object({ id: idSchema, on: wanted }), data: z.object({ id: z.number().int(), like_count: z.number().int(), is_like: z.boolean() }) }),
  articleCommentDelete: route({ method: 'DELETE', path: '/article/comment', access: 'user', errors: [404], tag: 'articles', summary: 'Delete my comment (id in the query); a comment takes its replies with it', query: z.object({ id: idSchema }), data: ok }),
  articleCollectSave: route({ method: 'POST', path: '/article/collect/save', access: 'user', errors: [404], tag: 'articles', summary: 'Toggle my collect of an article (or set it with `on`)', body: z.object({ id: idSchema, on: wanted }), data: z.object({ id: z.number().int(), is_collect: z.boolean() }) }),
  articleNumberSave: route({
    method: 'POST',
    path: '/article/number/save',
    access: 'optional',
    errors: [401, 404],
    tag: 'articles',
    summary: 'browse: count a view (once per reader per hour); forward: count a share; like: toggle my like (or set it with `on`; needs a token)',
    body: z.object({ id: idSchema, type: z.enum(ARTICLE_NUMBER_TYPES), on: wanted }),
    data: counts,
  }),
  articleSolveSave: route({ method: 'POST', path: '/article/solve/save', access: 'user', errors: [404], tag: 'articles', summary: '“This solved my problem”: once per reader; again changes nothing', body: z.object({ id: idSchema }), data: z.object({ id: z.number().int(), is_solved: z.boolean(), solve_count: z.number().int() }) }),
  adminArticleList: route({
    method: 'GET',
    path: '/admin/article/list',
    access: 'admin', permission: 'content',
    tag: 'articles',
    summary: 'Articles of my areas (drafts too), last edited first',
    query: z.object({ site_area_id: idSchema.optional(), category_id: idSchema.optional(), lang: langSchema.optional(), status: z.enum(ARTICLE_STATUSES).optional(), ...pageQuery }),
    data: page(adminArticleRow),
  }),
  adminArticleCategoryList: route({ method: 'GET', path: '/admin/articleCategory/list', access: 'admin', permission: 'content', tag: 'articles', summary: 'Article categories with their names in every language', data: z.array(adminArticleCategory) }),
  adminArticleCategorySave: route({ method: 'POST', path: '/admin/articleCategory/save', access: 'admin', permission: 'content', errors: [404], tag: 'articles', summary: 'Create or rename a category (super admins)', body: z.object({ id: idSchema.optional(), names: categoryNames, sort: z.number().int().min(0).max(9999).default(0) }), data: adminArticleCategory }),
  adminArticleSave: route({ method: 'POST', path: '/admin/article/save', access: 'admin', permission: 'content', errors: [404], tag: 'articles', summary: 'Write or edit an article of one of my areas; its HTML is sanitised', body: articleSave, data: adminArticle }),
  adminArticleInfo: route({ method: 'GET', path: '/admin/article/:id', access: 'admin', permission: 'content', errors: [404], tag: 'articles', summary: 'One article of my areas, as stored', params: idParam, data: adminArticle }),
  adminArticleDelete: route({ method: 'DELETE', path: '/admin/article/:id', access: 'admin', permission: 'content', errors: [404], tag: 'articles', summary: 'Delete an article of my areas', params: idParam, data: ok }),
  // Static paths above :id, so `list` is never read as an id.
  articleInfo: route({ method: 'GET', path: '/article/:id', access: 'optional', errors: [404], tag: 'articles', summary: 'One published article with my like / collect / solved and related articles', params: idParam, data: articleDetail }),
} as const satisfies Record<string, ApiRoute>;
