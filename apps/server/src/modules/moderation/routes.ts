import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { route } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import type { SiteAreaDirectory } from '../site-area/index.js';
import { SensitiveWordAdmin } from './admin-words.js';
import { FeedbackService } from './feedback.js';
import type { SensitiveWords } from './sensitive-words.js';

/** Feedback (`feedback/sava`), its admin queue, and the admins' sensitive-word lists. */
export function moderationRoutes(app: FastifyInstance, db: Kysely<DB>, areas: SiteAreaDirectory, words: SensitiveWords) {
  const feedback = new FeedbackService(db);
  const wordAdmin = new SensitiveWordAdmin(db, words);

  route(app, 'feedbackSave', async ({ ctx, user, body }) => {
    // The area the person browses (header), else their profile's, else the default area.
    const profile = await db.selectFrom('app_user').select('site_area_id').where('id', '=', user.id).executeTakeFirstOrThrow();
    const area = (ctx.siteAreaId && (await areas.byId(ctx.siteAreaId))) || (await areas.current(profile.site_area_id ?? 0));
    await words.assertClean(area.id, { 'body.content': body.content, 'body.contact': body.contact });
    return feedback.save(user.id, area.id, body);
  });
  route(app, 'adminFeedbackList', async ({ user, query }) => feedback.list(user, query));
  route(app, 'adminFeedbackHandle', async ({ user, params, body }) => feedback.handle(user, params.id, body.reply));

  route(app, 'adminSensitiveWordList', async ({ user, query }) => wordAdmin.list(user, query));
  route(app, 'adminSensitiveWordSave', async ({ user, body }) => wordAdmin.save(user, body));
  route(app, 'adminSensitiveWordDelete', async ({ user, params }) => wordAdmin.remove(user, params.id));
}
