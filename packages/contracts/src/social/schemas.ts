import { z } from 'zod';
import type { ApiRoute } from '../route.js';
import { cursorParam, page } from '../envelope.js';
import { idParam, idSchema, langSchema, storedUrlSchema } from '../entities.js';
import { route } from '../route.js';
import {
  POST_FEED_TYPES,
  POST_NUMBER_TYPES,
  SOCIAL_LIMITS as L,
  SOCIAL_PAGE,
  TOPIC_LIST_TYPES,
  TOPIC_NUMBER_TYPES,
  USER_TOPIC_TYPES,
} from './constants.js';

/**
 * The social square (spec "Social", docs/social.md): posts with images and topics, comments with one level
 * of replies, likes, forwards, topics and their follows, and the area admins' hiding. Spread into the one
 * API table; every list is keyset-paged (`cursor` = the previous page's `next_cursor`).
 */

const seconds = z.number().int();
const pageQuery = {
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(SOCIAL_PAGE.maxLimit).default(SOCIAL_PAGE.defaultLimit),
};
const ok = z.object({ ok: z.literal(true) });
/**
 * A toggle's wanted state: true likes (follows), false takes it back, whatever it was; omitted toggles.
 * A client that knows what the person tapped sends it, so a double tap counts once.
 */
const wanted = z.boolean().optional();

export const socialUser = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  /** A VIP member now: cards show a small badge. */
  is_vip: z.boolean().optional(),
});
export type SocialUser = z.infer<typeof socialUser>;

export const topicRef = z.object({ id: z.number().int(), name: z.string() });
export type TopicRef = z.infer<typeof topicRef>;

export const postCard = z.object({
  id: z.number().int(),
  user: socialUser,
  content: z.string(),
  /** Stored media URLs, in the order the author gave them (at most 9). */
  images: z.array(z.string()),
  topics: z.array(topicRef),
  location: z.string().nullable(),
  site_area_id: z.number().int(),
  lang_type: langSchema,
  like_count: z.number().int(),
  comment_count: z.number().int(),
  forward_count: z.number().int(),
  /** I like it (false when anonymous). */
  isLiked: z.boolean(),
  /** I follow its author (false when anonymous or mine). */
  isRelation: z.boolean(),
  created_at: seconds,
  is_mine: z.boolean(),
  /** Hidden by an area admin: only its author still sees it, marked, with the reason. */
  is_hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
});
export type PostCard = z.infer<typeof postCard>;

export const topic = z.object({
  id: z.number().int(),
  name: z.string(),
  cover: z.string().nullable(),
  description: z.string(),
  site_area_id: z.number().int(),
  post_count: z.number().int(),
  follow_count: z.number().int(),
  isFollowed: z.boolean(),
  /** Who created it. */
  user: socialUser,
  created_at: seconds,
  is_mine: z.boolean(),
  /** Posts by others since I last browsed it: only on my own followed list (`topic/list_user`, type followed). */
  unread: z.number().int().optional(),
});
export type Topic = z.infer<typeof topic>;

export const replyToUser = z.object({ id: z.number().int(), nickname: z.string() });

/** A comment as a reply (one level: replies carry no replies of their own). */
export const commentReply = z.object({
  id: z.number().int(),
  post_id: z.number().int(),
  user: socialUser,
  content: z.string(),
  like_count: z.number().int(),
  isLiked: z.boolean(),
  /** Whom a reply answers (a reply to a reply names its author); null on top-level comments. */
  reply_to_user: replyToUser.nullable(),
  /** The top-level comment a reply belongs to; null on top-level comments. */
  parent_id: z.number().int().nullable(),
  created_at: seconds,
  is_mine: z.boolean(),
  is_hidden: z.boolean(),
});
export type CommentReply = z.infer<typeof commentReply>;

export const comment = commentReply.extend({
  /** The first replies, oldest first (at most 3); the rest through `comment/list` with `parent_id`. */
  replies: z.array(commentReply),
  reply_count: z.number().int(),
});
export type Comment = z.infer<typeof comment>;

export const postCounts = z.object({ id: z.number().int(), like_count: z.number().int(), forward_count: z.number().int(), comment_count: z.number().int(), isLiked: z.boolean() });
export const commentLikeState = z.object({ id: z.number().int(), like_count: z.number().int(), isLiked: z.boolean() });
export const topicFollowState = z.object({ id: z.number().int(), follow_count: z.number().int(), isFollowed: z.boolean(), unread: z.number().int() });

const content = z.string().trim().max(L.contentMax);
export const postSaveBody = z
  .object({
    content: content.default(''),
    images: z.array(storedUrlSchema).max(L.imagesMax).default([]),
    topic_ids: z
      .array(idSchema)
      .max(L.topicsPerPost)
      .default([])
      .refine((ids) => new Set(ids).size === ids.length, { message: 'topic_twice' }),
    location: z.string().trim().max(L.locationMax).optional(),
  })
  // A post says something or shows something.
  .refine((b) => b.content.length > 0 || b.images.length > 0, { message: 'post_empty', path: ['content'] });

export const commentSaveBody = z.object({
  post_id: idSchema,
  content: z.string().trim().min(1).max(L.commentMax),
  /** Replying: the comment answered (a reply's parent is its top-level comment). */
  parent_id: idSchema.optional(),
  /** Replying to a reply: its author, named in the reply. */
  reply_to_user_id: idSchema.optional(),
});

export const topicSaveBody = z.object({
  name: z.string().trim().min(L.topicNameMin).max(L.topicNameMax).regex(/^[^#\s][^#]*$/, 'topic_name'),
  cover: storedUrlSchema.optional(),
  description: z.string().trim().max(L.topicDescriptionMax).default(''),
});

export const hideBody = z
  .object({ hidden: z.boolean(), reason: z.string().trim().max(L.hideReasonMax).default('') })
  .refine((b) => !b.hidden || b.reason.length > 0, { message: 'hide_reason', path: ['reason'] });

export const socialApi = {
  socialPostList: route({
    method: 'GET',
    path: '/social/post/list',
    access: 'optional',
    tag: 'social',
    summary: 'The square’s feed of the caller’s area: recommend (hot score), newest, or following (people and topics I follow; empty when anonymous); topic_id narrows to one topic (recommend: hot, else newest)',
    query: z.object({ type: z.enum(POST_FEED_TYPES).default('recommend'), topic_id: idSchema.optional(), ...pageQuery }),
    data: page(postCard),
  }),
  socialPostInfo: route({ method: 'GET', path: '/social/post/info/:id', access: 'optional', tag: 'social', summary: 'One post', params: idParam, data: postCard }),
  socialPostListUser: route({
    method: 'GET',
    path: '/social/post/list_user',
    access: 'optional',
    errors: [401],
    tag: 'social',
    summary: 'A person’s posts, newest first (default: mine, hidden ones included and marked; then a token is needed)',
    query: z.object({ user_id: idSchema.optional(), ...pageQuery }),
    data: page(postCard),
  }),
  socialPostSave: route({
    method: 'POST',
    path: '/social/post',
    access: 'user',
    errors: [404],
    tag: 'social',
    summary: 'Publish a post in the caller’s area: text and/or up to 9 images, up to 3 topics of that area, a place name',
    body: postSaveBody,
    data: postCard,
  }),
  socialPostNumberSave: route({
    method: 'POST',
    path: '/social/post/number/save',
    access: 'user',
    tag: 'social',
    summary: 'like: toggle my like of a post (or set it with `on`); forward: count one share',
    body: z.object({ id: idSchema, type: z.enum(POST_NUMBER_TYPES), on: wanted }),
    data: postCounts,
  }),
  socialPostDelete: route({ method: 'DELETE', path: '/social/post/:id', access: 'user', tag: 'social', summary: 'Delete my post', params: idParam, data: ok }),
  socialCommentList: route({
    method: 'GET',
    path: '/social/comment/list',
    access: 'optional',
    tag: 'social',
    summary: 'A post’s comments, newest first, each with its first replies; with parent_id: that comment’s replies, oldest first',
    query: z.object({ post_id: idSchema, parent_id: idSchema.optional(), ...pageQuery }),
    data: page(comment),
  }),
  socialCommentSave: route({
    method: 'POST',
    path: '/social/comment/save',
    access: 'user',
    tag: 'social',
    summary: 'Comment on a post, or reply to a comment (parent_id) and to a reply’s author (reply_to_user_id)',
    body: commentSaveBody,
    data: comment,
  }),
  socialCommentLikeSave: route({ method: 'POST', path: '/social/comment/like/save', access: 'user', tag: 'social', summary: 'Toggle my like of a comment (or set it with `on`)', body: z.object({ id: idSchema, on: wanted }), data: commentLikeState }),
  // The comment's id rides in the query string: a DELETE body is dropped by some proxies and clients.
  socialCommentDelete: route({ method: 'DELETE', path: '/social/comment', access: 'user', tag: 'social', summary: 'Delete my comment (a top-level comment takes its replies with it)', query: z.object({ id: idSchema }), data: ok }),
  socialTopicList: route({
    method: 'GET',
    path: '/social/topic/list',
    access: 'optional',
    tag: 'social',
    summary: 'Topics of the caller’s area: hot (most posts and followers) or new; keyword filters by name',
    query: z.object({ type: z.enum(TOPIC_LIST_TYPES).default('hot'), keyword: z.string().trim().max(L.topicNameMax).optional(), ...pageQuery }),
    data: page(topic),
  }),
  socialTopicInfo: route({ method: 'GET', path: '/social/topic/info/:id', access: 'optional', tag: 'social', summary: 'One topic', params: idParam, data: topic }),
  socialTopicListUser: route({
    method: 'GET',
    path: '/social/topic/list_user',
    access: 'optional',
    errors: [401],
    tag: 'social',
    summary: 'Topics a person created or follows (default: mine, then a token is needed; my followed ones carry unread counts)',
    query: z.object({ user_id: idSchema.optional(), type: z.enum(USER_TOPIC_TYPES).default('followed'), ...pageQuery }),
    data: page(topic),
  }),
  socialTopicSave: route({
    method: 'POST',
    path: '/social/topic',
    access: 'user',
    errors: [409],
    tag: 'social',
    summary: 'Create a topic in the caller’s area (its name unique there, case aside); the creator follows it',
    body: topicSaveBody,
    data: topic,
  }),
  socialTopicNumberSave: route({
    method: 'POST',
    path: '/social/topic/number/save',
    access: 'user',
    tag: 'social',
    summary: 'follow: toggle my follow of a topic (or set it with `on`); browse: mark its posts seen (for unread counts)',
    body: z.object({ id: idSchema, type: z.enum(TOPIC_NUMBER_TYPES), on: wanted }),
    data: topicFollowState,
  }),
  socialTopicDelete: route({
    method: 'DELETE',
    path: '/social/topic/:id',
    access: 'user',
    errors: [409],
    tag: 'social',
    summary: 'Delete a topic I created, while no one else has posted in it',
    params: idParam,
    data: ok,
  }),
  adminSocialPostHide: route({
    method: 'POST',
    path: '/admin/social/post/hide/:id',
    access: 'admin', permission: 'review',
    tag: 'admin',
    summary: 'An area admin hides a post (its author is told the reason) or shows it again; audited',
    params: idParam,
    body: hideBody,
    data: z.object({ id: z.number().int(), hidden: z.boolean() }),
  }),
  adminSocialCommentHide: route({
    method: 'POST',
    path: '/admin/social/comment/hide/:id',
    access: 'admin', permission: 'review',
    tag: 'admin',
    summary: 'An area admin hides a comment (its author is told the reason) or shows it again; audited',
    params: idParam,
    body: hideBody,
    data: z.object({ id: z.number().int(), hidden: z.boolean() }),
  }),
} as const satisfies Record<string, ApiRoute>;
