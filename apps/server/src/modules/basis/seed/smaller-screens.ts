import type { LocalizedText } from '@haiwai/contracts';
import { sql } from 'kysely';
import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import { renderIcon } from '../../../seed/images.js';

const MARK = 'seed.basis-smaller-screens';
const c = (zh: string, en: string, vi: string): LocalizedText => ({ zh, en, vi });

/** Where the sea-going crew and chartered bus home entries lead (their listing kinds' lists, docs/smaller-screens.md). */
export const CREW_LIST_PATH = '/pagesA/seaGoingCrew/list';
export const BUS_LIST_PATH = '/pagesA/bus/list';

/** The spec's five site pages: about, privacy and the user agreement come with the first basis stage; these two join them. */
export const extraSinglePages: Array<{ key: string; titles: LocalizedText; contents: LocalizedText }> = [
  {
    key: 'community-rules',
    titles: c('社区规范', 'Community rules', 'Quy tắc cộng đồng'),
    contents: c(
      '1. 真实发布：信息须真实，图片须为实物，不得冒用他人身份。\n2. 友善交流：禁止辱骂、歧视、骚扰与人身攻击。\n3. 禁止违法内容：不得发布赌博、色情、毒品、假证、非法中介等信息。\n4. 谨防诈骗：不要在平台外付款或提前支付定金；发现可疑信息请举报。\n5. 违规处理：管理员可删除违规内容，情节严重的将封禁账号。',
      '1. Publish what is true: real information and photos of the real thing; never pose as someone else.\n2. Be civil: no insults, discrimination, harassment or personal attacks.\n3. Nothing unlawful: no gambling, sex work, drugs, forged papers or illegal agents.\n4. Beware of scams: never pay outside the platform or send a deposit up front; report anything suspicious.\n5. Enforcement: admins remove what breaks these rules, and serious cases lose their account.',
      '1. Đăng tin trung thực: thông tin và hình ảnh thật; không mạo danh người khác.\n2. Giao tiếp văn minh: không xúc phạm, phân biệt, quấy rối hay công kích cá nhân.\n3. Không nội dung phạm pháp: cờ bạc, mại dâm, ma túy, giấy tờ giả, môi giới trái phép.\n4. Cảnh giác lừa đảo: không thanh toán ngoài nền tảng hay đặt cọc trước; hãy báo cáo tin đáng ngờ.\n5. Xử lý vi phạm: quản trị viên gỡ nội dung vi phạm, trường hợp nghiêm trọng bị khóa tài khoản.',
    ),
  },
  {
    key: 'fees',
    titles: c('收费说明', 'Fees', 'Biểu phí'),
    contents: c(
      '浏览和发布普通信息免费。\n\n以下服务按站点公布的价格收费：置顶推广、广告位、VIP 会员与商家入驻、部分区域的曝光台发布费、话费充值。价格在下单页面显示，支付前可随时取消。\n\n已支付的费用如服务未开始可申请退款，请联系客服。',
      'Browsing and ordinary listings are free.\n\nThese services are charged at the prices each area publishes: top placement, ad slots, VIP membership and merchant opening, the exposure board fee in some areas, and phone top-ups. The price shows on the order page, and you can cancel any time before paying.\n\nA fee paid for a service that has not started can be refunded: contact customer service.',
      'Xem và đăng tin thông thường miễn phí.\n\nCác dịch vụ sau thu phí theo giá từng khu vực công bố: ghim tin, vị trí quảng cáo, hội viên VIP và mở cửa hàng, phí đăng bài cảnh báo ở một số khu vực, nạp tiền điện thoại. Giá hiển thị ở trang đặt hàng và bạn có thể hủy trước khi thanh toán.\n\nPhí đã trả cho dịch vụ chưa bắt đầu có thể được hoàn lại: hãy liên hệ CSKH.',
    ),
  },
];

/** Categories of the two listing kinds (`category_type.group_key` = the kind). */
export const crewBusCategories: Record<'seaCrew' | 'bus', LocalizedText[]> = {
  seaCrew: [c('船员招聘', 'Crew wanted', 'Tuyển thuyền viên'), c('海员求职', 'Seafarer seeking a berth', 'Thuyền viên tìm việc'), c('证书培训', 'Certificates & training', 'Chứng chỉ & đào tạo')],
  bus: [c('机场接送', 'Airport transfer', 'Đưa đón sân bay'), c('商务包车', 'Business charter', 'Thuê xe công tác'), c('旅游包车', 'Tour charter', 'Thuê xe du lịch'), c('船员换班接送', 'Crew-change transfer', 'Đưa đón đổi ca thuyền viên')],
};

const entries = [
  { names: c('海员服务', 'Seafarers', 'Thuyền viên'), icon: 'people', path: CREW_LIST_PATH, setting: 'sea_going_crew' },
  { names: c('包车服务', 'Chartered bus', 'Thuê xe'), icon: 'car', path: BUS_LIST_PATH, setting: 'bus' },
];

/**
 * The smaller screens' reference data (docs/smaller-screens.md): the community rules and fees pages, the crew and bus
 * categories, their home entries, and each entry's list path in its config block (`basis/configSeaGoingCrew`,
 * `basis/configBus`). Plain SQL where the layout may be older (kernel/migrate-upgrade runs this on it).
 */
export async function seedSmallerScreens({ db, storeImage, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;
  const icons = await Promise.all(entries.map(async (e, i) => storeImage(await renderIcon(e.icon, 20 + i))));
  await db.transaction().execute(async (trx) => {
    for (const p of extraSinglePages) {
      await sql`insert into single_page (key, titles, contents)
        select ${p.key}, ${JSON.stringify(p.titles)}::jsonb, ${JSON.stringify(p.contents)}::jsonb
        where not exists (select 1 from single_page where key = ${p.key})`.execute(trx);
    }
    for (const [group, names] of Object.entries(crewBusCategories)) {
      const has = await trx.selectFrom('category_type').select('id').where('group_key', '=', group).where('site_area_id', '=', 0).executeTakeFirst();
      if (!has) await trx.insertInto('category_type').values(names.map((n, i) => ({ site_area_id: 0, group_key: group, names: JSON.stringify(n), parent_id: null, icon: null, sort: i + 1 }))).execute();
    }
    const last = await trx.selectFrom('function_entry').select((eb) => eb.fn.max('sort').as('sort')).where('site_area_id', '=', 0).where('position', '=', 'home').executeTakeFirst();
    for (const [i, e] of entries.entries()) {
      const has = await trx.selectFrom('function_entry').select('id').where('path', '=', e.path).executeTakeFirst();
      if (!has) await trx.insertInto('function_entry').values({ site_area_id: 0, position: 'home', names: JSON.stringify(e.names), icon: icons[i]!, path: e.path, sort: Number(last?.sort ?? 0) + i + 1 }).execute();
      await sql`update setting set value = jsonb_set(value, '{path}', to_jsonb(${e.path}::text)) where site_area_id = 0 and key = ${e.setting} and jsonb_typeof(value) = 'object'`.execute(trx);
    }
    await markSeeded(trx, MARK);
  });
  log('seeded the smaller screens: community rules and fees pages, crew and bus categories and home entries');
  return true;
}
