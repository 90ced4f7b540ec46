import { z } from 'zod';
import { cursorParam, page } from '../envelope.js';
import { idParam, idSchema, storedUrlSchema } from '../entities.js';
import { latitudeSchema, longitudeSchema } from '../maps/schemas.js';
import { route } from '../route.js';
import { TRAVEL as T, TRAVEL_KINDS, TRAVEL_SORTS, TRAVEL_STATUSES } from './constants.js';

/**
 * City walks and travel (spec "Travel and city walk", docs/travel.md): official routes written by the area's admins,
 * members' walks and travel notes, likes, comments with replies (the comment engine), search. The spec's paths are
 * kept as written (`travel/sava` included). Spread into the one API table in `api.ts`.
 */

const seconds = z.number().int();
const ok = z.object({ ok: z.literal(true) });
/** A toggle's wanted state: true likes, false takes it back; omitted toggles. */
const wanted = z.boolean().optional();
const limit = z.coerce.number().int().min(1).max(T.pageMax).default(20);

export const travelUser = z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string().nullable() });

export const travelStop = z.object({
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  note: z.string(),
});
export type TravelStop = z.infer<typeof travelStop>;

export const travelCategory = z.object({ id: z.number().int(), key: z.string(), name: z.string(), icon: z.string() });
export type TravelCategory = z.infer<typeof travelCategory>;

/** A walk or note as lists show it, in the reader's language where it was translated. */
export const travelCard = z.object({
  id: z.number().int(),
  official: z.boolean(),
  kind: z.enum(TRAVEL_KINDS),
  title: z.string(),
  cover: z.string().nullable(),
  category_id: z.number().int().nullable(),
  category_name: z.string(),
  stop_count: z.number().int(),
  /** Along the stops in order (haversine), metres. */
  distance_m: z.number().int(),
  /** Walking at 4.5 km/h plus 15 minutes a stop. */
  duration_min: z.number().int(),
  like_count: z.number().int(),
  comment_count: z.number().int(),
  /** The author; null on official routes (the area's). */
  user: travelUser.nullable(),
  status: z.enum(TRAVEL_STATUSES),
  created_at: seconds,
});
export type TravelCard = z.infer<typeof travelCard>;

export const travelDetail = travelCard.extend({
  content: z.string(),
  images: z.array(z.string()),
  stops: z.array(travelStop),
  view_count: z.number().int(),
  is_liked: z.boolean(),
  is_mine: z.boolean(),
  /** Why the area refused it (its author and the area's admins only). */
  review_reason: z.string().nullable(),
  /** The language it was written in. */
  lang: z.string(),
});
export type TravelDetail = z.infer<typeof travelDetail>;

export const travelConfig = z.object({
  /** Members' walks of this area wait for its admin before they show (the area's `listing_review.travel`). */
  reviews: z.boolean(),
  limits: z.object({ titleMax: z.number().int(), contentMax: z.number().int(), stopsMax: z.number().int(), walkStopsMin: z.number().int(), imagesMax: z.number().int() }),
  metres_per_minute: z.number().int(),
  minutes_per_stop: z.number().int(),
});

export const travelCarouselItem = z.object({ id: z.number().int(), title: z.string(), image: z.string(), link: z.string() });

const replyToUser = z.object({ id: z.number().int(), nickname: z.string() });
export const travelCommentReply = z.object({
  id: z.number().int(),
  walk_id: z.number().int(),
  user: travelUser,
  content: z.string(),
  like_count: z.number().int(),
  is_like: z.boolean(),
  reply_to_user: replyToUser.nullable(),
  parent_id: z.number().int().nullable(),
  created_at: seconds,
  is_mine: z.boolean(),
  is_hidden: z.boolean(),
});
export type TravelCommentReply = z.infer<typeof travelCommentReply>;
export const travelComment = travelCommentReply.extend({ replies: z.array(travelCommentReply), reply_count: z.number().int() });
export type TravelComment = z.infer<typeof travelComment>;

export const travelLikeState = z.object({ id: z.number().int(), like_count: z.number().int(), is_like: z.boolean() });

const text = (max: number) => z.string().trim().max(max);
export const travelStopInput = z.object({
  name: text(T.stopNameMax).min(1),
  lat: latitudeSchema,
  lng: longitudeSchema,
  note: text(T.stopNoteMax).default(''),
});
const translation = z.object({ title: text(T.titleMax).min(T.titleMin), content: text(T.contentMax).default(''), stops: z.array(text(T.stopNameMax).min(1)).max(T.stopsMax).default([]) });

const walkFields = {
  kind: z.enum(TRAVEL_KINDS).default('walk'),
  title: text(T.titleMax).min(T.titleMin),
  content: text(T.contentMax).default(''),
  category_id: idSchema.nullable().optional(),
  images: z.array(storedUrlSchema).max(T.imagesMax).default([]),
  stops: z.array(travelStopInput).max(T.stopsMax).default([]),
};
/** A walk is a route: at least two stops. */
const routeRule = <S extends z.ZodType<{ kind: string; stops: unknown[] }>>(s: S) =>
  s.refine((b) => b.kind !== 'walk' || b.stops.length >= T.walkStopsMin, { message: 'walk_stops', path: ['stops'] });

export const travelSaveBody = routeRule(z.object({ id: idSchema.optional().describe('my walk to change; none creates one'), ...walkFields }));
export const travelOfficialSaveBody = routeRule(
  z.object({
    id: idSchema.optional().describe('the route to change; none creates one in the caller’s area'),
    ...walkFields,
    kind: z.literal('walk').default('walk'),
    translations: z.object({ en: translation.optional(), vi: translation.optional() }).default({}).describe('the route in English and Vietnamese (title, text, stop names in order)'),
    sort: z.coerce.number().int().min(0).max(10_000).default(100),
  }),
);

const listQuery = z.object({
  category_id: idSchema.optional(),
  keyword: text(T.keywordMax).optional(),
  cursor: cursorParam,
  limit,
});
const commentListQuery = z.object({ walk_id: idSchema, parent_id: idSchema.optional(), cursor: cursorParam, limit });
export const travelCommentSaveBody = z.object({
  walk_id: idSchema,
  content: z.string().trim().min(1).max(T.commentMax),
  parent_id: idSchema.optional(),
  reply_to_user_id: idSchema.optional(),
});
const likeBody = z.object({ id: idSchema, on: wanted });

/** The comment, like and delete calls of one of the two (members' walks, official routes): same shapes, own paths. */
function commentCalls<P extends string, N extends string>(prefix: P, tag: N, what: string) {
  return {
    list: route({ method: 'GET', path: `/${prefix}/comment/list` as `/${P}/comment/list`, access: 'optional', tag, summary: `${what}: its comments, newest first, each with its first replies; with parent_id: that comment’s replies, oldest first`, query: commentListQuery, data: page(travelComment) }),
    save: route({ method: 'POST', path: `/${prefix}/comment/save` as `/${P}/comment/save`, access: 'user', tag, summary: `Comment on ${what.toLowerCase()}, or reply to a comment (parent_id) and to a reply’s author (reply_to_user_id)`, body: travelCommentSaveBody, data: travelComment }),
    likeComment: route({ method: 'POST', path: `/${prefix}/comment/like/save` as `/${P}/comment/like/save`, access: 'user', tag, summary: 'Toggle my like of a comment (or set it with `on`)', body: likeBody, data: travelLikeState }),
    like: route({ method: 'POST', path: `/${prefix}/like/save` as `/${P}/like/save`, access: 'user', tag, summary: `Toggle my like of ${what.toLowerCase()} (or set it with \`on\`)`, body: likeBody, data: travelLikeState }),
    remove: route({ method: 'DELETE', path: `/${prefix}/comment/:id` as `/${P}/comment/:id`, access: 'user', tag, summary: 'Delete my comment (a top-level comment takes its replies with it); the walk’s author and the area’s admins may too', params: idParam, data: ok }),
  };
}
const member = commentCalls('travel', 'travel', 'A member’s walk');
const official = commentCalls('travelOfficial', 'travel', 'An official route');

export const travelApi = {
  travelConfig: route({ method: 'GET', path: '/travelConfig', access: 'public', tag: 'travel', summary: 'City walk rules of the caller’s area: whether members’ walks are reviewed, the limits, how durations are reckoned', data: travelConfig }),
  travelCategory: route({ method: 'GET', path: '/travelCategory', access: 'public', tag: 'travel', summary: 'Walk categories of the caller’s area, in the caller’s language', data: z.array(travelCategory) }),
  travelCarousel: route({ method: 'GET', path: '/travelCarousel', access: 'public', tag: 'travel', summary: 'The city walk list’s carousel: the area’s first official routes with a photo', data: z.array(travelCarouselItem) }),
  travelOfficial: route({ method: 'GET', path: '/travelOfficial', access: 'public', tag: 'travel', summary: 'Official routes of the caller’s area (by category; keyword: Chinese-aware full-text search), in order', query: listQuery, data: page(travelCard) }),
  travelOfficialInfo: route({ method: 'GET', path: '/travelOfficial/:id', access: 'optional', tag: 'travel', summary: 'One official route: stops in order, photos, text, distance and duration, my like', params: idParam, data: travelDetail }),
  travelOfficialSave: route({ method: 'POST', path: '/travelOfficial/save', access: 'admin', permission: 'content', tag: 'travel', summary: 'An area admin writes or changes an official route of their area (zh, with en/vi translations); audited', body: travelOfficialSaveBody, data: travelDetail }),
  travelOfficialDelete: route({ method: 'DELETE', path: '/travelOfficial/:id', access: 'admin', permission: 'content', tag: 'travel', summary: 'An area admin deletes an official route of their area; audited', params: idParam, data: ok }),
  travelOfficialCommentList: official.list,
  travelOfficialCommentSave: official.save,
  travelOfficialCommentLikeSave: official.likeComment,
  travelOfficialLikeSave: official.like,
  travelOfficialCommentDelete: official.remove,
  travel: route({ method: 'GET', path: '/travel', access: 'public', tag: 'travel', summary: 'Members’ walks and travel notes of the caller’s area that are online (kind, category; keyword: full-text search), newest or most liked first', query: listQuery.extend({ kind: z.enum(TRAVEL_KINDS).optional(), sort: z.enum(TRAVEL_SORTS).default('newest') }), data: page(travelCard) }),
  travelInfo: route({ method: 'GET', path: '/travel/:id', access: 'optional', tag: 'travel', summary: 'One member’s walk or note (while reviewing or refused: its author and the area’s admins only)', params: idParam, data: travelDetail }),
  travelNote: route({ method: 'GET', path: '/travelNote', access: 'user', tag: 'travel', summary: 'My walks and travel notes, every state (reviewing, online, refused with the reason), newest first', query: z.object({ cursor: cursorParam, limit }), data: page(travelCard) }),
  travelSave: route({ method: 'POST', path: '/travel/sava', access: 'user', tag: 'travel', summary: 'Publish or change my walk (stops in order, picked on the map) or travel note; where the area reviews, it waits for the area’s admin', body: travelSaveBody, data: travelDetail, errorStyle: 'modal' }),
  travelDelete: route({ method: 'DELETE', path: '/travel/:id', access: 'user', tag: 'travel', summary: 'Delete my walk or note', params: idParam, data: ok }),
  travelCommentList: member.list,
  travelCommentSave: member.save,
  travelCommentLikeSave: member.likeComment,
  travelLikeSave: member.like,
  travelCommentDelete: member.remove,
  travelReviewList: route({ method: 'GET', path: '/travel/review/list', access: 'admin', permission: 'review', tag: 'travel', summary: 'Members’ walks of an area waiting for review (or refused), oldest first; an area admin sees their areas only', query: z.object({ site_area_id: idSchema.optional(), status: z.enum(['reviewing', 'failed']).default('reviewing'), cursor: cursorParam, limit }), data: page(travelCard) }),
  travelReview: route({ method: 'POST', path: '/travel/review/:id', access: 'admin', permission: 'review', tag: 'travel', summary: 'An area admin approves a member’s walk (it goes online) or refuses it with a reason; the author is told; audited', params: idParam, body: z.object({ passed: z.boolean(), reason: text(200).optional() }).refine((b) => b.passed || Boolean(b.reason), { message: 'reason_required', path: ['reason'] }), data: travelCard }),
};
