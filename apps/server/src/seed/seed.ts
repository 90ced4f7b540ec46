import { DEFAULT_AREA_CODE } from '@haiwai/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { carouselSlides, categoryTypes, functionEntries, globalSettings, hotKeywords, languages, promptMessages, singlePages, wechatGroupFor } from './content.js';
import { renderBanner, renderIcon, renderQr } from './images.js';
import { seedAreaCodes, seedAreas, watermarkFor } from './regions.js';
import { demoUsers, DEMO_PASSWORD } from './users.js';
import { seedListingReference } from './listing-reference.js';
import { seedListingDemo } from './listing-demo.js';
import { seedJobsDemo } from './jobs-demo.js';

export type StoreImage = (png: Buffer) => Promise<string>;
const SEED_VERSION = 'kernel-1';
const j = (v: unknown) => JSON.stringify(v);

/**
 * Demo and reference data, written once: a marker row records that this seed version ran, so starting the
 * server again (or on several nodes) never duplicates anything. Returns false when there was nothing to do.
 */
export interface SeedOptions {
  storeImage: StoreImage;
  log?: (m: string) => void;
  demoUsers?: boolean;
  /** Demo listings for every area (listing-demo.ts); the integration test harness turns them off. Default true. */
  demoListings?: boolean;
}

/** Every seed stage in order; each one runs once (its own marker), so later stages reach old databases too. */
export async function seed(db: Kysely<DB>, opts: SeedOptions): Promise<boolean> {
  const kernel = await seedKernel(db, opts);
  const listingRef = await seedListingReference(db, opts);
  const listingDemo = await seedListingDemo(db, opts);
  const jobsDemo = await seedJobsDemo(db, opts);
  return kernel || listingRef || listingDemo || jobsDemo;
}

async function seedKernel(db: Kysely<DB>, opts: SeedOptions): Promise<boolean> {
  const done = await db.selectFrom('setting').select('key').where('site_area_id', '=', 0).where('key', '=', 'seed.version').executeTakeFirst();
  if (done) return false;

  // Work that does not touch the database happens first, so the transaction below stays short.
  const icons = new Map<string, string>();
  for (const [i, e] of functionEntries.entries()) icons.set(e.icon, await opts.storeImage(await renderIcon(e.icon, i)));
  const banners = await Promise.all(carouselSlides.map(async (s, i) => opts.storeImage(await renderBanner(s.palette, i + 1))));
  const qrs = await Promise.all(seedAreas.map(async (_, i) => opts.storeImage(await renderQr(i + 1))));
  const withUsers = opts.demoUsers !== false;
  const passwordHash = withUsers ? await hashPassword(DEMO_PASSWORD) : '';

  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('site_area')
      .values(
        seedAreas.map((a, i) => ({
          code: a.code, names: j(a.names), country_code: a.country_code, country_names: j(a.country_names), currency: a.currency,
          currency_symbol: a.currency_symbol, price_units: j(a.price_units), time_zone: a.time_zone, latitude: a.latitude,
          longitude: a.longitude, default_lang: a.default_lang, is_default: Boolean(a.is_default), sort: i + 1, watermark: j(watermarkFor(a)),
        })),
      )
      .onConflict((oc) => oc.column('code').doNothing())
      .returning(['id', 'code'])
      .execute();
    const areaId = new Map(inserted.map((r) => [r.code, r.id]));

    await trx.insertInto('area_code').values(seedAreaCodes.map((c, i) => ({ ...c, names: j(c.names), sort: i + 1 }))).onConflict((oc) => oc.column('country_code').doNothing()).execute();
    await trx.insertInto('setting').values(Object.entries(globalSettings).map(([key, value]) => ({ site_area_id: 0, key, value: j(value) }))).onConflict((oc) => oc.columns(['site_area_id', 'key']).doNothing()).execute();
    await trx.insertInto('prompt_message').values(Object.entries(promptMessages).map(([key, texts]) => ({ site_area_id: 0, key, texts: j(texts) }))).onConflict((oc) => oc.columns(['site_area_id', 'key']).doNothing()).execute();
    await trx.insertInto('language').values(languages).onConflict((oc) => oc.column('code').doNothing()).execute();
    await trx.insertInto('function_entry').values(functionEntries.map((e, i) => ({ site_area_id: 0, position: 'home', names: j(e.names), icon: icons.get(e.icon)!, path: e.path, sort: i + 1 }))).execute();
    await trx.insertInto('carousel').values(carouselSlides.map((s, i) => ({ site_area_id: 0, position: 'home', titles: j(s.titles), contents: j(s.contents), image: banners[i]!, link: s.link, sort: i + 1 }))).execute();
    await trx.insertInto('single_page').values(singlePages.map((p) => ({ key: p.key, titles: j(p.titles), contents: j(p.contents) }))).onConflict((oc) => oc.column('key').doNothing()).execute();
    for (const [lang, list] of Object.entries(hotKeywords)) {
      await trx.insertInto('hot_keyword').values(list.map((keyword, i) => ({ site_area_id: 0, lang_type: lang, keyword, hot: 100 - i * 7, sort: i }))).execute();
    }
    for (const c of categoryTypes) await trx.insertInto('category_type').values({ site_area_id: 0, group_key: c.group, names: j(c.names), parent_id: null, icon: null }).execute();
    for (const [i, a] of seedAreas.entries()) {
      const id = areaId.get(a.code);
      if (!id) continue;
      await trx.insertInto('district').values(a.districts.map((d, k) => ({ site_area_id: id, names: j(d), parent_id: null, sort: k + 1 }))).execute();
      await trx.insertInto('city').values({ site_area_id: id, names: j(a.names), country_code: a.country_code, is_hot: i < 5, sort: i + 1 }).execute();
      const g = wechatGroupFor(a.names);
      await trx.insertInto('wechat_group').values({ site_area_id: id, names: j(g.names), descriptions: j(g.descriptions), qr_image: qrs[i]!, owner_wechat: `haiwai-${a.code}`, sort: 1 }).execute();
    }
    if (withUsers) {
      for (const u of demoUsers(seedAreas)) {
        const user = await trx
          .insertInto('app_user')
          .values({
            username: u.username, area_code: DEFAULT_AREA_CODE, mobile: u.mobile, email: null, password_hash: passwordHash, nickname: u.nickname,
            avatar: null, bio: u.bio, role: u.role, site_area_id: areaId.get(u.homeArea) ?? null, lang: 'zh', openid: null, birthday: null,
          })
          .onConflict((oc) => oc.column('username').doNothing())
          .returning('id')
          .executeTakeFirst();
        const adminArea = u.adminOf && areaId.get(u.adminOf);
        if (user && adminArea) await trx.insertInto('admin_site_area').values({ user_id: user.id, site_area_id: adminArea }).execute();
      }
    }
    await trx.insertInto('setting').values({ site_area_id: 0, key: 'seed.version', value: j(SEED_VERSION) }).execute();
  });
  opts.log?.(`seeded ${seedAreas.length} site areas and ${seedAreaCodes.length} area codes`);
  return true;
}
