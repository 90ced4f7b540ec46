import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../core/errors.js';
import { readerFor } from '../../core/read-routing.js';
import type { ModuleContext } from '../../core/module.js';
import { route } from '../../core/routes.js';
import { likedAs } from '../comments/index.js';
import { visiblePost } from './access.js';
import { hidePost } from './admin-hide.js';
import { postComments } from './comments.js';
import { postFeed, userPosts } from './feeds.js';
import { likePost } from './like-toggle.js';
import { createPost, deletePost, forwardPost } from './posts.js';
import { presentPosts } from './present.js';
import { createTopic, deleteTopic, listTopics, topicInfo, topicNumber, unreadTotal, userTopics } from './topics.js';

/** The square's calls (spec "Social"): thin handlers over the operations of this folder. */
export function socialRoutes(app: FastifyInstance, ctx: ModuleContext) {
  const db = ctx.database.db;
  const words = ctx.use('sensitiveWords');
  // What people write is checked against the area's sensitive words first; a refusal names the field and the word.
  const check = (areaId: number, fields: Record<string, string | undefined>) => words.assertClean(areaId, fields);
  const areas = ctx.use('siteAreas');
  const areaOf = async (headerArea: number) => (await areas.current(headerArea)).id;
  const comments = ctx.use('commentables').of(postComments);
  const who = (user: { id: number } | null, given?: number) => {
    const id = given ?? user?.id;
    if (id === undefined) throw unauthorized();
    return id;
  };

  // ---- posts ----
  // The feed reads the read replica when it may (core/read-routing.ts): a person who just posted, liked or blocked reads the primary.
  route(app, 'socialPostList', async ({ ctx: c, user, query, req }) => postFeed(await readerFor(req), await areaOf(c.siteAreaId), user?.id ?? null, query));
  route(app, 'socialPostInfo', async ({ user, params }) => {
    const me = user?.id ?? null;
    return (await presentPosts(db, [await visiblePost(db, params.id, me)], me))[0]!;
  });
  route(app, 'socialPostListUser', async ({ user, query }) => userPosts(db, who(user, query.user_id), user?.id ?? null, query));
  route(app, 'socialPostSave', async ({ ctx: req, user, body }) => {
    const area = await areaOf(req.siteAreaId);
    await check(area, { 'body.content': body.content, 'body.location': body.location });
    return createPost(db, user.id, area, req.lang, body);
  });
  route(app, 'socialPostNumberSave', async ({ user, body }) =>
    body.type === 'like' ? likePost(db, user.id, body.id, body.on) : forwardPost(db, user.id, body.id),
  );
  route(app, 'socialPostDelete', async ({ user, params }) => {
    await deletePost(db, user.id, params.id);
    return { ok: true as const };
  });

  // ---- comments: the comment engine's (modules/comments); these handlers only name the post's fields ----
  route(app, 'socialCommentList', async ({ user, query }) => comments.list(user?.id ?? null, { ...query, target_id: query.post_id }));
  route(app, 'socialCommentSave', async ({ ctx: req, user, body }) => comments.save(user.id, { ...body, target_id: body.post_id }, () => areaOf(req.siteAreaId)));
  route(app, 'socialCommentLikeSave', async ({ user, body }) => likedAs('isLiked', await comments.like(user.id, body.id, body.on)));
  route(app, 'socialCommentDelete', async ({ user, query }) => comments.remove(user, query.id));

  // ---- topics ----
  route(app, 'socialTopicList', async ({ ctx: req, user, query }) => listTopics(db, await areaOf(req.siteAreaId), user?.id ?? null, query));
  route(app, 'socialTopicInfo', async ({ user, params }) => topicInfo(db, params.id, user?.id ?? null));
  route(app, 'socialTopicListUser', async ({ user, query }) => userTopics(db, who(user, query.user_id), user?.id ?? null, query));
  route(app, 'socialTopicSave', async ({ ctx: req, user, body }) => {
    const area = await areaOf(req.siteAreaId);
    await check(area, { 'body.name': body.name, 'body.description': body.description });
    return createTopic(db, user.id, area, body);
  });
  route(app, 'socialTopicNumberSave', async ({ user, body }) => topicNumber(db, user.id, body.id, body.type, body.on));
  route(app, 'socialTopicDelete', async ({ user, params }) => {
    await deleteTopic(db, user.id, params.id);
    return { ok: true as const };
  });
  // Moved here from the notice centre: new posts in the topics I follow, not notices.
  route(app, 'userTopicUnreadCount', async ({ ctx: req, user }) => ({ count: await unreadTotal(db, user.id, await areaOf(req.siteAreaId)) }));

  // ---- admin ----
  route(app, 'adminSocialPostHide', async ({ user, params, body }) => hidePost(db, user, params.id, body));
  route(app, 'adminSocialCommentHide', async ({ user, params, body }) => comments.hideAsAdmin(user, params.id, body));
}
