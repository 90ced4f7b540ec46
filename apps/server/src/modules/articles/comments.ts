import type { ArticleComment } from '@haiwai/contracts/articles';
import { ARTICLE_LIMITS } from '@haiwai/contracts/articles';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { badRequest, forbidden, notFound } from '../../core/errors.js';
import { idPager } from '../../core/paging/index.js';
import { epochSeconds } from '../../core/time.js';
import type { DB } from '../../db/schema.js';
import { NoticeService } from '../notices/index.js';
import { UserBlocks } from '../relations/index.js';
import { readable, type Db } from './reading.js';
import type { ArticleCommentRow, ArticleRow } from './schema.js';

/**
 * Comments on articles with one level of replies (a reply to a reply joins the same top-level comment and names
 * whom it answers), comment likes, deleting my own. The article's `comment_count` counts visible comments and
 * replies; a comment's `reply_count` its visible replies. People blocked either way do not see each other's
 * comments and cannot answer each other. A reply notifies the person answered.
 */
const topLevel = idPager('article.comment');
const replies = idPager('article.reply');
const blocks = (db: Db) => new UserBlocks(db as Kysely<DB>);

function seenBy(me: number | null, blocked: number[]) {
  const notBlocked = blocked.length ? sql<SqlBool>`c.user_id <> all(${sql.val(blocked)}::int[])` : sql<SqlBool>`true`;
  return sql<SqlBool>`c.deleted_at is null and (c.hidden_at is null or c.user_id = ${me ?? 0}) and ${notBlocked}`;
}

async function present(db: Db, rows: ArticleCommentRow[], me: number | null) {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const people = [...new Set(rows.flatMap((r) => (r.reply_to_user_id ? [r.user_id, r.reply_to_user_id] : [r.user_id])))];
  const [users, liked] = await Promise.all([
    db.selectFrom('app_user').select(['id', 'nickname', 'avatar']).where('id', 'in', people).execute(),
    me === null ? [] : db.selectFrom('article_comment_like').select('comment_id').where('user_id', '=', me).where('comment_id', 'in', ids).execute(),
  ]);
  const byId = new Map(users.map((u) => [u.id, u]));
  const likedIds = new Set(liked.map((l) => l.comment_id));
  return rows.map((r) => {
    const u = byId.get(r.user_id);
    const to = r.reply_to_user_id ? byId.get(r.reply_to_user_id) : undefined;
    return {
      id: r.id,
      article_id: r.article_id,
      user: { id: r.user_id, nickname: u?.nickname ?? '', avatar: u?.avatar ?? null },
      content: r.content,
      like_count: r.like_count,
      is_like: likedIds.has(r.id),
      reply_to_user: to ? { id: to.id, nickname: to.nickname } : null,
      parent_id: r.parent_id,
      created_at: epochSeconds(r.created_at),
      is_mine: r.user_id === me,
    };
  });
}

export async function listComments(db: Kysely<DB>, me: number | null, q: { article_id: number; parent_id?: number; cursor?: string; limit: number }) {
  await readable(db, q.article_id);
  const blocked = me === null ? [] : await blocks(db).hiddenFrom(me, db);
  if (q.parent_id !== undefined) {
    let sel = db.selectFrom('article_comment as c').selectAll('c').where('c.article_id', '=', q.article_id).where('c.parent_id', '=', q.parent_id).where(seenBy(me, blocked));
    const after = replies.after(q.cursor, 'c.id', 'asc');
    if (after) sel = sel.where(after);
    const page = replies.take(await sel.orderBy('c.id', 'asc').limit(q.limit + 1).execute(), q.limit, 'asc');
    return { list: (await present(db, page.rows, me)).map((c) => ({ ...c, replies: [], reply_count: 0 })), next_cursor: page.next_cursor };
  }
  let sel = db.selectFrom('article_comment as c').selectAll('c').where('c.article_id', '=', q.article_id).where('c.parent_id', 'is', null).where(seenBy(me, blocked));
  const after = topLevel.after(q.cursor, 'c.id');
  if (after) sel = sel.where(after);
  const page = topLevel.take(await sel.orderBy('c.id', 'desc').limit(q.limit + 1).execute(), q.limit);
  const ids = page.rows.map((r) => r.id);
  const first = ids.length
    ? await db
        .selectFrom((eb) =>
          eb.selectFrom('article_comment as c').selectAll('c').select(sql<number>`row_number() over (partition by c.parent_id order by c.id)`.as('rn')).where('c.parent_id', 'in', ids).where(seenBy(me, blocked)).as('r'),
        )
        .selectAll('r')
        .where('r.rn', '<=', ARTICLE_LIMITS.repliesShown)
        .orderBy('r.id')
        .execute()
    : [];
  const [tops, subs] = await Promise.all([present(db, page.rows, me), present(db, first, me)]);
  return { list: tops.map((c, i) => ({ ...c, replies: subs.filter((s) => s.parent_id === c.id), reply_count: page.rows[i]!.reply_count })), next_cursor: page.next_cursor };
}

/** The comment answered: on this article, visible, not hidden, nobody blocked. */
async function answered(trx: Db, me: number, articleId: number, parentId: number): Promise<ArticleCommentRow> {
  const parent = await trx.selectFrom('article_comment').selectAll().where('id', '=', parentId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!parent || (parent.hidden_at && parent.user_id !== me)) throw notFound('article.comment_not_found');
  if (parent.article_id !== articleId) throw badRequest('article.reply_wrong_article');
  if (parent.hidden_at) throw forbidden('article.comment_hidden');
  await blocks(trx).assertNotBlocked(me, parent.user_id, 'relation', trx);
  return parent;
}

async function notifyReply(trx: Db, article: ArticleRow, to: number, by: { id: number; nickname: string }, content: string) {
  if (to === by.id) return;
  await new NoticeService(trx).notify(to, {
    kind: 'article_reply',
    title: { key: 'notice.article.reply.title' },
    body: { key: 'notice.article.reply.body', params: { name: by.nickname, title: article.title, content: content.length > 60 ? `${content.slice(0, 60)}…` : content } },
    link: `/pagesA/common/article-detail?id=${article.id}`,
    refType: 'article',
    refId: article.id,
    siteAreaId: article.site_area_id,
  });
}

export async function saveComment(db: Kysely<DB>, me: { id: number; nickname: string }, body: { article_id: number; content: string; parent_id?: number; reply_to_user_id?: number }): Promise<ArticleComment> {
  if (body.reply_to_user_id !== undefined && body.parent_id === undefined) throw badRequest('article.reply_to_user_invalid');
  const row = await db.transaction().execute(async (trx) => {
    const article = await readable(trx, body.article_id, { forUpdate: true });
    const parent = body.parent_id === undefined ? null : await answered(trx, me.id, article.id, body.parent_id);
    const topId = parent ? (parent.parent_id ?? parent.id) : null;
    let replyTo: number | null = parent && parent.parent_id !== null ? parent.user_id : null;
    if (parent && body.reply_to_user_id !== undefined) {
      const inThread = await trx.selectFrom('article_comment').select('id').where((eb) => eb.or([eb('id', '=', topId!), eb('parent_id', '=', topId!)])).where('user_id', '=', body.reply_to_user_id).where('deleted_at', 'is', null).executeTakeFirst();
      if (!inThread) throw badRequest('article.reply_to_user_invalid');
      await blocks(trx).assertNotBlocked(me.id, body.reply_to_user_id, 'relation', trx);
      replyTo = body.reply_to_user_id;
    }
    const created = await trx.insertInto('article_comment').values({ article_id: article.id, user_id: me.id, parent_id: topId, reply_to_user_id: replyTo, content: body.content }).returningAll().executeTakeFirstOrThrow();
    await trx.updateTable('article').set({ comment_count: sql`comment_count + 1` }).where('id', '=', article.id).execute();
    if (topId !== null) {
      const top = await trx.updateTable('article_comment').set({ reply_count: sql`reply_count + 1` }).where('id', '=', topId).returning('user_id').executeTakeFirstOrThrow();
      await notifyReply(trx, article, replyTo ?? top.user_id, me, body.content);
    }
    return created;
  });
  const [c] = await present(db, [row], me.id);
  return { ...c!, replies: [], reply_count: 0 };
}

/** Moves the counters of a comment leaving (-1) or rejoining (+1) the visible ones; a top-level one takes its replies. */
export async function moveCounters(trx: Db, c: ArticleCommentRow, dir: 1 | -1): Promise<void> {
  let articleBy = 1;
  if (c.parent_id === null) articleBy += c.reply_count;
  else {
    const parent = await trx.selectFrom('article_comment').select(['hidden_at', 'deleted_at']).where('id', '=', c.parent_id).executeTakeFirst();
    if (!parent || parent.hidden_at || parent.deleted_at) articleBy = 0;
    await trx.updateTable('article_comment').set({ reply_count: sql`greatest(0, reply_count + ${dir})` }).where('id', '=', c.parent_id).execute();
  }
  if (articleBy) await trx.updateTable('article').set({ comment_count: sql`greatest(0, comment_count + ${dir * articleBy})` }).where('id', '=', c.article_id).execute();
}

export async function deleteComment(db: Kysely<DB>, me: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const c = await trx.selectFrom('article_comment').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
    if (!c) throw notFound('article.comment_not_found');
    if (c.user_id !== me) throw forbidden('article.not_your_comment');
    // The article row first, as every comment write does: writers queue on it in one order.
    await trx.selectFrom('article').select('id').where('id', '=', c.article_id).forUpdate().execute();
    if (!c.hidden_at) await moveCounters(trx, c, -1);
    const now = new Date();
    await trx.updateTable('article_comment').set({ deleted_at: now }).where('id', '=', id).execute();
    if (c.parent_id === null) await trx.updateTable('article_comment').set({ deleted_at: now }).where('parent_id', '=', id).where('deleted_at', 'is', null).execute();
  });
}

export async function likeComment(db: Kysely<DB>, me: number, id: number, on: boolean | undefined) {
  return db.transaction().execute(async (trx) => {
    const c = await trx.selectFrom('article_comment').selectAll().where('id', '=', id).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
    if (!c || (c.hidden_at && c.user_id !== me)) throw notFound('article.comment_not_found');
    if (c.hidden_at) throw forbidden('article.comment_hidden');
    await readable(trx, c.article_id);
    await blocks(trx).assertNotBlocked(me, c.user_id, 'relation', trx);
    const had = await trx.selectFrom('article_comment_like').select('comment_id').where('comment_id', '=', id).where('user_id', '=', me).executeTakeFirst();
    const want = on ?? !had;
    const changed = want
      ? (await trx.insertInto('article_comment_like').values({ comment_id: id, user_id: me }).onConflict((oc) => oc.doNothing()).executeTakeFirst()).numInsertedOrUpdatedRows
      : (await trx.deleteFrom('article_comment_like').where('comment_id', '=', id).where('user_id', '=', me).executeTakeFirst()).numDeletedRows;
    if (!changed) return { id, like_count: c.like_count, is_like: want };
    const row = await trx.updateTable('article_comment').set({ like_count: sql`like_count + ${want ? 1 : -1}` }).where('id', '=', id).returning('like_count').executeTakeFirstOrThrow();
    return { id, like_count: row.like_count, is_like: want };
  });
}
