import type { ArticleStatus } from '@haiwai/contracts/articles';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { forbidden, notFound } from '../../core/errors.js';
import { idPager } from '../../core/paging/index.js';
import { richTextWords, sanitizeRichText } from '../../core/rich-text.js';
import type { AuthUser } from '../../core/routes.js';
import { epochSeconds } from '../../core/time.js';
import type { DB } from '../../db/schema.js';
import { documentLexemes } from '../listings/index.js';
import { adminAreas, audit, mayActOn } from '../notices/index.js';
import { presentCards, type Db } from './reading.js';
import type { ArticleRow } from './schema.js';

/**
 * The admins' side: area admins write, edit and delete the articles of their areas (super admins of every
 * area), drafts included; the HTML is sanitised before it is stored (core/rich-text.ts) and its words feed
 * the search. Categories are shared by all areas and kept by super admins. Every change is audited.
 */
const edited = idPager('article.admin');

async function presentAdmin(db: Db, rows: ArticleRow[], lang: 'zh' | 'en' | 'vi') {
  const cards = await presentCards(db, rows, lang);
  return cards.map((c, i) => ({ ...c, status: rows[i]!.status, updated_at: epochSeconds(rows[i]!.updated_at), content: rows[i]!.content }));
}

export async function adminList(db: Kysely<DB>, admin: AuthUser, lang: 'zh' | 'en' | 'vi', q: { site_area_id?: number; category_id?: number; lang?: 'zh' | 'en' | 'vi'; status?: ArticleStatus; cursor?: string; limit: number }) {
  const areas = adminAreas(admin, q.site_area_id);
  let sel = db.selectFrom('article as a').selectAll('a').where('a.deleted_at', 'is', null);
  if (areas) sel = sel.where(areas.length ? sql<SqlBool>`a.site_area_id = any(${sql.val(areas)}::int[])` : sql<SqlBool>`false`);
  if (q.category_id !== undefined) sel = sel.where('a.category_id', '=', q.category_id);
  if (q.lang) sel = sel.where('a.lang_type', '=', q.lang);
  if (q.status) sel = sel.where('a.status', '=', q.status);
  const after = edited.after(q.cursor, 'a.id');
  if (after) sel = sel.where(after);
  const page = edited.take(await sel.orderBy('a.id', 'desc').limit(q.limit + 1).execute(), q.limit);
  return { list: (await presentAdmin(db, page.rows, lang)).map(({ content: _content, ...row }) => row), next_cursor: page.next_cursor };
}

async function ownArticle(db: Db, admin: AuthUser, id: number): Promise<ArticleRow> {
  const row = await db.selectFrom('article').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw notFound('article.not_found');
  if (!mayActOn(admin, row.site_area_id)) throw forbidden('article.area_forbidden');
  return row;
}

export async function adminInfo(db: Kysely<DB>, admin: AuthUser, lang: 'zh' | 'en' | 'vi', id: number) {
  const [row] = await presentAdmin(db, [await ownArticle(db, admin, id)], lang);
  return row!;
}

export interface ArticleInput {
  id?: number;
  title: string;
  summary: string;
  cover?: string | null;
  category_id: number;
  site_area_id: number;
  lang: 'zh' | 'en' | 'vi';
  is_appoint: boolean;
  status: ArticleStatus;
  content: string;
}

export async function adminSave(db: Kysely<DB>, admin: AuthUser, lang: 'zh' | 'en' | 'vi', body: ArticleInput) {
  if (!mayActOn(admin, body.site_area_id)) throw forbidden('article.area_forbidden');
  const category = await db.selectFrom('article_category').select('id').where('id', '=', body.category_id).executeTakeFirst();
  if (!category) throw notFound('article.category_not_found');
  const content = sanitizeRichText(body.content);
  const values = {
    site_area_id: body.site_area_id,
    lang_type: body.lang,
    category_id: body.category_id,
    title: body.title,
    summary: body.summary || richTextWords(content).slice(0, 120),
    cover: body.cover ?? null,
    content,
    status: body.status,
    is_appoint: body.is_appoint,
    search: sql`array_to_tsvector(${documentLexemes(body.title, body.summary, richTextWords(content))}::text[])`,
    updated_at: new Date(),
  };
  const row = await db.transaction().execute(async (trx) => {
    let saved: ArticleRow;
    if (body.id === undefined) {
      saved = await trx.insertInto('article').values({ ...values, author_id: admin.id }).returningAll().executeTakeFirstOrThrow();
    } else {
      const before = await ownArticle(trx, admin, body.id);
      // A draft published for the first time is published now.
      const publishedAt = before.status === 'draft' && body.status === 'published' ? new Date() : before.published_at;
      saved = await trx.updateTable('article').set({ ...values, published_at: publishedAt }).where('id', '=', body.id).returningAll().executeTakeFirstOrThrow();
    }
    await audit(trx, { adminId: admin.id, siteAreaId: saved.site_area_id, action: body.id === undefined ? 'article.create' : 'article.update', targetType: 'article', targetId: saved.id, detail: { title: saved.title, status: saved.status, is_appoint: saved.is_appoint } });
    return saved;
  });
  const [out] = await presentAdmin(db, [row], lang);
  return out!;
}

export async function adminDelete(db: Kysely<DB>, admin: AuthUser, id: number) {
  await db.transaction().execute(async (trx) => {
    const row = await ownArticle(trx, admin, id);
    await trx.updateTable('article').set({ deleted_at: new Date() }).where('id', '=', id).execute();
    await audit(trx, { adminId: admin.id, siteAreaId: row.site_area_id, action: 'article.delete', targetType: 'article', targetId: id, detail: { title: row.title } });
  });
  return { ok: true as const };
}

export async function adminCategories(db: Kysely<DB>) {
  const rows = await db.selectFrom('article_category').select(['id', 'names', 'sort']).orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, name: r.names.zh ?? '', names: { zh: r.names.zh ?? '', en: r.names.en ?? '', vi: r.names.vi ?? '' }, sort: r.sort }));
}

export async function adminCategorySave(db: Kysely<DB>, admin: AuthUser, body: { id?: number; names: { zh: string; en: string; vi: string }; sort: number }) {
  if (admin.role !== 'super_admin') throw forbidden('article.category_super_only');
  const names = JSON.stringify(body.names);
  const row = await db.transaction().execute(async (trx) => {
    const saved =
      body.id === undefined
        ? await trx.insertInto('article_category').values({ names, sort: body.sort }).returningAll().executeTakeFirstOrThrow()
        : await trx.updateTable('article_category').set({ names, sort: body.sort }).where('id', '=', body.id).returningAll().executeTakeFirst();
    if (!saved) throw notFound('article.category_not_found');
    await audit(trx, { adminId: admin.id, siteAreaId: null, action: body.id === undefined ? 'article.category.create' : 'article.category.update', targetType: 'article_category', targetId: saved.id, detail: body.names });
    return saved;
  });
  return { id: row.id, name: row.names.zh ?? '', names: body.names, sort: row.sort };
}
