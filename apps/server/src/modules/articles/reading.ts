import type { Lang } from '@haiwai/contracts';
import { ARTICLE_LIMITS, type ArticleCard, type ArticleDetail } from '@haiwai/contracts/articles';
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { notFound } from '../../core/errors.js';
import { idPager } from '../../core/paging/index.js';
import { epochSeconds } from '../../core/time.js';
import type { DB } from '../../db/schema.js';
import { queryLexemes, toTsQuery } from '../listings/index.js';
import type { ArticleRow } from './schema.js';

/**
 * What readers see: published articles of their area, as cards (lists, home, collected) or whole (the article
 * screen). Categories are named in the request's language. Related facts load in one query per kind.
 */
export type Db = Kysely<DB> | Transaction<DB>;

const newest = idPager('article.newest');
const collected = idPager('article.collected');

export const published = sql<SqlBool>`a.deleted_at is null and a.status = 'published'`;

async function categoryNames(db: Db, lang: Lang): Promise<Map<number, string>> {
  const rows = await db.selectFrom('article_category').select(['id', 'names']).execute();
  return new Map(rows.map((r) => [r.id, r.names[lang] ?? r.names.zh ?? '']));
}

export async function presentCards(db: Db, rows: ArticleRow[], lang: Lang): Promise<ArticleCard[]> {
  if (!rows.length) return [];
  const names = await categoryNames(db, lang);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    summary: r.summary,
    cover: r.cover,
    category_id: r.category_id,
    category_name: names.get(r.category_id) ?? '',
    site_area_id: r.site_area_id,
    lang: r.lang_type,
    browse: r.browse,
    like_count: r.like_count,
    comment_count: r.comment_count,
    forward_count: r.forward_count,
    solve_count: r.solve_count,
    is_appoint: r.is_appoint,
    published_at: epochSeconds(r.published_at),
  }));
}

export async function listArticles(db: Db, areaId: number, lang: Lang, q: { category_id?: number; keyword?: string; cursor?: string; limit: number }) {
  let sel = db.selectFrom('article as a').selectAll('a').where('a.site_area_id', '=', areaId).where(published);
  if (q.category_id !== undefined) sel = sel.where('a.category_id', '=', q.category_id);
  if (q.keyword) {
    const lexemes = queryLexemes(q.keyword);
    sel = sel.where(lexemes.length ? sql<SqlBool>`a.search @@ ${toTsQuery(lexemes)}::tsquery` : sql<SqlBool>`false`);
  }
  const after = newest.after(q.cursor, 'a.id');
  if (after) sel = sel.where(after);
  const page = newest.take(await sel.orderBy('a.id', 'desc').limit(q.limit + 1).execute(), q.limit);
  return { list: await presentCards(db, page.rows, lang), next_cursor: page.next_cursor };
}

export async function appointed(db: Db, areaId: number, lang: Lang) {
  const rows = await db.selectFrom('article as a').selectAll('a').where('a.site_area_id', '=', areaId).where(published).where('a.is_appoint', '=', true).orderBy('a.id', 'desc').limit(ARTICLE_LIMITS.appointed).execute();
  return presentCards(db, rows, lang);
}

export async function categories(db: Db, lang: Lang) {
  const rows = await db.selectFrom('article_category').select(['id', 'names', 'sort']).orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, name: r.names[lang] ?? r.names.zh ?? '', sort: r.sort }));
}

/** A published article anyone may read (any area: a shared link opens wherever the reader is); else 404. */
export async function readable(db: Db, id: number, opts: { forUpdate?: boolean } = {}): Promise<ArticleRow> {
  let q = db.selectFrom('article as a').selectAll('a').where('a.id', '=', id).where(published);
  if (opts.forUpdate) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound('article.not_found');
  return row;
}

export async function articleDetail(db: Db, id: number, me: number | null, lang: Lang): Promise<ArticleDetail> {
  const row = await readable(db, id);
  const mine = async (table: 'article_like' | 'article_collect' | 'article_solve') =>
    me !== null && (await db.selectFrom(table).select('article_id').where('article_id', '=', id).where('user_id', '=', me).executeTakeFirst()) !== undefined;
  const [card, related, isLike, isCollect, isSolved] = await Promise.all([
    presentCards(db, [row], lang),
    db
      .selectFrom('article as a')
      .selectAll('a')
      .where('a.site_area_id', '=', row.site_area_id)
      .where('a.category_id', '=', row.category_id)
      .where('a.id', '<>', row.id)
      .where(published)
      .orderBy('a.id', 'desc')
      .limit(ARTICLE_LIMITS.related)
      .execute(),
    mine('article_like'),
    mine('article_collect'),
    mine('article_solve'),
  ]);
  return { ...card[0]!, content: row.content, is_like: isLike, is_collect: isCollect, is_solved: isSolved, related: await presentCards(db, related, lang) };
}

/** My collected articles, last collected first (articles since unpublished drop out). */
export async function collectedArticles(db: Db, me: number, lang: Lang, q: { cursor?: string; limit: number }) {
  let sel = db
    .selectFrom('article_collect as c')
    .innerJoin('article as a', 'a.id', 'c.article_id')
    .selectAll('a')
    .where('c.user_id', '=', me)
    .where(published);
  const after = collected.after(q.cursor, 'a.id');
  if (after) sel = sel.where(after);
  const page = collected.take(await sel.orderBy('a.id', 'desc').limit(q.limit + 1).execute(), q.limit);
  return { list: await presentCards(db, page.rows, lang), next_cursor: page.next_cursor };
}
