import { normalizeLang, type LocalizedText } from '@haiwai/contracts';
import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import { filterKey, json } from '../query.js';
import type { SavedQuery } from '../schema.js';

const MARK = 'seed.saved-searches-demo';

interface DemoSearch {
  username: string;
  kind: string;
  /** Its name in each language (zh first); the member's own language picks. */
  name: LocalizedText & { en: string; vi: string };
  query: SavedQuery;
  /** The HCMC district (its English name) the search filters on. */
  district?: string;
}

/** The demo member looks for a flat in District 7 (their bio says so) and a used e-bike; the publisher watches Toyotas. */
const SEARCHES: DemoSearch[] = [
  { username: 'member', kind: 'housing', name: { zh: '第七郡两室出租', en: 'Two bedrooms to rent in District 7', vi: 'Thuê 2 phòng ngủ ở Quận 7' }, query: { deal: 'rent', rooms: 2, sort: 'newest' }, district: 'District 7 (Phu My Hung)' },
  { username: 'member', kind: 'shGoods', name: { zh: '二手电动车', en: 'Used e-bikes', vi: 'Xe điện cũ' }, query: { keyword: '电动车', sort: 'newest' } },
  { username: 'publisher', kind: 'car', name: { zh: '丰田二手车', en: 'Used Toyotas', vi: 'Toyota cũ' }, query: { keyword: '丰田', sort: 'newest' } },
];

/** Saved searches of the demo accounts in Ho Chi Minh City, so Me → Saved searches has something to manage. */
export async function seedSavedSearchDemo({ db, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;
  const area = await db.selectFrom('site_area').select('id').where('code', '=', 'hcm').executeTakeFirst();
  const users = await db.selectFrom('app_user').select(['id', 'username', 'lang']).where('username', 'in', ['member', 'publisher']).execute();
  if (!area || !users.length) return false;
  const districts = await db.selectFrom('district').select(['id', 'names']).where('site_area_id', '=', area.id).execute();
  let written = 0;
  await db.transaction().execute(async (trx) => {
    for (const s of SEARCHES) {
      const user = users.find((u) => u.username === s.username);
      if (!user) continue;
      const district = s.district ? districts.find((d) => json<LocalizedText>(d.names).en === s.district) : undefined;
      const query: SavedQuery = district ? { district_id: district.id, ...s.query } : s.query;
      const res = await trx
        .insertInto('saved_search')
        .values({ user_id: user.id, site_area_id: area.id, kind: s.kind, name: s.name[normalizeLang(user.lang)] ?? s.name.zh, query: JSON.stringify(query), filter_key: filterKey(query) })
        .onConflict((oc) => oc.columns(['user_id', 'site_area_id', 'kind', 'filter_key']).doNothing())
        .executeTakeFirst();
      written += Number(res.numInsertedOrUpdatedRows ?? 0);
    }
    await markSeeded(trx, MARK);
  });
  log(`saved searches: ${written} demo searches`);
  return true;
}
