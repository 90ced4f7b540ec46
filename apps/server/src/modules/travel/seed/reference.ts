import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';

const MARK = 'seed.travel-reference';

/** The walk categories every area starts with (site_area_id 0: all areas), zh first with en and vi. */
export const TRAVEL_CATEGORIES = [
  { key: 'history', icon: 'history', names: { zh: '历史人文', en: 'History & culture', vi: 'Lịch sử & văn hóa' } },
  { key: 'food', icon: 'food', names: { zh: '美食街区', en: 'Food streets', vi: 'Phố ẩm thực' } },
  { key: 'night', icon: 'night', names: { zh: '夜游', en: 'By night', vi: 'Dạo đêm' } },
  { key: 'family', icon: 'family', names: { zh: '亲子休闲', en: 'Family & leisure', vi: 'Gia đình & thư giãn' } },
  { key: 'photo', icon: 'photo', names: { zh: '拍照打卡', en: 'Photo spots', vi: 'Điểm chụp ảnh' } },
] as const;

export async function seedTravelReference({ db }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('travel_category')
      .values(TRAVEL_CATEGORIES.map((c, i) => ({ site_area_id: 0, key: c.key, icon: c.icon, names: JSON.stringify(c.names), sort: (i + 1) * 10 })))
      .onConflict((oc) => oc.columns(['site_area_id', 'key']).doNothing())
      .execute();
    await markSeeded(trx, MARK);
  });
  return true;
}
