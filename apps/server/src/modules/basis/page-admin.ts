import type { ApiData } from '@haiwai/contracts';
import type { singlePageSaveBody } from '@haiwai/contracts/basis';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import { conflict, fieldError, notFound } from '../../core/errors.js';
import { idPager } from '../../core/paging/index.js';
import { richTextWords, sanitizeRichText } from '../../core/rich-text.js';
import type { AuthUser } from '../../core/routes.js';
import { epochSeconds } from '../../core/time.js';
import type { DB, SinglePageTable } from '../../db/schema.js';
import { audit } from '../notices/index.js';
import { mustBeArea, mustEditArea, readableAreas, showChange } from './admin-scope.js';

type SaveBody = z.output<typeof singlePageSaveBody>;
const pages = idPager('admin-single-page');
const LANGS = ['zh', 'en', 'vi'] as const;

export const presentAdminPage = (r: Selectable<SinglePageTable>): ApiData<'adminSinglePageSave'> => ({
  id: r.id, site_area_id: r.site_area_id, key: r.key, titles: r.titles, contents: r.contents, updated_at: epochSeconds(r.updated_at),
});

/** Each language's rich text as stored: sanitised (core/rich-text.ts); one left with neither words nor a picture is refused. */
function cleanContents(contents: SaveBody['contents']): SaveBody['contents'] {
  const out = { zh: '', en: '', vi: '' };
  for (const lang of LANGS) {
    const html = sanitizeRichText(contents[lang]);
    if (!richTextWords(html).trim() && !html.includes('<img')) throw fieldError(`body.contents.${lang}`, 'content.page_empty');
    out[lang] = html;
  }
  return out;
}

/** Single pages (about, terms, safety…) as the console edits them; an area's page of a key replaces the all-areas one there. */
export class SinglePageAdmin {
  constructor(private readonly db: Kysely<DB>) {}

  async list(user: AuthUser, q: { site_area_id?: number; cursor?: string; limit: number }): Promise<ApiData<'adminSinglePageList'>> {
    const areas = readableAreas(user, q.site_area_id);
    if (areas?.length === 0) return { list: [], next_cursor: null };
    let base = this.db.selectFrom('single_page').selectAll();
    if (areas) base = base.where('site_area_id', 'in', areas);
    const after = pages.after(q.cursor, 'id');
    const rows = await (after ? base.where(after) : base).orderBy('id', 'desc').limit(q.limit + 1).execute();
    const p = pages.take(rows, q.limit);
    return { list: p.rows.map(presentAdminPage), next_cursor: p.next_cursor };
  }

  async save(user: AuthUser, body: SaveBody): Promise<ApiData<'adminSinglePageSave'>> {
    mustEditArea(user, body.site_area_id);
    await mustBeArea(this.db, body.site_area_id);
    const before = body.id ? await this.db.selectFrom('single_page').selectAll().where('id', '=', body.id).executeTakeFirst() : undefined;
    if (body.id && !before) throw notFound('content.not_found');
    if (before) mustEditArea(user, before.site_area_id);
    const contents = cleanContents(body.contents);
    let taken = this.db.selectFrom('single_page').select('id').where('site_area_id', '=', body.site_area_id).where('key', '=', body.key);
    if (before) taken = taken.where('id', '<>', before.id);
    if (await taken.executeTakeFirst()) throw conflict('content.page_key_taken');
    const values = { site_area_id: body.site_area_id, key: body.key, titles: JSON.stringify(body.titles), contents: JSON.stringify(contents), updated_at: new Date() };
    const row = await this.db.transaction().execute(async (trx) => {
      const saved = before
        ? await trx.updateTable('single_page').set(values).where('id', '=', before.id).returningAll().executeTakeFirstOrThrow()
        : await trx.insertInto('single_page').values(values).returningAll().executeTakeFirstOrThrow();
      await audit(trx, {
        adminId: user.id, siteAreaId: saved.site_area_id || null, action: before ? 'single_page.update' : 'single_page.create', targetType: 'single_page', targetId: saved.id,
        detail: { key: saved.key, ...(before ? { before: { key: before.key, titles: before.titles, contents: before.contents } } : {}) },
      });
      return saved;
    });
    showChange(this.db);
    return presentAdminPage(row);
  }

  async remove(user: AuthUser, id: number): Promise<{ ok: true }> {
    const row = await this.db.selectFrom('single_page').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('content.not_found');
    mustEditArea(user, row.site_area_id);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('single_page').where('id', '=', id).execute();
      await audit(trx, { adminId: user.id, siteAreaId: row.site_area_id || null, action: 'single_page.delete', targetType: 'single_page', targetId: id, detail: { key: row.key, titles: row.titles, contents: row.contents } });
    });
    showChange(this.db);
    return { ok: true };
  }
}
