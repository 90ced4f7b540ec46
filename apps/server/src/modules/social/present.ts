import type { Lang } from '@haiwai/contracts';
import type { PostCard, Topic } from '@haiwai/contracts/social';
import { sql } from 'kysely';
import { epochSeconds } from '../../core/time.js';
import type { Db } from './access.js';
import type { SocialPostRow, SocialTopicRow } from './schema.js';

/**
 * Read paths end here: rows in, cards out, with every related fact loaded in one batched query per kind
 * (authors, images, topics, my likes, my follows) rather than one per row. Comments are presented by the
 * comment engine, with `authorsOf` for their people (comments.ts).
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

function group<K, V>(rows: V[], key: (v: V) => K): Map<K, V[]> {
  const out = new Map<K, V[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

/** Post rows as cards for one viewer (null: anonymous), in the rows' order. */
export async function presentPosts(db: Db, rows: SocialPostRow[], me: number | null): Promise<PostCard[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const authorIds = [...new Set(rows.map((r) => r.user_id))];
  const [authors, images, topics, liked, followed] = await Promise.all([
    authorsOf(db, authorIds),
    db.selectFrom('social_post_image').select(['post_id', 'url']).where('post_id', 'in', ids).orderBy('post_id').orderBy('position').execute(),
    db
      .selectFrom('social_post_topic as pt')
      .innerJoin('social_topic as t', 't.id', 'pt.topic_id')
      .select(['pt.post_id', 't.id', 't.name'])
      .where('pt.post_id', 'in', ids)
      .where('t.deleted_at', 'is', null)
      .orderBy('t.id')
      .execute(),
    me === null ? [] : db.selectFrom('social_post_like').select('post_id').where('user_id', '=', me).where('post_id', 'in', ids).execute(),
    me === null ? [] : db.selectFrom('user_follow').select('followee_id').where('follower_id', '=', me).where('followee_id', 'in', authorIds).execute(),
  ]);
  const imagesOf = group(images, (i) => i.post_id);
  const topicsOf = group(topics, (t) => t.post_id);
  const likedSet = new Set(liked.map((l) => l.post_id));
  const followedSet = new Set(followed.map((f) => f.followee_id));
  return rows.map((p) => ({
    id: p.id,
    user: authors.get(p.user_id) ?? unknownAuthor(p.user_id),
    content: p.content,
    images: (imagesOf.get(p.id) ?? []).map((i) => i.url),
    topics: (topicsOf.get(p.id) ?? []).map((t) => ({ id: t.id, name: t.name })),
    location: p.location,
    site_area_id: p.site_area_id,
    lang_type: p.lang_type as Lang,
    like_count: p.like_count,
    comment_count: p.comment_count,
    forward_count: p.forward_count,
    isLiked: likedSet.has(p.id),
    isRelation: followedSet.has(p.user_id),
    created_at: epochSeconds(p.created_at),
    is_mine: p.user_id === me,
    is_hidden: p.hidden_at !== null,
    // The reason is the author's to read; nobody else sees a hidden post at all.
    hidden_reason: p.hidden_at !== null && p.user_id === me ? p.hidden_reason : null,
  }));
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
