import { normalizeLang, type BasicConfig, type Lang, type Watermark } from '@haiwai/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Deps } from '../../core/deps.js';
import { notFound } from '../../core/errors.js';
import { pick } from '../../core/localize.js';
import { route } from '../../core/routes.js';
import { presentSiteArea, type SiteAreaDirectory } from '../site-area/site-areas.js';
import { localizeDeep, SettingsStore } from './settings.js';

const KNOWN_KEYS = ['app_name', 'title', 'keywords', 'description', 'customer_service', 'app_version', 'sms_login_enabled', 'sea_going_crew', 'bus'];

/** Basis data: per site area and language, all of it from the database so admins can edit it later. */
export function basisRoutes(app: FastifyInstance, deps: Deps, areas: SiteAreaDirectory) {
  const { db } = deps.database;
  const settings = new SettingsStore(db);
  const areaIds = (id: number) => [0, id];
  const configCache = new Map<string, { at: number; value: BasicConfig }>();

  async function basicConfig(siteAreaId: number, lang: Lang): Promise<BasicConfig> {
    const area = await areas.current(siteAreaId);
    const key = `${area.id}:${lang}`;
    const hit = configCache.get(key);
    if (hit && Date.now() - hit.at < 30_000) return hit.value;
    const s = localizeDeep(await settings.forArea(area.id), lang) as Record<string, unknown>;
    const site = presentSiteArea(area, lang);
    const cs = (s.customer_service ?? {}) as Record<string, string>;
    const value: BasicConfig = {
      site_area: site,
      app_name: String(s.app_name ?? ''),
      title: String(s.title ?? ''),
      keywords: String(s.keywords ?? ''),
      description: String(s.description ?? ''),
      price_unit: site.price_unit,
      currency: site.currency,
      currency_symbol: site.currency_symbol,
      watermark: area.watermark as Watermark,
      customer_service: { phone: cs.phone ?? '', wechat: cs.wechat ?? '', email: cs.email ?? '', hours: cs.hours ?? '' },
      app_version: String(s.app_version ?? '0.0.0'),
      sms_login_enabled: s.sms_login_enabled !== false,
      wechat_login_enabled: Boolean(deps.config.WECHAT_APP_ID && deps.config.WECHAT_APP_SECRET),
      extra: Object.fromEntries(Object.entries(s).filter(([k]) => !KNOWN_KEYS.includes(k))),
    };
    configCache.set(key, { at: Date.now(), value });
    return value;
  }

  route(app, 'basisConfig', async ({ ctx }) => basicConfig(ctx.siteAreaId, ctx.lang));

  route(app, 'basisTsMsg', async ({ ctx }) => {
    const area = await areas.current(ctx.siteAreaId);
    const rows = await db.selectFrom('prompt_message').select(['key', 'texts']).where('site_area_id', 'in', areaIds(area.id)).orderBy('site_area_id').execute();
    return Object.fromEntries(rows.map((r) => [r.key, pick(r.texts, ctx.lang)]));
  });

  const configBlock = (key: string) => async ({ ctx }: { ctx: { siteAreaId: number; lang: Lang } }) => {
    const area = await areas.current(ctx.siteAreaId);
    return (localizeDeep((await settings.forArea(area.id))[key] ?? {}, ctx.lang) ?? {}) as Record<string, unknown>;
  };
  route(app, 'configSeaGoingCrew', configBlock('sea_going_crew'));
  route(app, 'configBus', configBlock('bus'));

  const presentCarousel = (lang: Lang) => (r: { id: number; position: string; titles: never; contents: never; image: string; link: string | null; sort: number }) => ({
    id: r.id,
    position: r.position,
    title: pick(r.titles, lang),
    content: pick(r.contents, lang),
    image: r.image,
    link: r.link,
    sort: r.sort,
  });

  route(app, 'carousel', async ({ ctx, query }) => {
    const area = await areas.current(ctx.siteAreaId);
    const rows = await db
      .selectFrom('carousel')
      .select(['id', 'position', 'titles', 'contents', 'image', 'link', 'sort'])
      .where('site_area_id', 'in', areaIds(area.id))
      .where('position', '=', query.position ?? 'home')
      .where('enabled', '=', true)
      .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', sql<Date>`now()`)]))
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', sql<Date>`now()`)]))
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((r) => presentCarousel(ctx.lang)(r as never));
  });

  route(app, 'carouselInfo', async ({ ctx, params }) => {
    const r = await db.selectFrom('carousel').select(['id', 'position', 'titles', 'contents', 'image', 'link', 'sort']).where('id', '=', params.id).where('enabled', '=', true).executeTakeFirst();
    if (!r) throw notFound();
    return presentCarousel(ctx.lang)(r as never);
  });

  route(app, 'functionEntry', async ({ ctx, query }) => {
    const area = await areas.current(ctx.siteAreaId);
    const rows = await db
      .selectFrom('function_entry')
      .select(['id', 'position', 'names', 'icon', 'path', 'sort'])
      .where('site_area_id', 'in', areaIds(area.id))
      .where('position', '=', query.position ?? 'home')
      .where('enabled', '=', true)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ id: r.id, position: r.position, name: pick(r.names, ctx.lang), icon: r.icon, path: r.path, sort: r.sort }));
  });

  route(app, 'lang', async () => {
    const rows = await db.selectFrom('language').select(['code', 'name', 'native_name']).where('enabled', '=', true).orderBy('sort').execute();
    return rows.map((r) => ({ code: r.code as Lang, name: r.name, native_name: r.native_name }));
  });

  route(app, 'langFixedWords', async ({ ctx, query }) => {
    const lang = query.lang_type ? normalizeLang(query.lang_type) : ctx.lang;
    const rows = await db.selectFrom('lang_word').select(['key', 'value', 'updated_at']).where('lang_type', '=', lang).orderBy('key').execute();
    const newest = rows.reduce((m, r) => Math.max(m, new Date(r.updated_at).getTime()), 0);
    return { lang_type: lang, version: `${rows.length}-${newest}`, words: Object.fromEntries(rows.map((r) => [r.key, r.value])) };
  });

  route(app, 'type', async ({ ctx, query }) => {
    const area = await areas.current(ctx.siteAreaId);
    let q = db.selectFrom('category_type').select(['id', 'group_key', 'parent_id', 'names', 'icon', 'sort']).where('site_area_id', 'in', areaIds(area.id));
    if (query.group) q = q.where('group_key', '=', query.group);
    if (query.parent_id !== undefined) q = q.where('parent_id', query.parent_id === 0 ? 'is' : '=', query.parent_id === 0 ? null : query.parent_id);
    const rows = await q.orderBy('group_key').orderBy('sort').orderBy('id').execute();
    return rows.map((r) => ({ id: r.id, group: r.group_key, parent_id: r.parent_id, name: pick(r.names, ctx.lang), icon: r.icon, sort: r.sort }));
  });

  route(app, 'area', async ({ ctx, query }) => {
    const area = await areas.current(ctx.siteAreaId);
    let q = db.selectFrom('district').select(['id', 'site_area_id', 'parent_id', 'names', 'sort']).where('site_area_id', '=', area.id);
    q = query.parent_id ? q.where('parent_id', '=', query.parent_id) : q.where('parent_id', 'is', null);
    const rows = await q.orderBy('sort').orderBy('id').execute();
    return rows.map((r) => ({ id: r.id, site_area_id: r.site_area_id, parent_id: r.parent_id, name: pick(r.names, ctx.lang), sort: r.sort }));
  });

  route(app, 'cityBasis', async ({ ctx }) => {
    const rows = await db.selectFrom('city').select(['id', 'site_area_id', 'names', 'country_code', 'is_hot']).orderBy('is_hot', 'desc').orderBy('sort').orderBy('id').execute();
    return rows.map((r) => ({ id: r.id, site_area_id: r.site_area_id, name: pick(r.names, ctx.lang), country_code: r.country_code, is_hot: r.is_hot }));
  });

  route(app, 'hotKeyword', async ({ ctx }) => {
    const area = await areas.current(ctx.siteAreaId);
    const rows = await db
      .selectFrom('hot_keyword')
      .select(['id', 'keyword', 'hot'])
      .where('site_area_id', 'in', areaIds(area.id))
      .where((eb) => eb.or([eb('lang_type', 'is', null), eb('lang_type', '=', ctx.lang)]))
      .orderBy('hot', 'desc')
      .orderBy('sort')
      .limit(20)
      .execute();
    return rows;
  });

  route(app, 'wechatGroup', async ({ ctx }) => {
    const area = await areas.current(ctx.siteAreaId);
    const rows = await db.selectFrom('wechat_group').selectAll().where('site_area_id', '=', area.id).where('enabled', '=', true).orderBy('sort').execute();
    return rows.map((r) => ({ id: r.id, name: pick(r.names, ctx.lang), description: pick(r.descriptions, ctx.lang), qr_image: r.qr_image, owner_wechat: r.owner_wechat }));
  });

  const presentPage = (lang: Lang) => (r: { id: number; key: string; titles: never; contents: never; updated_at: Date }) => ({
    id: r.id,
    key: r.key,
    title: pick(r.titles, lang),
    content: pick(r.contents, lang),
    updated_at: Math.floor(new Date(r.updated_at).getTime() / 1000),
  });
  route(app, 'singlePageList', async ({ ctx }) => {
    const rows = await db.selectFrom('single_page').selectAll().orderBy('id').execute();
    return rows.map((r) => presentPage(ctx.lang)(r as never));
  });
  route(app, 'singlePageInfo', async ({ ctx, params }) => {
    const q = db.selectFrom('single_page').selectAll();
    const r = await (/^\d+$/.test(params.key) ? q.where('id', '=', Number(params.key)) : q.where('key', '=', params.key)).executeTakeFirst();
    if (!r) throw notFound();
    return presentPage(ctx.lang)(r as never);
  });

  return { settings, invalidate: () => (settings.invalidate(), configCache.clear()) };
}
