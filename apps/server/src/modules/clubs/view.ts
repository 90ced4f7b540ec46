import type { Club, ClubEvent, ClubMember } from '@haiwai/contracts/clubs';
import { sql, type Kysely, type Transaction } from 'kysely';
import { epochSeconds } from '../../core/time.js';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { mayActOn } from '../notices/index.js';

export type Db = Kysely<DB> | Transaction<DB>;
export type Viewer = AuthUser | null;

const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
/** An admin who reviews the club's area sees it in every state (and its review reason). */
export const reviewerOf = (v: Viewer, siteAreaId: number) => !!v && mayActOn(v, siteAreaId, 'review');

/** A club with its owner, approved-member count, coming events and the viewer's membership. */
export function clubQuery(db: Db, viewerId: number | null) {
  return db
    .selectFrom('club as c')
    .innerJoin('app_user as u', 'u.id', 'c.user_id')
    .select([
      'c.id', 'c.site_area_id', 'c.user_id', 'c.category', 'c.name', 'c.intro', 'c.photos', 'c.status', 'c.review_reason', 'c.created_at', 'c.updated_at',
      'u.nickname', 'u.avatar',
      sql<number>`(select count(*)::int from club_member m where m.club_id = c.id and m.status = 'approved')`.as('member_count'),
      sql<number>`(select count(*)::int from club_event e where e.club_id = c.id and e.starts_at > now())`.as('upcoming_events'),
      sql<Club['my_status']>`(select m.status from club_member m where m.club_id = c.id and m.user_id = ${viewerId ?? 0})`.as('my_status'),
    ]);
}
export type ClubView = Awaited<ReturnType<ReturnType<typeof clubQuery>['executeTakeFirstOrThrow']>>;

export function presentClub(r: ClubView, viewer: Viewer): Club {
  const owner = viewer?.id === r.user_id;
  return {
    id: r.id,
    site_area_id: r.site_area_id,
    category: r.category,
    name: r.name,
    intro: r.intro,
    photos: json<string[]>(r.photos),
    owner: { id: r.user_id, nickname: r.nickname, avatar: r.avatar },
    member_count: Number(r.member_count),
    upcoming_events: Number(r.upcoming_events),
    status: r.status,
    review_reason: owner || reviewerOf(viewer, r.site_area_id) ? r.review_reason : null,
    is_owner: owner,
    my_status: r.my_status ?? null,
    created_at: epochSeconds(r.created_at),
    updated_at: epochSeconds(r.updated_at),
  };
}

export function memberQuery(db: Db) {
  return db
    .selectFrom('club_member as m')
    .innerJoin('app_user as u', 'u.id', 'm.user_id')
    .innerJoin('club as c', 'c.id', 'm.club_id')
    .select(['m.id', 'm.club_id', 'm.user_id', 'm.status', 'm.note', 'm.reason', 'm.created_at', 'm.updated_at', 'u.nickname', 'u.avatar', 'c.user_id as owner_id', 'c.name as club_name', 'c.site_area_id']);
}
export type MemberView = Awaited<ReturnType<ReturnType<typeof memberQuery>['executeTakeFirstOrThrow']>>;

export function presentMember(r: MemberView): ClubMember {
  return {
    id: r.id,
    club_id: r.club_id,
    user: { id: r.user_id, nickname: r.nickname, avatar: r.avatar },
    status: r.status,
    note: r.note,
    reason: r.reason,
    created_at: epochSeconds(r.created_at),
    updated_at: epochSeconds(r.updated_at),
  };
}

export function eventQuery(db: Db, viewerId: number | null) {
  return db
    .selectFrom('club_event as e')
    .innerJoin('club as c', 'c.id', 'e.club_id')
    .select([
      'e.id', 'e.club_id', 'e.title', 'e.description', 'e.starts_at', 'e.place', 'e.lat', 'e.lng', 'e.capacity',
      'c.user_id as owner_id', 'c.name as club_name', 'c.site_area_id', 'c.status as club_status',
      sql<number>`(select count(*)::int from club_event_signup s where s.event_id = e.id)`.as('signed_up'),
      sql<boolean>`exists (select 1 from club_event_signup s where s.event_id = e.id and s.user_id = ${viewerId ?? 0})`.as('is_signed_up'),
      sql<boolean>`exists (select 1 from club_member m where m.club_id = e.club_id and m.user_id = ${viewerId ?? 0} and m.status = 'approved')`.as('is_member'),
    ]);
}
export type EventView = Awaited<ReturnType<ReturnType<typeof eventQuery>['executeTakeFirstOrThrow']>>;

export function presentEvent(r: EventView, now = new Date()): ClubEvent {
  const coming = new Date(r.starts_at) > now;
  return {
    id: r.id,
    club_id: r.club_id,
    title: r.title,
    description: r.description,
    starts_at: epochSeconds(r.starts_at),
    place: r.place,
    lat: r.lat,
    lng: r.lng,
    capacity: r.capacity,
    signed_up: Number(r.signed_up),
    is_signed_up: !!r.is_signed_up,
    can_sign_up: coming && !!r.is_member && !r.is_signed_up && r.club_status === 'online' && Number(r.signed_up) < r.capacity,
  };
}
