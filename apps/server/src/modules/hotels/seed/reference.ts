import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';

const MARK = 'seed.hotels-tags';

/** The hotel tags every area starts with (area 0: shared by all; an area's admins add their own). */
export const HOTEL_TAGS: Array<[code: string, zh: string, en: string, vi: string]> = [
  ['chinese_service', '中文服务', 'Chinese spoken', 'Nói tiếng Trung'],
  ['free_wifi', '免费WiFi', 'Free Wi-Fi', 'Wi-Fi miễn phí'],
  ['breakfast', '含早餐', 'Breakfast', 'Có bữa sáng'],
  ['parking', '免费停车', 'Free parking', 'Đỗ xe miễn phí'],
  ['pool', '游泳池', 'Pool', 'Hồ bơi'],
  ['gym', '健身房', 'Gym', 'Phòng gym'],
  ['airport_shuttle', '机场接送', 'Airport shuttle', 'Đưa đón sân bay'],
  ['family', '亲子友好', 'Family friendly', 'Thân thiện gia đình'],
  ['near_metro', '近地铁', 'Near metro', 'Gần tàu điện'],
  ['long_stay', '长住优惠', 'Long-stay deals', 'Ưu đãi ở dài'],
  ['business', '商务出行', 'Business', 'Công tác'],
  ['sea_view', '海景', 'Sea view', 'View biển'],
];

/** Reference data: the shared tag catalogue, present with SEED_DEMO=false too. */
export async function seedHotelTags({ db, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('hotel_tag')
      .values(HOTEL_TAGS.map(([code, zh, en, vi], i) => ({ site_area_id: 0, code, names: JSON.stringify({ zh, en, vi }), sort: i * 10 })))
      .onConflict((oc) => oc.columns(['site_area_id', 'code']).doNothing())
      .execute();
    await markSeeded(trx, MARK);
  });
  log(`seeded ${HOTEL_TAGS.length} hotel tags`);
  return true;
}
