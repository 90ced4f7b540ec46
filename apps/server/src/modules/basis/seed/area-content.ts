import type { LocalizedText } from '@haiwai/contracts';

/**
 * What each site area's home page shows of its own: two banner slides, hot search words and the page copy
 * (title, keywords, description settings). The global rows stay for every area as a neutral fallback; an area
 * never shows another area's.
 */
export interface AreaSlide {
  titles: LocalizedText;
  contents: LocalizedText;
  link: string;
  palette: [string, string];
}
export interface AreaHome {
  /** The site area's code (site-area/seed/regions.ts). */
  code: string;
  slides: AreaSlide[];
  /** Hot search words per language, most searched first. */
  hot: { zh: string[]; en: string[]; vi: string[] };
}

const HOUSES = '/pages/house/list';
const SHOPS = '/pages/shop/list';
const JOBS = '/pages/job/list';
const VISAS = '/pages/visa/list';

export const areaHomes: AreaHome[] = [
  {
    code: 'hcm',
    slides: [
      {
        titles: { zh: '胡志明市租房指南', en: 'Renting in Ho Chi Minh City', vi: 'Thuê nhà tại TP.HCM' },
        contents: { zh: '第一郡、第七郡富美兴、守德市，华人常住片区的房源每天更新。', en: 'District 1, Phu My Hung and Thu Duc: homes where the community lives, updated daily.', vi: 'Quận 1, Phú Mỹ Hưng, TP. Thủ Đức: nhà ở khu người Hoa, cập nhật mỗi ngày.' },
        link: HOUSES, palette: ['#0958d9', '#36cfc9'],
      },
      {
        titles: { zh: '堤岸华人商圈', en: 'Businesses of Cholon', vi: 'Doanh nghiệp Chợ Lớn' },
        contents: { zh: '第五郡堤岸的中餐、贸易与服务商家，一查就有。', en: 'Restaurants, traders and services of Cholon in District 5, all in the directory.', vi: 'Nhà hàng, thương mại và dịch vụ ở Chợ Lớn, Quận 5, đều có trong danh bạ.' },
        link: SHOPS, palette: ['#d4380d', '#ffa940'],
      },
    ],
    hot: { zh: ['第七郡公寓', '富美兴', '第一郡', '堤岸', '二手摩托', '守德市'], en: ['District 7', 'Phu My Hung', 'motorbike'], vi: ['Quận 7', 'Phú Mỹ Hưng', 'xe máy cũ'] },
  },
  {
    code: 'hanoi',
    slides: [
      {
        titles: { zh: '河内找工作', en: 'Jobs in Hanoi', vi: 'Việc làm tại Hà Nội' },
        contents: { zh: '北宁、海防工业区中资企业直招，翻译与管理岗位多。', en: 'Companies in the Bac Ninh and Hai Phong industrial parks hire directly: interpreters, managers.', vi: 'Doanh nghiệp ở KCN Bắc Ninh, Hải Phòng tuyển trực tiếp: phiên dịch, quản lý.' },
        link: JOBS, palette: ['#531dab', '#9254de'],
      },
      {
        titles: { zh: '西湖、纸桥安家', en: 'Homes in Tay Ho and Cau Giay', vi: 'Nhà ở Tây Hồ và Cầu Giấy' },
        contents: { zh: '湖景公寓与服务式公寓，月租整租一目了然。', en: 'Lake-view flats and serviced apartments, monthly rents at a glance.', vi: 'Căn hộ view hồ và căn hộ dịch vụ, giá thuê theo tháng rõ ràng.' },
        link: HOUSES, palette: ['#08979c', '#5cdbd3'],
      },
    ],
    hot: { zh: ['西湖公寓', '纸桥', '还剑郡', '北宁工厂', '越语翻译', '巴亭郡'], en: ['Tay Ho', 'Cau Giay', 'Bac Ninh'], vi: ['Tây Hồ', 'Cầu Giấy', 'Bắc Ninh'] },
  },
  {
    code: 'danang',
    slides: [
      {
        titles: { zh: '岘港海边生活', en: 'Seaside living in Da Nang', vi: 'Sống ven biển Đà Nẵng' },
        contents: { zh: '美溪海滩、山茶半岛附近的公寓与别墅。', en: 'Flats and villas near My Khe beach and the Son Tra peninsula.', vi: 'Căn hộ, biệt thự gần biển Mỹ Khê và bán đảo Sơn Trà.' },
        link: HOUSES, palette: ['#096dd9', '#69c0ff'],
      },
      {
        titles: { zh: '会安、巴拿山包车', en: 'Hoi An and Ba Na Hills by car', vi: 'Thuê xe đi Hội An, Bà Nà' },
        contents: { zh: '一日游和机场接送，提前一天预约。', en: 'Day trips and airport transfers; book a day ahead.', vi: 'Đi trong ngày và đưa đón sân bay; đặt trước một ngày.' },
        link: '/pagesA/carRental/home', palette: ['#389e0d', '#95de64'],
      },
    ],
    hot: { zh: ['美溪海滩', '山茶半岛', '会安', '海景公寓', '巴拿山', '海洲郡'], en: ['My Khe beach', 'Hoi An', 'sea view'], vi: ['biển Mỹ Khê', 'Hội An', 'view biển'] },
  },
  {
    code: 'phnompenh',
    slides: [
      {
        titles: { zh: '金边租房', en: 'Renting in Phnom Penh', vi: 'Thuê nhà tại Phnôm Pênh' },
        contents: { zh: '钻石岛、堆谷、桑园区的公寓，美元报价，实拍房源。', en: 'Flats on Koh Pich, in Tuol Kork and Chamkarmon, priced in dollars, real photos.', vi: 'Căn hộ ở Koh Pich, Tuol Kork, Chamkarmon, giá USD, ảnh thật.' },
        link: HOUSES, palette: ['#ad6800', '#fadb14'],
      },
      {
        titles: { zh: '柬埔寨签证与劳工证', en: 'Cambodian visas and work permits', vi: 'Visa và giấy phép lao động Campuchia' },
        contents: { zh: '商务签续签、劳工证办理，找靠谱的代办。', en: 'Business visa extensions and work permits through trusted agents.', vi: 'Gia hạn visa công tác, làm giấy phép lao động qua đơn vị uy tín.' },
        link: VISAS, palette: ['#1d39c4', '#597ef7'],
      },
    ],
    hot: { zh: ['钻石岛', '堆谷', '桑园区', '柬埔寨劳工证', '隆边区', '美元公寓'], en: ['Koh Pich', 'Tuol Kork', 'work permit'], vi: ['Koh Pich', 'Tuol Kork', 'giấy phép lao động'] },
  },
  {
    code: 'bangkok',
    slides: [
      {
        titles: { zh: '曼谷租房', en: 'Renting in Bangkok', vi: 'Thuê nhà tại Băng Cốc' },
        contents: { zh: '素坤逸、拉差达沿线公寓，离 BTS、MRT 近的先看。', en: 'Condos along Sukhumvit and Ratchada, the closest to the BTS and MRT first.', vi: 'Căn hộ dọc Sukhumvit, Ratchada, gần BTS, MRT.' },
        link: HOUSES, palette: ['#c41d7f', '#ff85c0'],
      },
      {
        titles: { zh: '耀华力唐人街商家', en: 'Yaowarat Chinatown businesses', vi: 'Doanh nghiệp phố Tàu Yaowarat' },
        contents: { zh: '中餐、金行、批发与中文服务，一站找到。', en: 'Restaurants, gold shops, wholesalers and Chinese-speaking services.', vi: 'Nhà hàng, tiệm vàng, bán sỉ và dịch vụ tiếng Trung.' },
        link: SHOPS, palette: ['#cf1322', '#ff7875'],
      },
    ],
    hot: { zh: ['素坤逸公寓', '拉差达', '是隆', '耀华力', '泰国精英签', 'BTS 附近'], en: ['Sukhumvit', 'near BTS', 'Thai elite visa'], vi: ['Sukhumvit', 'gần BTS', 'visa Thái'] },
  },
  {
    code: 'kualalumpur',
    slides: [
      {
        titles: { zh: '吉隆坡安居', en: 'Settling in Kuala Lumpur', vi: 'An cư ở Kuala Lumpur' },
        contents: { zh: '满家乐、孟沙、蕉赖公寓出租出售，令吉报价。', en: 'Condos to rent or buy in Mont Kiara, Bangsar and Cheras, priced in ringgit.', vi: 'Căn hộ thuê hoặc bán ở Mont Kiara, Bangsar, Cheras, giá Ringgit.' },
        link: HOUSES, palette: ['#006d75', '#13c2c2'],
      },
      {
        titles: { zh: '大马第二家园', en: 'Malaysia My Second Home', vi: 'Chương trình MM2H' },
        contents: { zh: '第二家园、学生签证和华文岗位信息。', en: 'MM2H, student visas and Chinese-speaking jobs.', vi: 'MM2H, visa du học và việc làm tiếng Trung.' },
        link: VISAS, palette: ['#0050b3', '#40a9ff'],
      },
    ],
    hot: { zh: ['满家乐', '孟沙', '蕉赖', '武吉免登', '第二家园', '大马驾照'], en: ['Mont Kiara', 'Bangsar', 'MM2H'], vi: ['Mont Kiara', 'Bangsar', 'MM2H'] },
  },
  {
    code: 'manila',
    slides: [
      {
        titles: { zh: '马尼拉租房', en: 'Renting in Manila', vi: 'Thuê nhà tại Manila' },
        contents: { zh: '马卡蒂、BGC 公寓，比索报价，门禁社区。', en: 'Condos in Makati and BGC, priced in pesos, in secure buildings.', vi: 'Căn hộ ở Makati, BGC, giá Peso, an ninh tốt.' },
        link: HOUSES, palette: ['#0e5ea8', '#4fb0e8'],
      },
      {
        titles: { zh: '王城区华人商圈', en: 'Binondo, the Chinese quarter', vi: 'Binondo, khu phố người Hoa' },
        contents: { zh: '世界上最古老的唐人街里的中餐、批发与服务。', en: 'Restaurants, wholesalers and services in the oldest Chinatown in the world.', vi: 'Nhà hàng, bán sỉ và dịch vụ ở khu phố Tàu lâu đời nhất thế giới.' },
        link: SHOPS, palette: ['#a8071a', '#ff4d4f'],
      },
    ],
    hot: { zh: ['马卡蒂公寓', 'BGC', '王城区', '帕赛', '菲律宾工签', '比索汇率'], en: ['Makati', 'BGC', 'Binondo'], vi: ['Makati', 'BGC', 'Binondo'] },
  },
  {
    code: 'dubai',
    slides: [
      {
        titles: { zh: '迪拜龙城与国际城', en: 'Dragon Mart and International City', vi: 'Dragon Mart và International City' },
        contents: { zh: '国际城周边的商铺、仓库与员工宿舍。', en: 'Shops, warehouses and staff housing around International City.', vi: 'Cửa hàng, kho bãi và nhà ở nhân viên quanh International City.' },
        link: SHOPS, palette: ['#ad4e00', '#ffc069'],
      },
      {
        titles: { zh: '迪拜工作签证', en: 'Dubai work visas', vi: 'Visa lao động Dubai' },
        contents: { zh: '工作签、家属签和营业执照办理，迪拉姆报价。', en: 'Work and family visas and trade licences, priced in dirhams.', vi: 'Visa lao động, visa gia đình, giấy phép kinh doanh, giá Dirham.' },
        link: VISAS, palette: ['#614700', '#d4b106'],
      },
    ],
    hot: { zh: ['国际城', '龙城', '迪拜码头', '商业湾', '迪拜工签', '德拉'], en: ['International City', 'Dragon Mart', 'Dubai Marina'], vi: ['International City', 'Dragon Mart', 'Dubai Marina'] },
  },
  {
    code: 'singapore',
    slides: [
      {
        titles: { zh: '新加坡租房', en: 'Renting in Singapore', vi: 'Thuê nhà tại Singapore' },
        contents: { zh: '组屋、公寓整租合租，牛车水与宏茂桥房源多。', en: 'HDB flats and condos, whole or shared, many in Chinatown and Ang Mo Kio.', vi: 'Căn hộ HDB và condo, nguyên căn hoặc ở ghép, nhiều ở Chinatown, Ang Mo Kio.' },
        link: HOUSES, palette: ['#c41d7f', '#f759ab'],
      },
      {
        titles: { zh: '新加坡就业准证', en: 'Singapore work passes', vi: 'Giấy phép lao động Singapore' },
        contents: { zh: 'EP、S Pass 岗位与中介服务，新元薪资透明。', en: 'Jobs with an EP or S Pass, and agents; salaries in Singapore dollars.', vi: 'Việc làm EP, S Pass và dịch vụ môi giới; lương bằng SGD.' },
        link: JOBS, palette: ['#10239e', '#2f54eb'],
      },
    ],
    hot: { zh: ['组屋出租', '牛车水', '宏茂桥', '乌节路', 'EP 准证', 'S Pass'], en: ['HDB room', 'Chinatown', 'EP'], vi: ['phòng HDB', 'Chinatown', 'EP'] },
  },
  {
    code: 'jakarta',
    slides: [
      {
        titles: { zh: '雅加达租房', en: 'Renting in Jakarta', vi: 'Thuê nhà tại Jakarta' },
        contents: { zh: '北雅加达 PIK、南雅加达的公寓与别墅，印尼盾报价。', en: 'Flats and houses in PIK (North Jakarta) and South Jakarta, priced in rupiah.', vi: 'Căn hộ, nhà ở PIK (Bắc Jakarta) và Nam Jakarta, giá Rupiah.' },
        link: HOUSES, palette: ['#7c1d00', '#fa541c'],
      },
      {
        titles: { zh: '印尼中资企业招聘', en: 'Chinese companies hiring in Indonesia', vi: 'Doanh nghiệp Trung Quốc tuyển ở Indonesia' },
        contents: { zh: '镍矿、电厂、电商岗位，中印双语优先。', en: 'Nickel, power and e-commerce roles; Chinese and Indonesian speakers first.', vi: 'Việc làm ngành niken, điện, thương mại điện tử; ưu tiên biết tiếng Trung, tiếng Indonesia.' },
        link: JOBS, palette: ['#135200', '#52c41a'],
      },
    ],
    hot: { zh: ['PIK 公寓', '南雅加达', '西雅加达', '印尼工签', '印尼语翻译', '镍矿招聘'], en: ['PIK', 'South Jakarta', 'KITAS'], vi: ['PIK', 'Nam Jakarta', 'KITAS'] },
  },
];

/** The home copy of an area (its own `title`, `keywords`, `description` settings), from its names. */
export function areaCopy(name: LocalizedText): Record<'title' | 'keywords' | 'description', LocalizedText> {
  return {
    title: { zh: `海外通 · ${name.zh} · 出海一站式服务平台`, en: `Haiwai Link · ${name.en} · one-stop services for life abroad`, vi: `Haiwai Link · ${name.vi} · dịch vụ trọn gói cho cuộc sống ở nước ngoài` },
    keywords: {
      zh: `${name.zh}华人,${name.zh}租房,${name.zh}二手,${name.zh}招聘,${name.zh}签证,${name.zh}翻译`,
      en: `Chinese in ${name.en}, ${name.en} rentals, ${name.en} second-hand, ${name.en} jobs, ${name.en} visas`,
      vi: `người Hoa ${name.vi}, thuê nhà ${name.vi}, đồ cũ ${name.vi}, việc làm ${name.vi}, visa ${name.vi}`,
    },
    description: {
      zh: `${name.zh}华人的一站式生活服务：租房买房、二手闲置、汽车、招聘求职、企业黄页、签证与翻译，本地管理员审核发布内容。`,
      en: `Life in ${name.en} in one app: homes, second-hand goods, cars, jobs, companies, visas and translators, reviewed by local admins.`,
      vi: `Cuộc sống tại ${name.vi} trong một ứng dụng: nhà ở, đồ cũ, ô tô, việc làm, doanh nghiệp, visa và phiên dịch, do quản trị viên địa phương duyệt.`,
    },
  };
}

/**
 * Hot words the first basis seed gave every area that name one city's places (Ho Chi Minh City's District 7)
 * or a thing of only some cities: the area stage takes them off the global list (the cities have their own).
 */
export const LEGACY_CITY_WORDS: Record<'zh' | 'en' | 'vi', string[]> = { zh: ['第七郡', '二手摩托'], en: [], vi: [] };
