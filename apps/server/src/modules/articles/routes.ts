import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../core/module.js';
import { readerFor } from '../../core/read-routing.js';
import { route } from '../../core/routes.js';
import { likedAs } from '../comments/index.js';
import { adminCategories, adminCategorySave, adminDelete, adminInfo, adminList, adminSave } from './admin.js';
import { articleComments } from './comments.js';
import { collectArticle, numberSave, solveArticle } from './interactions.js';
import { appointed, articleDetail, categories, collectedArticles, listArticles } from './reading.js';

/** The spec's article calls and the admins' (docs/articles.md): thin handlers over this folder's operations. */
export function articleRoutes(app: FastifyInstance, ctx: ModuleContext) {
  const db = ctx.database.db;
  const areas = ctx.use('siteAreas');
  const areaOf = async (headerArea: number) => (await areas.current(headerArea)).id;
  const comments = ctx.use('commentables').of(articleComments);

  // Lists read the read replica when it may (core/read-routing.ts); an admin who just published reads the primary.
  route(app, 'articleList', async ({ ctx: c, query, req }) => listArticles(await readerFor(req), await areaOf(c.siteAreaId), c.lang, query));
  route(app, 'articleListCategory', async ({ ctx: req }) => categories(db, req.lang));
  route(app, 'articleAppoint', async ({ ctx: c, req }) => appointed(await readerFor(req), await areaOf(c.siteAreaId), c.lang));
  route(app, 'articleInfo', async ({ ctx: req, user, params }) => articleDetail(db, params.id, user?.id ?? null, req.lang));
  route(app, 'articleCollectList', async ({ ctx: req, user, query }) => collectedArticles(db, user.id, req.lang, query));
  route(app, 'articleNumberSave', async ({ req, user, body }) => numberSave(db, ctx.limiter, user?.id ?? null, req.ip, body));
  route(app, 'articleCollectSave', async ({ user, body }) => collectArticle(db, user.id, body.id, body.on));
  route(app, 'articleSolveSave', async ({ user, body }) => solveArticle(db, user.id, body.id));

  // Comments run on the comment engine (modules/comments); these handlers only name the article's fields.
  route(app, 'articleCommentList', async ({ user, query }) => comments.list(user?.id ?? null, { ...query, target_id: query.article_id }));
  route(app, 'articleCommentSave', async ({ ctx: req, user, body }) => comments.save(user.id, { ...body, target_id: body.article_id }, () => areaOf(req.siteAreaId)));
  route(app, 'articleCommentLikeSave', async ({ user, body }) => likedAs('is_like', await comments.like(user.id, body.id, body.on)));
  route(app, 'articleCommentDelete', async ({ user, query }) => comments.remove(user, query.id));

  route(app, 'adminArticleList', async ({ ctx: req, user, query }) => adminList(db, user, req.lang, query));
  route(app, 'adminArticleInfo', async ({ ctx: req, user, params }) => adminInfo(db, user, req.lang, params.id));
  route(app, 'adminArticleSave', async ({ ctx: req, user, body }) => adminSave(db, user, req.lang, body));
  route(app, 'adminArticleDelete', async ({ user, params }) => adminDelete(db, user, params.id));
  route(app, 'adminArticleCategoryList', async () => adminCategories(db));
  route(app, 'adminArticleCategorySave', async ({ user, body }) => adminCategorySave(db, user, body));
}
