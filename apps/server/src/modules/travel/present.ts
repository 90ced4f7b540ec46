import type { Lang } from '@haiwai/contracts';
import type { TravelCard, TravelDetail } from '@haiwai/contracts/travel';
import type { Kysely, Transaction } from 'kysely';
import { pick } from '../../core/localize.js';
import { epochSeconds } from '../../core/time.js';
import type { DB } from '../../db/schema.js';
import type { StoredStop, TravelWalkRow, WalkTranslation } from './schema.js';

/** Anything queries run on: the database or the caller's transaction. */
export type Db = Kysely<DB> | Transaction<DB>;

const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** A walk in the reader's language: its translation where there is one, else as written. */
export function translated(row: TravelWalkRow, lang: Lang): { title: string; content: string; stops: StoredStop[] } {
  const stops = json<StoredStop[]>(row.stops);
  const t = row.lang === lang ? undefined : json<Partial<Record<Lang, WalkTranslation>>>(row.translations)[lang];
  if (!t) return { title: row.title, content: row.content, stops };
  return { title: t.title, content: t.content || row.content, stops: stops.map((s, i) => ({ ...s, name: t.stops[i] || s.name })) };
}

/** What cards need beside the rows: authors and category names, read once per page. */
export async function cardContext(db: Db, rows: TravelWalkRow[], lang: Lang) {
  const userIds = [...new Set(rows.filter((r) => !r.official).map((r) => r.user_id))];
  const categoryIds = [...new Set(rows.map((r) => r.category_id).filter((id): id is number => id !== null))];
  const [users, categories] = await Promise.all([
    userIds.length ? db.selectFrom('app_user').select(['id', 'nickname', 'avatar']).where('id', 'in', userIds).execute() : [],
    categoryIds.length ? db.selectFrom('travel_category').select(['id', 'names']).where('id', 'in', categoryIds).execute() : [],
  ]);
  const userMap = new Map(users.map((u) => [u.id, { id: u.id, nickname: u.nickname, avatar: u.avatar }]));
  const categoryMap = new Map(categories.map((c) => [c.id, pick(json(c.names), lang)]));
  return {
    user: (r: TravelWalkRow) => (r.official ? null : (userMap.get(r.user_id) ?? { id: r.user_id, nickname: '', avatar: null })),
    category: (r: TravelWalkRow) => (r.category_id === null ? '' : (categoryMap.get(r.category_id) ?? '')),
  };
}
type Context = Awaited<ReturnType<typeof cardContext>>;

export function presentCard(row: TravelWalkRow, lang: Lang, ctx: Context): TravelCard {
  const t = translated(row, lang);
  const images = json<string[]>(row.images);
  return {
    id: row.id,
    official: row.official,
    kind: row.kind,
    title: t.title,
    cover: images[0] ?? null,
    category_id: row.category_id,
    category_name: ctx.category(row),
    stop_count: t.stops.length,
    distance_m: row.distance_m,
    duration_min: row.duration_min,
    like_count: row.like_count,
    comment_count: row.comment_count,
    user: ctx.user(row),
    status: row.status,
    created_at: epochSeconds(row.created_at),
  };
}

export async function presentCards(db: Db, rows: TravelWalkRow[], lang: Lang): Promise<TravelCard[]> {
  const ctx = await cardContext(db, rows, lang);
  return rows.map((r) => presentCard(r, lang, ctx));
}

/** One walk with everything the detail shows; `reason` only for its author and the area's admins. */
export async function presentDetail(db: Db, row: TravelWalkRow, lang: Lang, me: number | null, showReason: boolean): Promise<TravelDetail> {
  const ctx = await cardContext(db, [row], lang);
  const t = translated(row, lang);
  const liked = me === null ? undefined : await db.selectFrom('travel_walk_like').select('walk_id').where('walk_id', '=', row.id).where('user_id', '=', me).executeTakeFirst();
  return {
    ...presentCard(row, lang, ctx),
    content: t.content,
    images: json<string[]>(row.images),
    stops: t.stops,
    view_count: row.view_count,
    is_liked: Boolean(liked),
    is_mine: !row.official && me === row.user_id,
    review_reason: showReason ? row.review_reason : null,
    lang: row.lang,
  };
}
