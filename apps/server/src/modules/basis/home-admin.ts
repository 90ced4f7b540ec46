import type { ApiData } from '@haiwai/contracts';
import type { carouselSaveBody, functionEntrySaveBody } from '@haiwai/contracts/basis';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import { notFound } from '../../core/errors.js';
import { idPager } from '../../core/paging/index.js';
import type { AuthUser } from '../../core/routes.js';
import { epochSecondsOrNull } from '../../core/time.js';
import type { CarouselTable, DB, FunctionEntryTable } from '../../db/schema.js';
import { audit } from '../notices/index.js';
import { mustBeArea, mustEditArea, readableAreas, showChange } from './admin-scope.js';

type CarouselBody = z.output<typeof carouselSaveBody>;
type EntryBody = z.output<typeof functionEntrySaveBody>;
type ListQuery = { site_area_id?: number; position?: string; cursor?: string; limit: number };

const slidePages = idPager('admin-carousel');
const entryPages = idPager('admin-function-entry');
const json = (v: unknown) => JSON.stringify(v);
const fromEpoch = (s: number | null) => (s === null ? null : new Date(s * 1000));

export const presentSlide = (r: Selectable<CarouselTable>): ApiData<'adminCarouselSave'> => ({
  id: r.id, site_area_id: r.site_area_id, position: r.position, titles: r.titles, contents: r.contents, image: r.image, link: r.link,
  sort: r.sort, enabled: r.enabled, starts_at: epochSecondsOrNull(r.starts_at), ends_at: epochSecondsOrNull(r.ends_at),
});
export const presentEntry = (r: Selectable<FunctionEntryTable>): ApiData<'adminFunctionEntrySave'> => ({
  id: r.id, site_area_id: r.site_area_id, position: r.position, names: r.names, icon: r.icon, path: r.path, sort: r.sort, enabled: r.enabled,
});

/** The home screen's blocks as the console edits them: carousel slides and function entries. */
export class HomeBlocksAdmin {
  constructor(private readonly db: Kysely<DB>) {}

  async slides(user: AuthUser, q: ListQuery): Promise<ApiData<'adminCarouselList'>> {
    const areas = readableAreas(user, q.site_area_id);
    if (areas?.length === 0) return { list: [], next_cursor: null };
    let base = this.db.selectFrom('carousel').selectAll();
    if (areas) base = base.where('site_area_id', 'in', areas);
    if (q.position) base = base.where('position', '=', q.position);
    const after = slidePages.after(q.cursor, 'id');
    const rows = await (after ? base.where(after) : base).orderBy('id', 'desc').limit(q.limit + 1).execute();
    const p = slidePages.take(rows, q.limit);
    return { list: p.rows.map(presentSlide), next_cursor: p.next_cursor };
  }

  async saveSlide(user: AuthUser, body: CarouselBody): Promise<ApiData<'adminCarouselSave'>> {
    mustEditArea(user, body.site_area_id);
    await mustBeArea(this.db, body.site_area_id);
    const before = body.id ? await this.db.selectFrom('carousel').selectAll().where('id', '=', body.id).executeTakeFirst() : undefined;
    if (body.id && !before) throw notFound('content.not_found');
    if (before) mustEditArea(user, before.site_area_id);
    const values = {
      site_area_id: body.site_area_id, position: body.position, titles: json(body.titles), contents: json(body.contents), image: body.image, link: body.link,
      sort: body.sort, enabled: body.enabled, starts_at: fromEpoch(body.starts_at), ends_at: fromEpoch(body.ends_at),
    };
    const row = await this.db.transaction().execute(async (trx) => {
      const saved = before
        ? await trx.updateTable('carousel').set(values).where('id', '=', before.id).returningAll().executeTakeFirstOrThrow()
        : await trx.insertInto('carousel').values(values).returningAll().executeTakeFirstOrThrow();
      await audit(trx, {
        adminId: user.id, siteAreaId: saved.site_area_id || null, action: before ? 'carousel.update' : 'carousel.create', targetType: 'carousel', targetId: saved.id,
        detail: { title: body.titles.zh, ...(before ? { before: presentSlide(before) } : {}) },
      });
      return saved;
    });
    showChange(this.db);
    return presentSlide(row);
  }

  async removeSlide(user: AuthUser, id: number): Promise<{ ok: true }> {
    const row = await this.db.selectFrom('carousel').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('content.not_found');
    mustEditArea(user, row.site_area_id);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('carousel').where('id', '=', id).execute();
      await audit(trx, { adminId: user.id, siteAreaId: row.site_area_id || null, action: 'carousel.delete', targetType: 'carousel', targetId: id, detail: { before: presentSlide(row) } });
    });
    showChange(this.db);
    return { ok: true };
  }

  async entries(user: AuthUser, q: ListQuery): Promise<ApiData<'adminFunctionEntryList'>> {
    const areas = readableAreas(user, q.site_area_id);
    if (areas?.length === 0) return { list: [], next_cursor: null };
    let base = this.db.selectFrom('function_entry').selectAll();
    if (areas) base = base.where('site_area_id', 'in', areas);
    const after = entryPages.after(q.cursor, 'id');
    const rows = await (after ? base.where(after) : base).orderBy('id', 'desc').limit(q.limit + 1).execute();
    const p = entryPages.take(rows, q.limit);
    return { list: p.rows.map(presentEntry), next_cursor: p.next_cursor };
  }

  async saveEntry(user: AuthUser, body: EntryBody): Promise<ApiData<'adminFunctionEntrySave'>> {
    mustEditArea(user, body.site_area_id);
    await mustBeArea(this.db, body.site_area_id);
    const before = body.id ? await this.db.selectFrom('function_entry').selectAll().where('id', '=', body.id).executeTakeFirst() : undefined;
    if (body.id && !before) throw notFound('content.not_found');
    if (before) mustEditArea(user, before.site_area_id);
    const values = { site_area_id: body.site_area_id, position: body.position, names: json(body.names), icon: body.icon, path: body.path, sort: body.sort, enabled: body.enabled };
    const row = await this.db.transaction().execute(async (trx) => {
      const saved = before
        ? await trx.updateTable('function_entry').set(values).where('id', '=', before.id).returningAll().executeTakeFirstOrThrow()
        : await trx.insertInto('function_entry').values(values).returningAll().executeTakeFirstOrThrow();
      await audit(trx, {
        adminId: user.id, siteAreaId: saved.site_area_id || null, action: before ? 'function_entry.update' : 'function_entry.create', targetType: 'function_entry', targetId: saved.id,
        detail: { name: body.names.zh, ...(before ? { before: presentEntry(before) } : {}) },
      });
      return saved;
    });
    showChange(this.db);
    return presentEntry(row);
  }

  async removeEntry(user: AuthUser, id: number): Promise<{ ok: true }> {
    const row = await this.db.selectFrom('function_entry').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('content.not_found');
    mustEditArea(user, row.site_area_id);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('function_entry').where('id', '=', id).execute();
      await audit(trx, { adminId: user.id, siteAreaId: row.site_area_id || null, action: 'function_entry.delete', targetType: 'function_entry', targetId: id, detail: { before: presentEntry(row) } });
    });
    showChange(this.db);
    return { ok: true };
  }
}
