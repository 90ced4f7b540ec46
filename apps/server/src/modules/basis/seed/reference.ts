import type { LocalizedText } from '@haiwai/contracts';
import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import { renderBanner, renderIcon, renderQr } from '../../../seed/images.js';
import { seedAreaHomes } from './area-home.js';
import { seedSmallerScreens } from './smaller-screens.js';
import { carouselSlides, categoryTypes, functionEntries, globalSettings, hotKeywords, languages, promptMessages, singlePages, wechatGroupFor } from './content.js';

const MARK = 'seed.basis';
const j = (v: unknown) => JSON.stringify(v);
const parsed = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** The basis stages in order; each guards itself with its own marker, so a database of any age catches up. */
export async function seedBasis(ctx: SeedContext): Promise<boolean> {
  const basis = await seedBasisData(ctx);
  const homes = await seedAreaHomes(ctx);
  const smaller = await seedSmallerScreens(ctx);
  return basis || homes || smaller;
}

/**
 * The basis data of an empty site: global settings, prompt messages, languages, the home page's entries and
 * carousel, single pages, hot keywords, category types, and a WeChat group for every area (after the
 * site-area stage, whose areas it reads).
 */
async function seedBasisData({ db, storeImage, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK, ['seed.version'])) return false;
  const areas = await db.selectFrom('site_area').select(['id', 'code', 'names']).orderBy('sort').orderBy('id').execute();

  // Pictures first, outside the transaction, so it stays short.
  const icons = new Map<string, string>();
  for (const [i, e] of functionEntries.entries()) icons.set(e.icon, await storeImage(await renderIcon(e.icon, i)));
  const banners = await Promise.all(carouselSlides.map(async (s, i) => storeImage(await renderBanner(s.palette, i + 1))));
  const qrs = await Promise.all(areas.map(async (_, i) => storeImage(await renderQr(i + 1))));

  await db.transaction().execute(async (trx) => {
    await trx.insertInto('setting').values(Object.entries(globalSettings).map(([key, value]) => ({ site_area_id: 0, key, value: j(value) }))).onConflict((oc) => oc.columns(['site_area_id', 'key']).doNothing()).execute();
    await trx.insertInto('prompt_message').values(Object.entries(promptMessages).map(([key, texts]) => ({ site_area_id: 0, key, texts: j(texts) }))).onConflict((oc) => oc.columns(['site_area_id', 'key']).doNothing()).execute();
    await trx.insertInto('language').values(languages).onConflict((oc) => oc.column('code').doNothing()).execute();
    await trx.insertInto('function_entry').values(functionEntries.map((e, i) => ({ site_area_id: 0, position: 'home', names: j(e.names), icon: icons.get(e.icon)!, path: e.path, sort: i + 1 }))).execute();
    await trx.insertInto('carousel').values(carouselSlides.map((s, i) => ({ site_area_id: 0, position: 'home', titles: j(s.titles), contents: j(s.contents), image: banners[i]!, link: s.link, sort: i + 1 }))).execute();
    // No conflict target: the same seed runs on the layout before single pages had areas (kernel/migrate-upgrade).
    await trx.insertInto('single_page').values(singlePages.map((p) => ({ key: p.key, titles: j(p.titles), contents: j(p.contents) }))).onConflict((oc) => oc.doNothing()).execute();
    for (const [lang, list] of Object.entries(hotKeywords)) {
      await trx.insertInto('hot_keyword').values(list.map((keyword, i) => ({ site_area_id: 0, lang_type: lang, keyword, hot: 100 - i * 7, sort: i }))).execute();
    }
    for (const c of categoryTypes) await trx.insertInto('category_type').values({ site_area_id: 0, group_key: c.group, names: j(c.names), parent_id: null, icon: null }).execute();
    for (const [i, a] of areas.entries()) {
      const g = wechatGroupFor(parsed<LocalizedText>(a.names));
      await trx.insertInto('wechat_group').values({ site_area_id: a.id, names: j(g.names), descriptions: j(g.descriptions), qr_image: qrs[i]!, owner_wechat: `haiwai-${a.code}`, sort: 1 }).execute();
    }
    await markSeeded(trx, MARK);
  });
  log(`seeded basis data: ${functionEntries.length} home entries, ${carouselSlides.length} slides, ${categoryTypes.length} category types, ${areas.length} WeChat groups`);
  return true;
}
