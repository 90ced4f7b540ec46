import type { LocalizedText } from '@haiwai/contracts';

/** Settings for every area (site_area_id 0). Localized values are `{zh, en, vi}` objects. */
export const globalSettings: Record<string, unknown> = {
  app_name: { zh: '海外通', en: 'Haiwai Link', vi: 'Haiwai Link' },
  title: { zh: '海外通 · 出海一站式服务平台', en: 'Haiwai Link · one-stop services for life abroad', vi: 'Haiwai Link · dịch vụ trọn gói cho cuộc sống ở nước ngoài' },
  keywords: { zh: '海外华人,租房,二手,招聘,签证,翻译', en: 'overseas Chinese, rentals, second-hand, jobs, visas, translators', vi: 'người Hoa, thuê nhà, đồ cũ, việc làm, visa, phiên dịch' },
  description: {
    zh: '租房买房、二手闲置、汽车、招聘求职、企业黄页、签证、酒店、翻译导游，一个应用搞定海外生活。',
    en: 'Homes, second-hand goods, cars, jobs, companies, visas, hotels, guides and translators: life abroad in one app.',
    vi: 'Nhà ở, đồ cũ, ô tô, việc làm, doanh nghiệp, visa, khách sạn, hướng dẫn viên và phiên dịch trong một ứng dụng.',
  },
  customer_service: { phone: '+84 28 3822 0000', wechat: 'haiwai-kefu', email: 'support@haiwai.example', hours: { zh: '每天 9:00–21:00', en: 'Daily 9:00–21:00', vi: 'Hằng ngày 9:00–21:00' } },
  app_version: '2.1.18',
  sms_login_enabled: true,
  sea_going_crew: {
    enabled: true,
    title: { zh: '海员服务', en: 'Seafarer services', vi: 'Dịch vụ thuyền viên' },
    notice: { zh: '提供海员证件办理、船员招聘与换班接送。', en: 'Seafarer documents, crew hiring and crew-change transfers.', vi: 'Giấy tờ thuyền viên, tuyển dụng và đưa đón đổi ca.' },
    contact_wechat: 'haiwai-crew',
  },
  bus: {
    enabled: true,
    title: { zh: '包车服务', en: 'Chartered bus', vi: 'Thuê xe' },
    notice: { zh: '机场接送、商务包车、旅游包车，提前一天预约。', en: 'Airport transfers, business and tour charters; book one day ahead.', vi: 'Đưa đón sân bay, thuê xe công tác và du lịch; đặt trước một ngày.' },
    seats: [7, 16, 29, 45],
  },
  exchange_base: 'CNY',
};

export const promptMessages: Record<string, LocalizedText> = {
  pay_no_handler: { zh: '暂不支持在线支付，请联系客服处理', en: 'Online payment is not available yet; please contact customer service', vi: 'Chưa hỗ trợ thanh toán trực tuyến, vui lòng liên hệ CSKH' },
  publish_review: { zh: '发布成功，等待管理员审核', en: 'Published; waiting for review', vi: 'Đã đăng, đang chờ duyệt' },
  login_required: { zh: '登录后才能使用此功能', en: 'Log in to use this feature', vi: 'Đăng nhập để dùng tính năng này' },
  contact_tip: { zh: '联系时请说明是在海外通看到的', en: 'Mention Haiwai Link when you get in touch', vi: 'Hãy nói bạn thấy tin trên Haiwai Link' },
  fraud_warning: { zh: '谨防诈骗：看房前不要支付任何定金', en: 'Beware of scams: never pay a deposit before viewing', vi: 'Cảnh giác lừa đảo: không đặt cọc trước khi xem nhà' },
  new_version: { zh: '新版本已准备好，是否立即重启？', en: 'A new version is ready. Restart now?', vi: 'Đã có phiên bản mới. Khởi động lại ngay?' },
};

export const languages = [
  { code: 'zh', name: 'Chinese', native_name: '简体中文', sort: 1 },
  { code: 'en', name: 'English', native_name: 'English', sort: 2 },
  { code: 'vi', name: 'Vietnamese', native_name: 'Tiếng Việt', sort: 3 },
];

/** The home grid. Paths are the spec's routes; icon names refer to generated images (seed/images.ts). */
export const functionEntries: Array<{ names: LocalizedText; icon: string; path: string }> = [
  { names: { zh: '房屋租售', en: 'Homes', vi: 'Nhà đất' }, icon: 'house', path: '/pages/house/list' },
  { names: { zh: '二手闲置', en: 'Second-hand', vi: 'Đồ cũ' }, icon: 'bag', path: '/pages/publicPage/list' },
  { names: { zh: '汽车买卖', en: 'Cars', vi: 'Ô tô' }, icon: 'car', path: '/pages/car/list' },
  { names: { zh: '汽车租赁', en: 'Car rental', vi: 'Thuê xe' }, icon: 'key', path: '/pagesA/carRental/home' },
  { names: { zh: '招聘求职', en: 'Jobs', vi: 'Việc làm' }, icon: 'briefcase', path: '/pages/job/list' },
  { names: { zh: '人才库', en: 'Talent pool', vi: 'Nhân tài' }, icon: 'people', path: '/pagesA/resume/list' },
  { names: { zh: '企业黄页', en: 'Companies', vi: 'Doanh nghiệp' }, icon: 'building', path: '/pages/common/enterprise-type' },
  { names: { zh: '签证办理', en: 'Visas', vi: 'Visa' }, icon: 'passport', path: '/pages/visa/list' },
  { names: { zh: '酒店住宿', en: 'Hotels', vi: 'Khách sạn' }, icon: 'bed', path: '/pagesA/hotel/list' },
  { names: { zh: '翻译导游', en: 'Guides', vi: 'Phiên dịch' }, icon: 'chat', path: '/pages/translate/list' },
  { names: { zh: '物流快递', en: 'Logistics', vi: 'Vận chuyển' }, icon: 'truck', path: '/pagesA/logistics/list' },
  { names: { zh: '展会信息', en: 'Exhibitions', vi: 'Triển lãm' }, icon: 'flag', path: '/pagesA/exhibition/list' },
  { names: { zh: '城市漫步', en: 'City walks', vi: 'Dạo phố' }, icon: 'pin', path: '/pagesA/cityWalk/list' },
  { names: { zh: '实时汇率', en: 'Exchange rates', vi: 'Tỷ giá' }, icon: 'coin', path: '/pagesA/exchange/home' },
  { names: { zh: '曝光台', en: 'Exposure board', vi: 'Cảnh báo' }, icon: 'alert', path: '/pagesA/exposure/list' },
];

export const carouselSlides: Array<{ titles: LocalizedText; contents: LocalizedText; link: string | null; palette: [string, string] }> = [
  {
    titles: { zh: '海外生活，一站搞定', en: 'Life abroad, all in one place', vi: 'Cuộc sống nước ngoài, tất cả trong một' },
    contents: { zh: '租房、二手、招聘、签证，全城信息每天更新。', en: 'Homes, second-hand, jobs and visas, updated every day.', vi: 'Nhà, đồ cũ, việc làm, visa cập nhật mỗi ngày.' },
    link: '/pages/common/single-page?key=about', palette: ['#1677ff', '#69b1ff'],
  },
  {
    titles: { zh: '好房源，不踩坑', en: 'Find a flat without the pitfalls', vi: 'Tìm nhà không lo rủi ro' },
    contents: { zh: '实名房东，真实图片，看房前不付定金。', en: 'Verified landlords, real photos, no deposit before viewing.', vi: 'Chủ nhà xác minh, ảnh thật, không đặt cọc trước khi xem.' },
    link: '/pages/house/list', palette: ['#13c2c2', '#5cdbd3'],
  },
  {
    titles: { zh: '找工作，找人才', en: 'Jobs and talent', vi: 'Việc làm và nhân tài' },
    contents: { zh: '中资企业直招，中文岗位一目了然。', en: 'Chinese-speaking roles, straight from the employers.', vi: 'Việc làm tiếng Trung, tuyển trực tiếp.' },
    link: '/pages/job/list', palette: ['#fa8c16', '#ffc069'],
  },
];

export const singlePages: Array<{ key: string; titles: LocalizedText; contents: LocalizedText }> = [
  {
    key: 'about',
    titles: { zh: '关于海外通', en: 'About Haiwai Link', vi: 'Về Haiwai Link' },
    contents: {
      zh: '海外通是面向海外华人社区的一站式生活服务平台：房屋租售、二手闲置、汽车、招聘求职、企业黄页、签证、酒店、翻译导游、物流与展会信息，以及社区动态和即时聊天。\n\n我们在越南、柬埔寨、泰国、马来西亚、菲律宾、阿联酋、新加坡和印度尼西亚等地设有站点，每个站点由当地管理员审核发布内容。\n\n客服微信：haiwai-kefu',
      en: 'Haiwai Link is a one-stop service for overseas Chinese communities: homes for rent and sale, second-hand goods, cars, jobs, a company directory, visas, hotels, guides and translators, logistics and exhibitions, plus a social feed and chat.\n\nWe run sites in Vietnam, Cambodia, Thailand, Malaysia, the Philippines, the UAE, Singapore and Indonesia; local admins review what is published on each.\n\nCustomer service on WeChat: haiwai-kefu',
      vi: 'Haiwai Link là nền tảng dịch vụ trọn gói cho cộng đồng người Hoa ở nước ngoài: nhà ở, đồ cũ, ô tô, việc làm, danh bạ doanh nghiệp, visa, khách sạn, hướng dẫn viên và phiên dịch, vận chuyển và triển lãm, cùng mạng xã hội và trò chuyện.\n\nChúng tôi có trang tại Việt Nam, Campuchia, Thái Lan, Malaysia, Philippines, UAE, Singapore và Indonesia; quản trị viên địa phương duyệt nội dung.\n\nCSKH WeChat: haiwai-kefu',
    },
  },
  {
    key: 'privacy',
    titles: { zh: '隐私政策', en: 'Privacy policy', vi: 'Chính sách quyền riêng tư' },
    contents: {
      zh: '我们只收集提供服务所必需的信息：手机号用于登录和联系，实名信息仅用于审核且不会公开。上传的图片会去除拍摄位置等元数据。你可以随时在设置中注销账号。',
      en: 'We collect only what the service needs: your mobile number to log in and be contacted; identity details only for review, never shown publicly. Uploaded photos have their location and other metadata removed. You can close your account in Settings at any time.',
      vi: 'Chúng tôi chỉ thu thập thông tin cần thiết: số điện thoại để đăng nhập và liên hệ; thông tin danh tính chỉ để xét duyệt, không công khai. Ảnh tải lên được xóa vị trí và siêu dữ liệu khác. Bạn có thể hủy tài khoản trong Cài đặt bất cứ lúc nào.',
    },
  },
  {
    key: 'agreement',
    titles: { zh: '用户协议', en: 'Terms of use', vi: 'Điều khoản sử dụng' },
    contents: {
      zh: '发布信息须真实合法，不得发布违法、虚假或侵权内容。各站点管理员有权审核、下架违规信息。交易请当面验货，谨防诈骗。',
      en: 'What you publish must be true and lawful; no illegal, false or infringing content. Site admins review listings and may take down those that break the rules. Inspect goods in person and beware of scams.',
      vi: 'Nội dung đăng phải trung thực và hợp pháp; không đăng nội dung vi phạm, sai sự thật hoặc xâm phạm quyền. Quản trị viên có quyền duyệt và gỡ tin vi phạm. Hãy kiểm tra hàng trực tiếp và cảnh giác lừa đảo.',
    },
  },
];

export const hotKeywords: Record<string, string[]> = {
  zh: ['公寓出租', '第七郡', '二手摩托', '中文翻译', '签证续签', '招聘会计', '搬家物流', '工作签证'],
  en: ['apartment', 'visa extension', 'translator'],
  vi: ['căn hộ', 'phiên dịch'],
};

/** Shared categories; listing issues add their own groups. */
export const categoryTypes: Array<{ group: string; names: LocalizedText; children?: LocalizedText[] }> = [
  { group: 'enterprise', names: { zh: '餐饮美食', en: 'Food & dining', vi: 'Ẩm thực' } },
  { group: 'enterprise', names: { zh: '商务服务', en: 'Business services', vi: 'Dịch vụ doanh nghiệp' } },
  { group: 'enterprise', names: { zh: '工厂制造', en: 'Manufacturing', vi: 'Sản xuất' } },
  { group: 'enterprise', names: { zh: '贸易进出口', en: 'Trade & import/export', vi: 'Xuất nhập khẩu' } },
  { group: 'enterprise', names: { zh: '房产中介', en: 'Real estate agencies', vi: 'Môi giới bất động sản' } },
  { group: 'enterprise', names: { zh: '教育培训', en: 'Education', vi: 'Giáo dục' } },
  { group: 'feedback', names: { zh: '功能建议', en: 'Suggestion', vi: 'Góp ý' } },
  { group: 'feedback', names: { zh: '内容举报', en: 'Report content', vi: 'Báo cáo nội dung' } },
  { group: 'feedback', names: { zh: '其他问题', en: 'Other', vi: 'Khác' } },
];

export const wechatGroupFor = (areaName: LocalizedText): { names: LocalizedText; descriptions: LocalizedText } => ({
  names: { zh: `${areaName.zh}华人交流群`, en: `${areaName.en} Chinese community`, vi: `Cộng đồng người Hoa ${areaName.vi}` },
  descriptions: { zh: '租房、二手、招聘信息互通，请文明交流。', en: 'Share rentals, second-hand and jobs; be kind.', vi: 'Chia sẻ nhà, đồ cũ, việc làm; hãy lịch sự.' },
});
