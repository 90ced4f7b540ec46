import type { LocalizedText } from '@haiwai/contracts';
import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';

const MARK = 'seed.listing-reference';
const c = (zh: string, en: string, vi: string): LocalizedText => ({ zh, en, vi });

/** Categories of the listing kinds (`category_type.group_key` = the kind's categoryGroup). Companies use 'enterprise'. */
export const listingCategories: Record<string, LocalizedText[]> = {
  housing: [c('整租公寓', 'Whole apartment', 'Căn hộ nguyên căn'), c('合租单间', 'Room in a shared flat', 'Phòng ở ghép'), c('别墅洋房', 'House / villa', 'Nhà phố / biệt thự'), c('服务式公寓', 'Serviced apartment', 'Căn hộ dịch vụ'), c('商铺写字楼', 'Shop / office', 'Mặt bằng / văn phòng'), c('厂房仓库', 'Factory / warehouse', 'Nhà xưởng / kho')],
  shGoods: [c('手机数码', 'Phones & gadgets', 'Điện thoại & thiết bị'), c('家用电器', 'Home appliances', 'Đồ điện gia dụng'), c('家具家居', 'Furniture & home', 'Nội thất'), c('摩托车', 'Motorbikes', 'Xe máy'), c('母婴用品', 'Baby & kids', 'Mẹ và bé'), c('服饰箱包', 'Clothes & bags', 'Quần áo & túi'), c('其他闲置', 'Other', 'Khác')],
  car: [c('轿车', 'Sedan', 'Sedan'), c('SUV', 'SUV', 'SUV'), c('商务车', 'MPV / van', 'Xe MPV'), c('皮卡', 'Pickup', 'Bán tải'), c('豪华车', 'Luxury', 'Xe sang')],
  job: [c('行政文员', 'Admin & office', 'Hành chính'), c('翻译', 'Translation', 'Phiên dịch'), c('销售业务', 'Sales', 'Kinh doanh'), c('财务会计', 'Finance', 'Kế toán'), c('技术工程', 'Engineering', 'Kỹ thuật'), c('餐饮服务', 'Hospitality', 'Nhà hàng'), c('工厂管理', 'Factory management', 'Quản lý xưởng'), c('司机物流', 'Drivers & logistics', 'Lái xe & vận chuyển')],
  talent: [c('设计', 'Design', 'Thiết kế'), c('摄影摄像', 'Photo & video', 'Chụp ảnh & quay phim'), c('家教培训', 'Tutoring', 'Gia sư'), c('司机', 'Driver', 'Tài xế'), c('装修维修', 'Repairs & renovation', 'Sửa chữa'), c('IT技术', 'IT', 'CNTT')],
};

/** The kinds' categories and the listing lifetime: an empty site can take its first listing. */
export async function seedListingReference({ db, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;
  await db.transaction().execute(async (trx) => {
    for (const [group, names] of Object.entries(listingCategories)) {
      await trx.insertInto('category_type').values(names.map((n, i) => ({ site_area_id: 0, group_key: group, names: JSON.stringify(n), parent_id: null, icon: null, sort: i + 1 }))).execute();
    }
    await trx.insertInto('setting').values({ site_area_id: 0, key: 'listing_expiry_days', value: JSON.stringify(30) }).onConflict((oc) => oc.columns(['site_area_id', 'key']).doNothing()).execute();
    await markSeeded(trx, MARK);
  });
  log(`seeded listing categories for ${Object.keys(listingCategories).length} kinds`);
  return true;
}
