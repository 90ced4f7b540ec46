import type { ApiData, Lang } from '@haiwai/contracts';
import type { areaSettingsSaveBody, wechatGroupSaveBody } from '@haiwai/contracts/basis';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import { conflict, notFound } from '../../core/errors.js';
import { pick } from '../../core/localize.js';
import { idPager } from '../../core/paging/index.js';
import type { AuthUser } from '../../core/routes.js';
import { epochSeconds } from '../../core/time.js';
import type { DB, SiteAreaRow, WechatGroupTable } from '../../db/schema.js';
import { adminAreas, audit } from '../notices/index.js';
import { mustBeArea, mustEditArea, showChange } from './admin-scope.js';

type SettingsBody = z.output<typeof areaSettingsSaveBody>;
type GroupBody = z.output<typeof wechatGroupSaveBody>;
type Settings = ApiData<'adminAreaSettingsSave'>;
const CONTACT_KEY = 'customer_service';
const groupPages = idPager('admin-wechat-group');

/** A stored text that may be one string (older rows) or one per language. */
const threeLangs = (v: unknown) => {
  if (typeof v === 'string') return { zh: v, en: '', vi: '' };
  const o = (v ?? {}) as Record<string, unknown>;
  return { zh: String(o.zh ?? ''), en: String(o.en ?? ''), vi: String(o.vi ?? '') };
};

function presentSettings(area: SiteAreaRow, contactValue: unknown, lang: Lang, updatedAt: Date): Settings {
  const c = (contactValue ?? {}) as Record<string, unknown>;
  return {
    site_area_id: area.id, code: area.code, name: pick(area.names, lang), currency: area.currency.trim(), currency_symbol: area.currency_symbol,
    price_units: area.price_units, watermark: area.watermark,
    contact: { phone: String(c.phone ?? ''), email: String(c.email ?? ''), wechat: String(c.wechat ?? ''), hours: threeLangs(c.hours) },
    updated_at: epochSeconds(updatedAt),
  };
}

export const presentGroup = (r: Selectable<WechatGroupTable>): ApiData<'adminWechatGroupSave'> => ({
  id: r.id, site_area_id: r.site_area_id, names: r.names, descriptions: r.descriptions, qr_image: r.qr_image, owner_wechat: r.owner_wechat, sort: r.sort, enabled: r.enabled,
});

/** An area's settings as the member app reads them (basis/config, the media watermark) and its WeChat groups, as the console edits them. */
export class AreaSettingsAdmin {
  constructor(private readonly db: Kysely<DB>) {}

  /** Contact rows per area: the area's own, else the all-areas one (what basis/config shows). */
  private async contacts(ids: number[]) {
    const rows = await this.db.selectFrom('setting').select(['site_area_id', 'value', 'updated_at']).where('key', '=', CONTACT_KEY).where('site_area_id', 'in', [0, ...ids]).execute();
    const byArea = new Map(rows.map((r) => [r.site_area_id, r]));
    return (id: number) => byArea.get(id) ?? byArea.get(0);
  }

  async list(user: AuthUser, lang: Lang): Promise<ApiData<'adminAreaSettingsList'>> {
    const own = adminAreas(user);
    let q = this.db.selectFrom('site_area').selectAll().where('enabled', '=', true);
    if (own) q = own.length ? q.where('id', 'in', own) : q.where('id', '=', -1);
    const areas = await q.orderBy('sort').orderBy('id').execute();
    const contactOf = await this.contacts(areas.map((a) => a.id));
    return areas.map((a) => {
      const c = contactOf(a.id);
      return presentSettings(a, c?.value, lang, c && c.updated_at > a.updated_at ? c.updated_at : a.updated_at);
    });
  }

  async save(user: AuthUser, body: SettingsBody, lang: Lang): Promise<Settings> {
    mustEditArea(user, body.site_area_id);
    const area = await this.db.selectFrom('site_area').selectAll().where('id', '=', body.site_area_id).executeTakeFirst();
    if (!area) throw notFound('content.not_found');
    if (body.currency !== area.currency.trim()) await this.mustHaveNoPricesIn(area);
    const contact = { phone: body.contact.phone, email: body.contact.email, wechat: body.contact.wechat, hours: body.contact.hours };
    const beforeContact = (await this.contacts([area.id]))(area.id)?.value;
    const saved = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('site_area')
        .set({ currency: body.currency, currency_symbol: body.currency_symbol, price_units: JSON.stringify(body.price_units), watermark: JSON.stringify(body.watermark), updated_at: new Date() })
        .where('id', '=', area.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const value = JSON.stringify(contact);
      await trx.insertInto('setting').values({ site_area_id: area.id, key: CONTACT_KEY, value, updated_at: new Date() }).onConflict((oc) => oc.columns(['site_area_id', 'key']).doUpdateSet({ value, updated_at: new Date() })).execute();
      await audit(trx, {
        adminId: user.id, siteAreaId: area.id, action: 'site_area.settings', targetType: 'site_area', targetId: area.id,
        detail: { before: { currency: area.currency.trim(), currency_symbol: area.currency_symbol, price_units: area.price_units, watermark: area.watermark, contact: beforeContact ?? null }, after: { ...body, site_area_id: undefined } },
      });
      return row;
    });
    showChange(this.db);
    return presentSettings(saved, contact, lang, saved.updated_at);
  }

  /** Prices are stored in the currency they were set in (payments): a currency change waits until none of the old one sells. */
  private async mustHaveNoPricesIn(area: SiteAreaRow) {
    const live = await this.db.selectFrom('price_item').select('currency').where('site_area_id', '=', area.id).where('enabled', '=', true).limit(1).executeTakeFirst();
    if (live) throw conflict('content.currency_has_prices', { currency: live.currency.trim() });
  }

  async groups(user: AuthUser, q: { site_area_id?: number; cursor?: string; limit: number }): Promise<ApiData<'adminWechatGroupList'>> {
    const areas = adminAreas(user, q.site_area_id);
    if (areas?.length === 0) return { list: [], next_cursor: null };
    let base = this.db.selectFrom('wechat_group').selectAll();
    if (areas) base = base.where('site_area_id', 'in', areas);
    const after = groupPages.after(q.cursor, 'id');
    const rows = await (after ? base.where(after) : base).orderBy('id', 'desc').limit(q.limit + 1).execute();
    const p = groupPages.take(rows, q.limit);
    return { list: p.rows.map(presentGroup), next_cursor: p.next_cursor };
  }

  async saveGroup(user: AuthUser, body: GroupBody): Promise<ApiData<'adminWechatGroupSave'>> {
    mustEditArea(user, body.site_area_id);
    await mustBeArea(this.db, body.site_area_id);
    const before = body.id ? await this.db.selectFrom('wechat_group').selectAll().where('id', '=', body.id).executeTakeFirst() : undefined;
    if (body.id && !before) throw notFound('content.not_found');
    if (before) mustEditArea(user, before.site_area_id);
    const values = { site_area_id: body.site_area_id, names: JSON.stringify(body.names), descriptions: JSON.stringify(body.descriptions), qr_image: body.qr_image, owner_wechat: body.owner_wechat || null, sort: body.sort, enabled: body.enabled };
    const row = await this.db.transaction().execute(async (trx) => {
      const saved = before
        ? await trx.updateTable('wechat_group').set(values).where('id', '=', before.id).returningAll().executeTakeFirstOrThrow()
        : await trx.insertInto('wechat_group').values(values).returningAll().executeTakeFirstOrThrow();
      await audit(trx, {
        adminId: user.id, siteAreaId: saved.site_area_id, action: before ? 'wechat_group.update' : 'wechat_group.create', targetType: 'wechat_group', targetId: saved.id,
        detail: { name: body.names.zh, ...(before ? { before: presentGroup(before) } : {}) },
      });
      return saved;
    });
    showChange(this.db);
    return presentGroup(row);
  }

  async removeGroup(user: AuthUser, id: number): Promise<{ ok: true }> {
    const row = await this.db.selectFrom('wechat_group').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('content.not_found');
    mustEditArea(user, row.site_area_id);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('wechat_group').where('id', '=', id).execute();
      await audit(trx, { adminId: user.id, siteAreaId: row.site_area_id, action: 'wechat_group.delete', targetType: 'wechat_group', targetId: id, detail: { before: presentGroup(row) } });
    });
    showChange(this.db);
    return { ok: true };
  }
}
