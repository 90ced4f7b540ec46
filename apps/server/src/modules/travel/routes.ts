import { TRAVEL } from '@haiwai/contracts/travel/constants';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../core/module.js';
import { route } from '../../core/routes.js';
import { SettingsStore } from '../basis/index.js';
import type { TravelCommentReply } from '@haiwai/contracts/travel';
import { likedAs, type CommentKind, type Person } from '../comments/index.js';
import { adminAreas } from '../notices/index.js';
import { assertCommentSort, assertWalkSort, walkComments, type WalkTarget } from './comments.js';
import { memberList, myList, officialList, reviewList } from './lists.js';
import { pick } from '../../core/localize.js';
import { presentCards } from './present.js';
import { reviewWalk, walkLink } from './review.js';
import { areaReviews, deleteWalk, likeWalk, saveOfficial, saveWalk, walkInfo } from './walks.js';

/** City walks and travel's calls (spec "Travel and city walk", docs/travel.md): thin handlers over this folder's operations. */
export function travelRoutes(app: FastifyInstance, ctx: ModuleContext) {
  const db = ctx.database.db;
  const settings = new SettingsStore(db);
  const areas = ctx.use('siteAreas');
  const words = ctx.use('sensitiveWords');
  const areaOf = async (headerArea: number) => (await areas.current(headerArea)).id;

  route(app, 'travelConfig', async ({ ctx: c }) => ({
    reviews: await areaReviews(settings, await areaOf(c.siteAreaId)),
    limits: { titleMax: TRAVEL.titleMax, contentMax: TRAVEL.contentMax, stopsMax: TRAVEL.stopsMax, walkStopsMin: TRAVEL.walkStopsMin, imagesMax: TRAVEL.imagesMax },
    metres_per_minute: TRAVEL.metresPerMinute,
    minutes_per_stop: TRAVEL.minutesPerStop,
  }));
  route(app, 'travelCategory', async ({ ctx: c }) => {
    const area = await areaOf(c.siteAreaId);
    const rows = await db.selectFrom('travel_category').selectAll().where('site_area_id', 'in', [0, area]).orderBy('sort').orderBy('id').execute();
    return rows.map((r) => ({ id: r.id, key: r.key, name: pick(r.names, c.lang), icon: r.icon }));
  });
  route(app, 'travelCarousel', async ({ ctx: c }) => {
    const rows = await db
      .selectFrom('travel_walk')
      .selectAll()
      .where('site_area_id', '=', await areaOf(c.siteAreaId))
      .where('official', '=', true)
      .where('deleted_at', 'is', null)
      .where((eb) => eb(eb.fn('jsonb_array_length', ['images']), '>', 0))
      .orderBy('sort')
      .orderBy('id')
      .limit(TRAVEL.carouselMax)
      .execute();
    return (await presentCards(db, rows, c.lang)).map((w) => ({ id: w.id, title: w.title, image: w.cover!, link: walkLink(w.id, true) }));
  });

  // ---- official routes ----
  route(app, 'travelOfficial', async ({ ctx: c, query }) => officialList(db, await areaOf(c.siteAreaId), c.lang, query));
  route(app, 'travelOfficialInfo', async ({ ctx: c, user, params }) => walkInfo(db, params.id, true, user, c.lang));
  route(app, 'travelOfficialSave', async ({ ctx: c, user, body }) => {
    const area = await areaOf(c.siteAreaId);
    await words.assertClean(area, { 'body.title': body.title, 'body.content': body.content });
    return saveOfficial(db, user, area, c.lang, body);
  });
  route(app, 'travelOfficialDelete', async ({ user, params }) => deleteWalk(db, user, params.id, true));

  // ---- members' walks and notes ----
  route(app, 'travel', async ({ ctx: c, query }) => memberList(db, await areaOf(c.siteAreaId), c.lang, query));
  route(app, 'travelInfo', async ({ ctx: c, user, params }) => walkInfo(db, params.id, false, user, c.lang));
  route(app, 'travelNote', async ({ ctx: c, user, query }) => myList(db, user.id, c.lang, query));
  route(app, 'travelSave', async ({ ctx: c, user, body }) => {
    const area = await areaOf(c.siteAreaId);
    const stopText = body.stops.map((s) => `${s.name} ${s.note}`).join(' ');
    await words.assertClean(area, { 'body.title': body.title, 'body.content': body.content, 'body.stops': stopText });
    return saveWalk(db, user.id, area, c.lang, await areaReviews(settings, area), body);
  });
  route(app, 'travelDelete', async ({ user, params }) => deleteWalk(db, user, params.id, false));
  route(app, 'travelReviewList', async ({ ctx: c, user, query }) => reviewList(db, adminAreas(user, query.site_area_id), c.lang, query));
  route(app, 'travelReview', async ({ ctx: c, user, params, body }) => reviewWalk(db, user, params.id, body, c.lang));

  likeAndCommentRoutes(app, db, ctx.use('commentables').of(walkComments), areaOf);
}

/** Likes and comments: the same operations for members' walks and official routes, each call keeping to its own sort. */
function likeAndCommentRoutes(app: FastifyInstance, db: ModuleContext['database']['db'], comments: CommentKind<WalkTarget, Person, TravelCommentReply>, areaOf: (headerArea: number) => Promise<number>) {
  for (const official of [false, true]) {
    const names = official
      ? ({ list: 'travelOfficialCommentList', save: 'travelOfficialCommentSave', likeComment: 'travelOfficialCommentLikeSave', like: 'travelOfficialLikeSave', remove: 'travelOfficialCommentDelete' } as const)
      : ({ list: 'travelCommentList', save: 'travelCommentSave', likeComment: 'travelCommentLikeSave', like: 'travelLikeSave', remove: 'travelCommentDelete' } as const);
    route(app, names.list, async ({ user, query }) => {
      await assertWalkSort(db, query.walk_id, official);
      return comments.list(user?.id ?? null, { ...query, target_id: query.walk_id });
    });
    route(app, names.save, async ({ ctx: c, user, body }) => {
      await assertWalkSort(db, body.walk_id, official);
      return comments.save(user.id, { ...body, target_id: body.walk_id }, () => areaOf(c.siteAreaId));
    });
    route(app, names.likeComment, async ({ user, body }) => {
      await assertCommentSort(db, body.id, official);
      return likedAs('is_like', await comments.like(user.id, body.id, body.on));
    });
    route(app, names.like, async ({ user, body }) => likeWalk(db, user.id, body.id, official, body.on));
    route(app, names.remove, async ({ user, params }) => {
      await assertCommentSort(db, params.id, official);
      return comments.remove(user, params.id);
    });
  }
}
