import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';

const MARK = 'seed.hotels-tags';
const CATEGORIES_MARK = 'seed.hotels-categories';

/** Kinds of stay (the hotel kind's categories, optional on a hotel). */
export const HOTEL_CATEGORIES: Array<{ zh: string; en: string; vi: string }> = [
  { zh: '酒店', en: 'Hotel', vi: 'Khách sạn' },
  { zh: '民宿', en: 'Homestay', vi: 'Homestay' },
  { zh: '公寓式酒店', en: 'Serviced apartment', vi: 'Căn hộ dịch vụ' },
  { zh: '度假村', en: 'Resort', vi: 'Khu nghỉ dưỡng' },
  { zh: '青年旅舍', en: 'Hostel', vi: 'Nhà nghỉ tập thể' },
];

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

/** Reference data: the shared tag catalogue and the kinds of stay, present with SEED_DEMO=false too. */
export async function seedHotelTags(ctx: SeedContext): Promise<boolean> {
  const tags = await seedTags(ctx);
  const categories = await seedCategories(ctx);
  return tags || categories;
}

async function seedCategories({ db, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, CATEGORIES_MARK)) return false;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('category_type').values(HOTEL_CATEGORIES.map((n, i) => ({ site_area_id: 0, group_key: 'hotel', names: JSON.stringify(n), parent_id: null, icon: null, sort: i + 1 }))).execute();
    await markSeeded(trx, CATEGORIES_MARK);
  });
  log(`seeded ${HOTEL_CATEGORIES.length} hotel categories`);
  return true;
}

async function seedTags({ db, log }: SeedContext): Promise<boolean> {
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
