import type { ApiData } from '@haiwai/contracts';
import { sql, type Kysely } from 'kysely';
import { forbidden, notFound } from '../../core/errors.js';
import type { DB } from '../../db/schema.js';
import { notifyLike } from './notify.js';

type PostCounts = ApiData<'socialPostNumberSave'>;

/** The post as the toggle finds it, locked; null: no post (or a deleted one) by that id. */
interface Found {
  user_id: number;
  site_area_id: number;
  hidden: boolean;
  you_blocked: boolean;
  blocked_you: boolean;
  nickname: string | null;
}

/** What the toggle did: the wanted state, the counter's move (-1, 0, 1), the counts after it. */
interface Toggled {
  want: boolean;
  moved: number;
  like_count: number;
  forward_count: number;
  comment_count: number;
  /** The author's unread grouped like notice of this post, taken away by this like (to be written anew). */
  replaced: unknown;
}

/**
 * The post row, locked (a like racing the post's deletion waits for it, then finds no post; likes of one post take
 * turns from here), with what decides whether I may act on it: hidden, and the blocks between its author and me
 * (the relations module's `user_block`, read as `UserBlocks.direction` reads it), and my name for the notice.
 */
function lockStatement(me: number, id: number) {
  return sql<Found>`
    select p.user_id, p.site_area_id, p.hidden_at is not null as hidden,
      exists (select 1 from user_block b where b.blocker_id = ${me} and b.blocked_id = p.user_id and p.user_id <> ${me}) as you_blocked,
      exists (select 1 from user_block b where b.blocker_id = p.user_id and b.blocked_id = ${me} and p.user_id <> ${me}) as blocked_you,
      (select nickname from app_user where id = ${me}) as nickname
    from social_post p where p.id = ${id} and p.deleted_at is null for update of p`;
}

/**
 * The toggle itself, on the locked post, as one statement (its snapshot is taken after the lock, so it sees every
 * toggle before it): the like row inserted on conflict or deleted; only a row that really changed moves the post's
 * counter and the author's likes received (not for their own like); a like takes away the author's unread grouped
 * notice of the post, which the caller writes anew with one more person.
 */
function toggleStatement(me: number, author: number, id: number, on: boolean | undefined) {
  const wanted = on === undefined ? sql`null::boolean` : sql`${on}::boolean`;
  const others = author !== me;
  return sql<Toggled>`
    with want as (
      select coalesce(${wanted}, not exists (select 1 from social_post_like where post_id = ${id} and user_id = ${me})) as want
    ), added as (
      insert into social_post_like (post_id, user_id) select ${id}, ${me} from want where want.want
      on conflict (post_id, user_id) do nothing returning 1
    ), removed as (
      delete from social_post_like l using want where l.post_id = ${id} and l.user_id = ${me} and not want.want returning 1
    ), moved as (
      select (select count(*) from added)::int - (select count(*) from removed)::int as n
    ), counted as (
      update social_post p set like_count = p.like_count + moved.n from moved where p.id = ${id} and moved.n <> 0
      returning p.like_count, p.forward_count, p.comment_count
    ), received as (
      insert into user_social_stat (user_id, likes_received) select ${author}, greatest(0, moved.n) from moved where moved.n <> 0 and ${others}::boolean
      on conflict (user_id) do update set likes_received = greatest(0, user_social_stat.likes_received + (select n from moved))
    ), replaced as (
      delete from notice where id = (
        select n.id from notice n, moved
        where moved.n > 0 and ${others}::boolean and n.user_id = ${author} and n.kind = 'social_like' and n.ref_type = 'social_post' and n.ref_id = ${id} and n.read_at is null
        order by n.id desc limit 1
      ) returning body
    ), now as (
      select like_count, forward_count, comment_count from counted
      union all select like_count, forward_count, comment_count from social_post where id = ${id} and not exists (select 1 from counted)
    )
    select want.want, moved.n as moved, now.like_count, now.forward_count, now.comment_count, (select body from replaced) as replaced
    from want, moved, now`;
}

/**
 * My like of a post: set to `on`, or toggled from what it was. Two statements in one transaction (the lock and the
 * toggle), and for a like of someone else's post its grouped notice (a notice exists exactly when its like
 * commits). Twenty people at once make exactly twenty, one person's double tap makes one
 * (tests/social/counters-concurrent.test.ts).
 */
export async function likePost(db: Kysely<DB>, me: number, id: number, on: boolean | undefined): Promise<PostCounts> {
  return db.transaction().execute(async (trx) => {
    const post = (await lockStatement(me, id).execute(trx)).rows[0];
    if (!post || (post.hidden && post.user_id !== me)) throw notFound('social.post_not_found');
    if (post.hidden) throw forbidden('social.post_hidden');
    if (post.you_blocked) throw forbidden('relation.you_blocked');
    if (post.blocked_you) throw forbidden('relation.blocked_you');
    const r = (await toggleStatement(me, post.user_id, id, on).execute(trx)).rows[0]!;
    if (r.moved > 0 && post.user_id !== me) {
      await notifyLike(trx, { id, user_id: post.user_id, site_area_id: post.site_area_id }, { id: me, nickname: post.nickname ?? '' }, r.replaced);
    }
    return { id, like_count: r.like_count, forward_count: r.forward_count, comment_count: r.comment_count, isLiked: r.want };
  });
}
