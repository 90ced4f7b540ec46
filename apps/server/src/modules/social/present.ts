import type { Lang } from '@haiwai/contracts';
import type { PostCard, Topic } from '@haiwai/contracts/social';
import { sql, type Compilable, type RawBuilder } from 'kysely';
import { epochSeconds } from '../../core/time.js';
import type { Db } from './access.js';
import type { SocialPostRow, SocialTopicRow } from './schema.js';

/**
 * Read paths end here: a page of post rows in, cards out, in one statement (`cardsFrom`): the author, images,
 * topics, my like and my follow are read with the page's rows rather than one query per kind or per row.
 * Comments are presented by the comment engine, with `authorsOf` for their people (comments.ts).
 */

type Author = { id: number; nickname: string; avatar: string | null; is_vip: boolean };

/** Authors by id, with their VIP badge. */
export async function authorsOf(db: Db, ids: number[]): Promise<Map<number, Author>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db
    .selectFrom('app_user as u')
    .select(['u.id', 'u.nickname', 'u.avatar', sql<boolean>`exists (select 1 from vip_member v where v.user_id = u.id and v.vip_until > now())`.as('is_vip')])
    .where('u.id', 'in', unique)
    .execute();
  return new Map(rows.map((r) => [r.id, { id: r.id, nickname: r.nickname, avatar: r.avatar, is_vip: Boolean(r.is_vip) }]));
}
export const unknownAuthor = (id: number): Author => ({ id, nickname: '', avatar: null, is_vip: false });

/**
 * A card as one statement reads it: the post's own columns, its author (left-joined: `nickname` null when the
 * account is gone), images and topics as JSON arrays, and the viewer's like and follow as booleans.
 */
export interface CardRow {
  id: number;
  user_id: number;
  content: string;
  location: string | null;
  site_area_id: number;
  lang_type: Lang;
  like_count: number;
  comment_count: number;
  forward_count: number;
  hot_score: number;
  created_s: number;
  is_hidden: boolean;
  hidden_reason: string | null;
  nickname: string | null;
  avatar: string | null;
  is_vip: boolean;
  images: string[];
  topics: Array<{ id: number; name: string }>;
  liked: boolean;
  followed: boolean;
}

/** What a card shows beyond the post row `p` and its author `u`: one correlated lookup each, for the page's rows only. */
function cardColumns(me: number | null) {
  const liked = me === null ? sql`false` : sql`exists (select 1 from social_post_like l where l.post_id = p.id and l.user_id = ${me})`;
  const followed = me === null ? sql`false` : sql`exists (select 1 from user_follow f where f.follower_id = ${me} and f.followee_id = p.user_id)`;
  return sql`p.id, p.user_id, p.content, p.location, p.site_area_id, p.lang_type, p.like_count, p.comment_count, p.forward_count, p.hot_score,
    floor(extract(epoch from p.created_at))::float8 as created_s, p.hidden_at is not null as is_hidden, p.hidden_reason,
    u.nickname, u.avatar, exists (select 1 from vip_member v where v.user_id = p.user_id and v.vip_until > now()) as is_vip,
    coalesce((select json_agg(i.url order by i.position) from social_post_image i where i.post_id = p.id), '[]') as images,
    coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.id)
      from social_post_topic pt join social_topic t on t.id = pt.topic_id where pt.post_id = p.id and t.deleted_at is null), '[]') as topics,
    ${liked} as liked, ${followed} as followed`;
}

/**
 * A page of cards in one statement: `page` selects the page's post rows (all columns of social_post, already
 * cut to the page: a subquery with a LIMIT stays a subquery, so the lookups run for its rows only); `order`
 * orders the result as the page is ordered.
 */
export async function cardsFrom(db: Db, page: Compilable | RawBuilder<unknown>, order: RawBuilder<unknown>, me: number | null): Promise<CardRow[]> {
  const { rows } = await sql<CardRow>`select ${cardColumns(me)} from (${page}) p left join app_user u on u.id = p.user_id order by ${order}`.execute(db);
  return rows;
}

/** Card rows as the API shows them to `me` (null: anonymous). */
export function toCards(rows: CardRow[], me: number | null): PostCard[] {
  return rows.map((p) => ({
    id: p.id,
    user: p.nickname === null ? unknownAuthor(p.user_id) : { id: p.user_id, nickname: p.nickname, avatar: p.avatar, is_vip: p.is_vip },
    content: p.content,
    images: p.images,
    topics: p.topics,
    location: p.location,
    site_area_id: p.site_area_id,
    lang_type: p.lang_type,
    like_count: p.like_count,
    comment_count: p.comment_count,
    forward_count: p.forward_count,
    isLiked: p.liked,
    isRelation: p.followed,
    created_at: p.created_s,
    is_mine: p.user_id === me,
    is_hidden: p.is_hidden,
    // The reason is the author's to read; nobody else sees a hidden post at all.
    hidden_reason: p.is_hidden && p.user_id === me ? p.hidden_reason : null,
  }));
}

/** Posts by id as cards for one viewer (null: anonymous), in the order given; ids with no row are left out. */
export async function cardsByIds(db: Db, ids: number[], me: number | null): Promise<PostCard[]> {
  if (!ids.length) return [];
  const rows = await cardsFrom(db, sql`select * from social_post where id = any(${sql.val(ids)}::int[])`, sql`p.id`, me);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return toCards(
    ids.flatMap((id) => byId.get(id) ?? []),
    me,
  );
}

/** Post rows as cards for one viewer (null: anonymous), in the rows' order (read again with their card's facts). */
export async function presentPosts(db: Db, rows: Array<Pick<SocialPostRow, 'id'>>, me: number | null): Promise<PostCard[]> {
  return cardsByIds(
    db,
    rows.map((r) => r.id),
    me,
  );
}

/** Topic rows as the API shows them; `unread` only when given (my followed list). */
export async function presentTopics(db: Db, rows: SocialTopicRow[], me: number | null, unread?: Map<number, number>): Promise<Topic[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [authors, followed] = await Promise.all([
    authorsOf(db, rows.map((r) => r.user_id)),
    me === null ? [] : db.selectFrom('social_topic_follow').select('topic_id').where('user_id', '=', me).where('topic_id', 'in', ids).execute(),
  ]);
  const followedSet = new Set(followed.map((f) => f.topic_id));
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    cover: t.cover,
    description: t.description,
    site_area_id: t.site_area_id,
    post_count: t.post_count,
    follow_count: t.follow_count,
    isFollowed: followedSet.has(t.id),
    user: authors.get(t.user_id) ?? unknownAuthor(t.user_id),
    created_at: epochSeconds(t.created_at),
    is_mine: t.user_id === me,
    ...(unread ? { unread: unread.get(t.id) ?? 0 } : {}),
  }));
}
