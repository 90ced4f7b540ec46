import type { ApiData } from '@haiwai/contracts';
import type { faqSaveBody } from '@haiwai/contracts/customer';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import { conflict, fieldError, forbidden, notFound } from '../../core/errors.js';
import { idPager } from '../../core/paging/index.js';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { documentLexemes } from '../listings/index.js';
import { audit, mayActOn } from '../notices/index.js';
import { plainText, sanitizeHtml } from './sanitize.js';
import type { FaqEntryRow } from './schema.js';
import { epochSeconds } from '../../core/time.js';

type SaveBody = z.output<typeof faqSaveBody>;
type AdminItem = ApiData<'customerAdminSave'>;

const pages = idPager('faq-admin');

/** Global entries (area 0) are the super admin's; an area's are its admins' (and the super admin's). */
export function mayEdit(user: AuthUser, area: number): boolean {
  return area === 0 ? user.role === 'super_admin' : mayActOn(user, area);
}
function mustEdit(user: AuthUser, area: number) {
  if (!mayEdit(user, area)) throw forbidden(area === 0 ? 'faq.global_only_super' : 'faq.area_forbidden');
}

export function presentAdmin(r: FaqEntryRow): AdminItem {
  return {
    id: r.id, site_area_id: r.site_area_id, lang: r.lang, category_id: r.category_id, replaces_id: r.replaces_id, title: r.title, answer: r.answer,
    sort: r.sort, helpful_count: r.helpful_count, unhelpful_count: r.unhelpful_count, updated_at: epochSeconds(r.updated_at),
  };
}

/** The answer as stored: sanitised; one with neither words nor a picture left is refused. */
export function cleanAnswer(raw: string): string {
  const html = sanitizeHtml(raw).trim();
  if (!plainText(html) && !html.includes('<img')) throw fieldError('body.answer', 'faq.answer_empty');
  return html;
}

/** The admin calls: list one area's entries, save, delete; every change writes one audit row in its transaction. */
export class FaqAdmin {
  constructor(private readonly db: Kysely<DB>) {}

  async list(user: AuthUser, q: { site_area_id: number; lang?: string; category_id?: number; cursor?: string; limit: number }): Promise<ApiData<'customerAdminList'>> {
    // Everyone may read the global entries (an area admin writes overrides of them); an area's, only its admins.
    if (q.site_area_id !== 0) mustEdit(user, q.site_area_id);
    const after = pages.after(q.cursor, 'id');
    let base = this.db.selectFrom('faq_entry').where('site_area_id', '=', q.site_area_id);
    if (q.lang) base = base.where('lang', '=', q.lang as FaqEntryRow['lang']);
    if (q.category_id) base = base.where('category_id', '=', q.category_id);
    const rows = await (after ? base.where(after) : base).selectAll().orderBy('id', 'desc').limit(q.limit + 1).execute();
    const p = pages.take(rows, q.limit);
    return { list: p.rows.map(presentAdmin), next_cursor: p.next_cursor };
  }

  private async checkRefs(body: SaveBody, id?: number) {
    const category = await this.db.selectFrom('faq_category').select('site_area_id').where('id', '=', body.category_id).executeTakeFirst();
    if (!category || (category.site_area_id !== 0 && category.site_area_id !== body.site_area_id)) throw fieldError('body.category_id', 'faq.category_not_found');
    if (!body.replaces_id) return;
    const target = await this.db.selectFrom('faq_entry').select(['site_area_id', 'lang']).where('id', '=', body.replaces_id).executeTakeFirst();
    if (body.site_area_id === 0 || !target || target.site_area_id !== 0 || target.lang !== body.lang) throw fieldError('body.replaces_id', 'faq.replaces_invalid');
    let taken = this.db.selectFrom('faq_entry').select('id').where('site_area_id', '=', body.site_area_id).where('replaces_id', '=', body.replaces_id);
    if (id) taken = taken.where('id', '<>', id);
    if (await taken.executeTakeFirst()) throw conflict('faq.override_exists');
  }

  async save(user: AuthUser, body: SaveBody): Promise<AdminItem> {
    mustEdit(user, body.site_area_id);
    const before = body.id ? await this.db.selectFrom('faq_entry').selectAll().where('id', '=', body.id).executeTakeFirst() : undefined;
    if (body.id && !before) throw notFound('faq.not_found');
    if (before) mustEdit(user, before.site_area_id);
    await this.checkRefs(body, body.id);
    const answer = cleanAnswer(body.answer);
    const values = {
      site_area_id: body.site_area_id, lang: body.lang, category_id: body.category_id, replaces_id: body.replaces_id ?? null, title: body.title, answer, sort: body.sort,
      search: sql`array_to_tsvector(${documentLexemes(body.title, plainText(answer))}::text[])`, updated_by: user.id, updated_at: new Date(),
    };
    return this.db.transaction().execute(async (trx) => {
      const row = before
        ? await trx.updateTable('faq_entry').set(values).where('id', '=', before.id).returningAll().executeTakeFirstOrThrow()
        : await trx.insertInto('faq_entry').values(values).returningAll().executeTakeFirstOrThrow();
      await audit(trx, {
        adminId: user.id, siteAreaId: row.site_area_id || null, action: before ? 'faq.update' : 'faq.create', targetType: 'faq_entry', targetId: row.id,
        detail: { title: row.title, lang: row.lang, ...(before ? { before: { title: before.title, answer: before.answer, site_area_id: before.site_area_id, category_id: before.category_id, sort: before.sort } } : {}) },
      });
      return presentAdmin(row);
    });
  }

  async remove(user: AuthUser, id: number): Promise<{ ok: true }> {
    const row = await this.db.selectFrom('faq_entry').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('faq.not_found');
    mustEdit(user, row.site_area_id);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('faq_entry').where('id', '=', id).execute();
      await audit(trx, { adminId: user.id, siteAreaId: row.site_area_id || null, action: 'faq.delete', targetType: 'faq_entry', targetId: id, detail: { title: row.title, lang: row.lang, answer: row.answer } });
    });
    return { ok: true };
  }
}
