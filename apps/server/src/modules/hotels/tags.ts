import type { HotelTag } from '@haiwai/contracts/hotels';
import type { Lang } from '@haiwai/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { conflict, fieldError, forbidden, notFound } from '../../core/errors.js';
import { route } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { audit, mayActOn } from '../notices/index.js';
import type { SiteAreaDirectory } from '../site-area/index.js';
import type { HotelTagRow } from './schema.js';

/**
 * Hotel tags (docs/hotels.md): a catalogue per area (area 0: every area), written by the area's admins (super
 * admins for area 0), audited. A hotel's listing `tags` hold the codes; `hotel/list?tags=` filters on them.
 */
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

export function presentTag(r: HotelTagRow, lang: Lang): HotelTag {
  const names = json<{ zh: string; en: string; vi: string }>(r.names);
  return { id: r.id, site_area_id: r.site_area_id, code: r.code, name: names[lang] || names.zh, names, sort: r.sort, enabled: r.enabled };
}

export function tagRoutes(app: FastifyInstance, db: Kysely<DB>, areas: SiteAreaDirectory) {
  route(app, 'hotelTagList', async ({ query, ctx, user }) => {
    const area = await areas.current(query.site_area_id ?? ctx.siteAreaId);
    const all = query.all === '1' && user !== null && mayActOn(user, area.id);
    let q = db.selectFrom('hotel_tag').selectAll().where('site_area_id', 'in', [0, area.id]);
    if (!all) q = q.where('enabled', '=', true);
    const rows = await q.orderBy('sort').orderBy('id').execute();
    return rows.map((r) => presentTag(r, ctx.lang));
  });

  route(app, 'hotelTagSave', async ({ body, ctx, user }) => {
    const areaId = body.site_area_id ?? (await areas.current(ctx.siteAreaId)).id;
    if (areaId === 0 ? user.role !== 'super_admin' : !mayActOn(user, areaId)) throw forbidden('admin.area_forbidden');
    if (areaId !== 0 && !(await db.selectFrom('site_area').select('id').where('id', '=', areaId).executeTakeFirst())) throw fieldError('body.site_area_id', 'field.site_area_unknown');
    return db.transaction().execute(async (trx) => {
      if (body.id) {
        const existing = await trx.selectFrom('hotel_tag').selectAll().where('id', '=', body.id).forUpdate().executeTakeFirst();
        if (!existing) throw notFound('hotel.tag_not_found');
        if (existing.site_area_id === 0 ? user.role !== 'super_admin' : !mayActOn(user, existing.site_area_id)) throw forbidden('admin.area_forbidden');
      }
      const clash = await trx.selectFrom('hotel_tag').select('id').where('site_area_id', '=', areaId).where('code', '=', body.code).executeTakeFirst();
      if (clash && clash.id !== body.id) throw conflict('hotel.tag_exists', { code: body.code });
      const values = { site_area_id: areaId, code: body.code, names: JSON.stringify(body.names), sort: body.sort, enabled: body.enabled, updated_at: new Date() };
      const row = body.id
        ? await trx.updateTable('hotel_tag').set(values).where('id', '=', body.id).returningAll().executeTakeFirstOrThrow()
        : await trx.insertInto('hotel_tag').values(values).returningAll().executeTakeFirstOrThrow();
      await audit(trx, { adminId: user.id, siteAreaId: areaId || null, action: body.id ? 'hotel.tag_edit' : 'hotel.tag_add', targetType: 'hotelTag', targetId: row.id, detail: { code: row.code } });
      return presentTag(row, ctx.lang);
    });
  });
}
