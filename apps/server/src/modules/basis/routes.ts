import { normalizeLang, type FixedWords, type Lang } from '@haiwai/contracts';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Deps } from '../../core/deps.js';
import { notFound } from '../../core/errors.js';
import { pick } from '../../core/localize.js';
import { route } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import type { SiteAreaDirectory } from '../site-area/index.js';
import { BasicConfigService } from './basic-config.js';
import type { CarouselService } from './carousels.js';
import { presentCarousel, presentPage } from './presenters.js';
import { localizeDeep, SettingsStore } from './settings.js';

/** What every basis call reads from: the database, the site areas, the settings store. */
interface BasisSources {
  db: Kysely<DB>;
  areas: SiteAreaDirectory;
  settings: SettingsStore;
}

/** Rows of site area 0 apply everywhere; an area sees those and its own. */
const areaIds = (id: number) => [0, id];

/** Basis data: per site area and language, all of it from the database so admins can edit it later. */
export function basisRoutes(app: FastifyInstance, deps: Deps, areas: SiteAreaDirectory, carousels: CarouselService) {
  const { db } = deps.database;
  const settings = new SettingsStore(db);
  const sources: BasisSources = { db, areas, settings };
  configRoutes(app, sources, new BasicConfigService(deps.config, areas, settings));
  homeBlockRoutes(app, sources, carousels);
  languageRoutes(app, sources);
  referenceListRoutes(app, sources);
  singlePageRoutes(app, sources);
  return { invalidate: () => settings.invalidate() };
}

/** The area's configuration: the basic config, prompt texts, and the settings blocks some screens read whole. */
function configRoutes(app: FastifyInstance, { db, areas, settings }: BasisSources, basicConfig: BasicConfigService) {
  route(app, 'basisConfig', async ({ ctx }) => basicConfig.get(ctx.siteAreaId, ctx.lang), { sharedData: true });

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
}

/** What the home screen shows: carousels and function entries. */
function homeBlockRoutes(app: FastifyInstance, { db, areas, settings }: BasisSources, carousels: CarouselService) {
  route(app, 'carousel', async ({ ctx, query }) => {
    const area = await areas.current(ctx.siteAreaId);
    return carousels.list(area.id, query.position ?? 'home', ctx.lang);
  });

  route(app, 'carouselInfo', async ({ ctx, params }) => {
    const r = await db.selectFrom('carousel').select(['id', 'position', 'titles', 'contents', 'image', 'link', 'sort']).where('id', '=', params.id).where('enabled', '=', true).executeTakeFirst();
    if (!r) throw notFound();
    return presentCarousel(r, ctx.lang);
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
    const off = switchedOff(await settings.forArea(area.id));
    return rows.filter((r) => !off.has(r.path)).map((r) => ({ id: r.id, position: r.position, name: pick(r.names, ctx.lang), icon: r.icon, path: r.path, sort: r.sort }));
  });
}

/** Languages and the admin's overrides of the UI words. */
function languageRoutes(app: FastifyInstance, { db, areas, settings }: BasisSources) {
  route(app, 'lang', async () => {
    const rows = await db.selectFrom('language').select(['code', 'name', 'native_name']).where('enabled', '=', true).orderBy('sort').execute();
    return rows.map((r) => ({ code: r.code as Lang, name: r.name, native_name: r.native_name }));
  });

  route(app, 'langFixedWords', async ({ ctx, query }) => {
    const lang = query.lang_type ? normalizeLang(query.lang_type) : ctx.lang;
    const area = await areas.current(ctx.siteAreaId);
    return settings.cache.get('fixed-words', `${area.id}:${lang}`, async (): Promise<FixedWords> => {
      // Only an admin's overrides: the bundled dictionaries are the truth (docs/decisions/0005-ui-words.md);
      // the area's own override of a key wins over the all-areas one.
      const rows = await db
        .selectFrom('lang_word')
        .select(['key', 'value', 'updated_at'])
        .where('lang_type', '=', lang)
        .where('seeded', '=', false)
        .where('site_area_id', 'in', areaIds(area.id))
        .orderBy('site_area_id')
        .orderBy('key')
        .execute();
      const newest = rows.reduce((m, r) => Math.max(m, new Date(r.updated_at).getTime()), 0);
      return { lang_type: lang, version: `${rows.length}-${newest}`, words: Object.fromEntries(rows.map((r) => [r.key, r.value])) };
    });
  }, { sharedData: true });
}

/** Reference lists the forms and filters use: categories, districts, cities, hot keywords, WeChat groups. */
function referenceListRoutes(app: FastifyInstance, { db, areas }: BasisSources) {
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
      // The area's own words first, then the all-areas ones (never another area's).
      .orderBy(sql`site_area_id = 0`)
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
}

/** Config blocks that switch a home entry on and off (`basis/configSeaGoingCrew`, `basis/configBus`): `{enabled, path}`. */
const ENTRY_BLOCKS = ['sea_going_crew', 'bus'];

/** The paths of home entries whose config block says `enabled: false` in the area (docs/smaller-screens.md). */
export function switchedOff(values: Record<string, unknown>): Set<string> {
  const off = new Set<string>();
  for (const key of ENTRY_BLOCKS) {
    const block = values[key] as { enabled?: unknown; path?: unknown } | undefined;
    if (block && block.enabled === false && typeof block.path === 'string') off.add(block.path);
  }
  return off;
}

/** Single pages (about, terms...), by id or key: an area's own page of a key replaces the all-areas one there. */
function singlePageRoutes(app: FastifyInstance, { db, areas }: BasisSources) {
  route(app, 'singlePageList', async ({ ctx }) => {
    const area = await areas.current(ctx.siteAreaId);
    const rows = await db.selectFrom('single_page').selectAll().where('site_area_id', 'in', areaIds(area.id)).orderBy('site_area_id').orderBy('id').execute();
    const byKey = new Map(rows.map((r) => [r.key, r]));
    return [...byKey.values()].sort((a, b) => a.id - b.id).map((r) => presentPage(r, ctx.lang));
  });
  route(app, 'singlePageInfo', async ({ ctx, params }) => {
    const area = await areas.current(ctx.siteAreaId);
    const q = db.selectFrom('single_page').selectAll();
    const r = await (/^\d+$/.test(params.key) ? q.where('id', '=', Number(params.key)) : q.where('key', '=', params.key).where('site_area_id', 'in', areaIds(area.id)))
      .orderBy('site_area_id', 'desc')
      .executeTakeFirst();
    if (!r) throw notFound();
    return presentPage(r, ctx.lang);
  });
}
