import type { Lang } from '@haiwai/contracts';
import type { Kysely } from 'kysely';
import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import type { DB } from '../../../db/schema.js';
import { newCardCode } from '../store.js';
import { AREA_CARDS, CALLING_CODES, PUBLISHER_CARD } from './content.js';

const MARK = 'seed.cards-demo';

/**
 * Demo cards: in every area, its admin account's card in Chinese, English and Vietnamese (the area's service centre);
 * in Ho Chi Minh City the demo publisher's card, which the demo member has saved along with the area's Chinese card.
 */
export async function seedCardsDemo({ db, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;
  const areas = await db.selectFrom('site_area').select(['id', 'code', 'names', 'country_code']).orderBy('sort').orderBy('id').execute();
  let count = 0;
  await db.transaction().execute(async (trx) => {
    for (const [i, area] of areas.entries()) {
      const owner = await userId(trx, `admin_${area.code}`);
      if (!owner) continue;
      const names = (typeof area.names === 'string' ? JSON.parse(area.names) : area.names) as Record<Lang, string>;
      const phone = `+${CALLING_CODES[area.country_code.trim()] ?? '84'} 90 ${String(1_000_000 + i * 7_919).slice(1, 4)} ${String(4_321 + i).padStart(4, '0')}`;
      for (const c of AREA_CARDS) {
        const fill = (s: string) => s.replaceAll('{area}', names[c.lang] ?? names.zh);
        await trx
          .insertInto('card')
          .values({ user_id: owner, site_area_id: area.id, code: newCardCode(), name: c.name, title: c.title, company: fill(c.company), phone, wechat: c.wechat, email: `service.${area.code}@haiwai.example`, address: fill(c.address), intro: fill(c.intro), theme: c.theme, avatar: null, logo: null })
          .execute();
        count += 1;
      }
    }
    count += await seedPublisherCard(trx, areas.find((a) => a.code === 'hcm')?.id);
    await markSeeded(trx, MARK);
  });
  log(`seeded ${count} demo business cards`);
  return true;
}

async function userId(db: Kysely<DB>, username: string): Promise<number | null> {
  return (await db.selectFrom('app_user').select('id').where('username', '=', username).executeTakeFirst())?.id ?? null;
}

/** The publisher's card, saved by the member together with the area's Chinese card. */
async function seedPublisherCard(trx: Kysely<DB>, hcm: number | undefined): Promise<number> {
  const [publisher, member, admin] = [await userId(trx, 'publisher'), await userId(trx, 'member'), await userId(trx, 'admin_hcm')];
  if (!hcm || !publisher) return 0;
  const card = await trx.insertInto('card').values({ ...PUBLISHER_CARD, user_id: publisher, site_area_id: hcm, avatar: null, logo: null }).returning('id').executeTakeFirstOrThrow();
  if (!member) return 1;
  const areaCard = admin ? await trx.selectFrom('card').select('id').where('user_id', '=', admin).orderBy('id').executeTakeFirst() : undefined;
  for (const id of [areaCard?.id, card.id]) {
    if (!id) continue;
    await trx.insertInto('card_collect').values({ user_id: member, card_id: id }).execute();
    await trx.updateTable('card').set((eb) => ({ collect_count: eb('collect_count', '+', 1) })).where('id', '=', id).execute();
  }
  return 1;
}
