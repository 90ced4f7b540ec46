import type { Exhibition } from '@haiwai/contracts/exhibitions';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AuthUser } from '../../core/routes.js';
import { epochSeconds } from '../../core/time.js';
import type { DB } from '../../db/schema.js';
import { mayActOn } from '../notices/index.js';

export type Db = Kysely<DB> | Transaction<DB>;
export type Viewer = AuthUser | null;
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
export const reviewerOf = (v: Viewer, siteAreaId: number) => !!v && mayActOn(v, siteAreaId, 'review');

/** An exhibition with its publisher, company, interest count, the viewer's interest, and its area's today. */
export function exhibitionQuery(db: Db, viewerId: number | null) {
  return db
    .selectFrom('exhibition as e')
    .innerJoin('app_user as u', 'u.id', 'e.user_id')
    .innerJoin('listing as co', 'co.id', 'e.company_id')
    .innerJoin('site_area as a', 'a.id', 'e.site_area_id')
    .select([
      'e.id', 'e.site_area_id', 'e.user_id', 'e.company_id', 'e.industry', 'e.title', 'e.intro', 'e.venue', 'e.address', 'e.lat', 'e.lng', 'e.organiser',
      'e.schedule', 'e.photos', 'e.status', 'e.review_reason', 'e.created_at', 'e.updated_at', 'u.nickname', 'u.avatar', 'co.title as company_title', 'a.time_zone',
      sql<string>`to_char(e.starts_on, 'YYYY-MM-DD')`.as('starts_on'),
      sql<string>`to_char(e.ends_on, 'YYYY-MM-DD')`.as('ends_on'),
      sql<number>`(select count(*)::int from exhibition_interest i where i.exhibition_id = e.id)`.as('interested_count'),
      sql<boolean>`exists (select 1 from exhibition_interest i where i.exhibition_id = e.id and i.user_id = ${viewerId ?? 0})`.as('is_interested'),
    ]);
}
export type ExhibitionView = Awaited<ReturnType<ReturnType<typeof exhibitionQuery>['executeTakeFirstOrThrow']>>;

export function presentExhibition(r: ExhibitionView, viewer: Viewer): Exhibition {
  const mine = viewer?.id === r.user_id;
  return {
    id: r.id,
    site_area_id: r.site_area_id,
    industry: r.industry,
    title: r.title,
    intro: r.intro,
    starts_on: r.starts_on,
    ends_on: r.ends_on,
    venue: r.venue,
    address: r.address,
    lat: r.lat,
    lng: r.lng,
    organiser: r.organiser,
    schedule: json(r.schedule),
    photos: json(r.photos),
    publisher: { id: r.user_id, nickname: r.nickname, avatar: r.avatar },
    company: { id: r.company_id, title: r.company_title },
    interested_count: Number(r.interested_count),
    is_interested: !!r.is_interested,
    status: r.status,
    review_reason: mine || reviewerOf(viewer, r.site_area_id) ? r.review_reason : null,
    is_mine: mine,
    created_at: epochSeconds(r.created_at),
    updated_at: epochSeconds(r.updated_at),
  };
}
