import { ARTICLE_BROWSE_WINDOW_SECONDS } from '@haiwai/contracts/articles';
import { sql, type Kysely } from 'kysely';
import { unauthorized } from '../../core/errors.js';
import type { RateLimiter } from '../../core/rate-limit.js';
import type { DB } from '../../db/schema.js';
import { readable, type Db } from './reading.js';

/**
 * A reader's marks on an article: like, collect and "this solved my problem" are one row per reader (insert
 * on conflict, or delete) and move the article's counter only when that row really changed, in the same
 * transaction as the article's row lock — many readers at once make exactly as many, a double tap makes one.
 * Shares count each time; a view once per reader per hour.
 */

type Mark = 'article_like' | 'article_collect' | 'article_solve';

async function setMark(trx: Db, table: Mark, id: number, me: number, want: boolean): Promise<boolean> {
  const changed = want
    ? (await trx.insertInto(table).values({ article_id: id, user_id: me }).onConflict((oc) => oc.doNothing()).executeTakeFirst()).numInsertedOrUpdatedRows
    : (await trx.deleteFrom(table).where('article_id', '=', id).where('user_id', '=', me).executeTakeFirst()).numDeletedRows;
  return Boolean(changed);
}

async function hasMark(trx: Db, table: Mark, id: number, me: number): Promise<boolean> {
  return (await trx.selectFrom(table).select('article_id').where('article_id', '=', id).where('user_id', '=', me).executeTakeFirst()) !== undefined;
}

const counts = (r: { id: number; browse: number; like_count: number; forward_count: number }, isLike: boolean) => ({
  id: r.id,
  browse: r.browse,
  like_count: r.like_count,
  forward_count: r.forward_count,
  is_like: isLike,
});

export async function likeArticle(db: Kysely<DB>, me: number, id: number, on: boolean | undefined) {
  return db.transaction().execute(async (trx) => {
    const row = await readable(trx, id, { forUpdate: true });
    const want = on ?? !(await hasMark(trx, 'article_like', id, me));
    if (!(await setMark(trx, 'article_like', id, me, want))) return counts(row, want);
    const updated = await trx
      .updateTable('article')
      .set({ like_count: sql`like_count + ${want ? 1 : -1}` })
      .where('id', '=', id)
      .returning(['id', 'browse', 'like_count', 'forward_count'])
      .executeTakeFirstOrThrow();
    return counts(updated, want);
  });
}

export async function collectArticle(db: Kysely<DB>, me: number, id: number, on: boolean | undefined) {
  return db.transaction().execute(async (trx) => {
    await readable(trx, id, { forUpdate: true });
    const want = on ?? !(await hasMark(trx, 'article_collect', id, me));
    await setMark(trx, 'article_collect', id, me, want);
    return { id, is_collect: want };
  });
}

/** Once per reader, ever: a second press changes nothing and says it is solved. */
export async function solveArticle(db: Kysely<DB>, me: number, id: number) {
  return db.transaction().execute(async (trx) => {
    const row = await readable(trx, id, { forUpdate: true });
    if (!(await setMark(trx, 'article_solve', id, me, true))) return { id, is_solved: true, solve_count: row.solve_count };
    const updated = await trx.updateTable('article').set({ solve_count: sql`solve_count + 1` }).where('id', '=', id).returning('solve_count').executeTakeFirstOrThrow();
    return { id, is_solved: true, solve_count: updated.solve_count };
  });
}

/**
 * A view or a share. Views count once per reader (user, else address) per hour, through the shared rate-limit
 * store as listing views do (one node or many, with Redis).
 */
export async function countArticle(db: Kysely<DB>, limiter: RateLimiter, id: number, type: 'browse' | 'forward', viewer: string, me: number | null) {
  const row = await readable(db, id);
  const isLike = me !== null && (await hasMark(db, 'article_like', id, me));
  if (type === 'browse' && (await limiter.hit(`article:view:${id}:${viewer}`, ARTICLE_BROWSE_WINDOW_SECONDS)).count > 1) return counts(row, isLike);
  const column = type === 'browse' ? 'browse' : 'forward_count';
  const updated = await db
    .updateTable('article')
    .set({ [column]: sql`${sql.ref(column)} + 1` })
    .where('id', '=', id)
    .returning(['id', 'browse', 'like_count', 'forward_count'])
    .executeTakeFirstOrThrow();
  return counts(updated, isLike);
}

/** `article/number/save`: like needs a reader; views and shares count for visitors too. */
export function numberSave(db: Kysely<DB>, limiter: RateLimiter, me: number | null, ip: string, body: { id: number; type: 'browse' | 'forward' | 'like'; on?: boolean }) {
  if (body.type === 'like') {
    if (me === null) throw unauthorized('article.like_login');
    return likeArticle(db, me, body.id, body.on);
  }
  return countArticle(db, limiter, body.id, body.type, me === null ? ip : `u${me}`, me);
}
