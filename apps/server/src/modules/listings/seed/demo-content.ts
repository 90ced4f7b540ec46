/**
 * Words and numbers the demo listings are made of: what each city costs, its buildings and landmarks, and
 * the phrases people really post (Chinese first, some English and Vietnamese). listing-demo.ts combines them.
 */

export interface AreaFlavor {
  /** local currency per US dollar (for things priced the same everywhere: phones, cars, freelance rates) */
  perUsd: number;
  /** price steps in local money (prices are rounded to this) */
  step: number;
  /** whole apartment per month, local */
  rent: [number, number];
  /** a room in a shared flat per month, local */
  room: [number, number];
  /** monthly salary of Chinese-speaking staff, local */
  salary: [number, number];
  /** cars cost this much more than in the US (import duties) */
  carLevel: number;
  /** homes for sale cost this much more than the baseline */
  homeLevel: number;
  buildings: string[];
  landmarks: string[];
  /** the local language, for translator jobs: 越南语, 泰语... */
  localLang: { zh: string; en: string; vi: string };
  /** phone prefix and length of the local mobile number after it */
  phone: string;
  /** how a business licence number looks here */
  licence: (n: number) => string;
  /** the second language of the demo content after Chinese */
  vietnamese: boolean;
}

const pad = (n: number, len: number) => String(n).padStart(len, '0').slice(-len);

export const areaFlavors: Record<string, AreaFlavor> = {
  hcm: {
    perUsd: 25_000, step: 100_000, rent: [8_000_000, 40_000_000], room: [3_500_000, 7_000_000], salary: [15_000_000, 60_000_000], carLevel: 1.4, homeLevel: 1,
    buildings: ['Vinhomes Central Park', 'Masteri Thảo Điền', 'Sunrise City', 'Saigon Pearl', 'The Vista An Phú', 'Estella Heights', 'Scenic Valley', 'Feliz en Vista'],
    landmarks: ['滨城市场', '新山一机场', '富美兴新月湖', '堤岸平西市场', '范五老街', '地铁一号线'],
    localLang: { zh: '越南语', en: 'Vietnamese', vi: 'tiếng Việt' }, phone: '+84 90', licence: (n) => `031${pad(n * 7919, 7)}`, vietnamese: true,
  },
  hanoi: {
    perUsd: 25_000, step: 100_000, rent: [7_000_000, 35_000_000], room: [3_000_000, 6_000_000], salary: [12_000_000, 50_000_000], carLevel: 1.4, homeLevel: 0.9,
    buildings: ['Vinhomes Metropolis', 'Sun Grand City', 'Ciputra', 'Times City', 'Lotte Center', 'Vinhomes Royal City'],
    landmarks: ['还剑湖', '西湖', '老街三十六行', '内排机场', '吉灵—河东轻轨'],
    localLang: { zh: '越南语', en: 'Vietnamese', vi: 'tiếng Việt' }, phone: '+84 91', licence: (n) => `010${pad(n * 7919, 7)}`, vietnamese: true,
  },
  danang: {
    perUsd: 25_000, step: 100_000, rent: [5_000_000, 25_000_000], room: [2_500_000, 5_000_000], salary: [10_000_000, 40_000_000], carLevel: 1.4, homeLevel: 0.7,
    buildings: ['Monarchy', 'Azura', 'Hiyori Garden Tower', 'Altara Suites', 'Sun Cosmo Residence'],
    landmarks: ['美溪海滩', '龙桥', '山茶半岛', '韩市场', '岘港机场'],
    localLang: { zh: '越南语', en: 'Vietnamese', vi: 'tiếng Việt' }, phone: '+84 93', licence: (n) => `040${pad(n * 7919, 7)}`, vietnamese: true,
  },
  phnompenh: {
    perUsd: 1, step: 10, rent: [300, 2_000], room: [150, 400], salary: [600, 2_500], carLevel: 1.3, homeLevel: 0.8,
    buildings: ['The Bridge', 'Rose Condo', 'Time Square 3', 'Urban Village', 'Elysee Koh Pich', 'Olympia City'],
    landmarks: ['永旺一号', '独立碑', '奥林匹克体育场', '中央市场', '俄罗斯市场'],
    localLang: { zh: '柬埔寨语', en: 'Khmer', vi: 'tiếng Khmer' }, phone: '+855 12', licence: (n) => `CO-${pad(n * 7919, 6)}KH`, vietnamese: false,
  },
  bangkok: {
    perUsd: 35, step: 500, rent: [12_000, 60_000], room: [6_000, 12_000], salary: [25_000, 90_000], carLevel: 1.2, homeLevel: 1,
    buildings: ['Ideo Mobi Rama 9', 'Life Asoke', 'Noble Ploenchit', 'The Line Sukhumvit 101', 'Rhythm Sathorn', 'Supalai Veranda'],
    landmarks: ['Terminal 21', '拉差达火车夜市', '中央世界', 'BTS Asok 站', 'MRT 泰国文化中心站'],
    localLang: { zh: '泰语', en: 'Thai', vi: 'tiếng Thái' }, phone: '+66 8', licence: (n) => `0105${pad(n * 7919, 9)}`, vietnamese: false,
  },
  kualalumpur: {
    perUsd: 4.5, step: 50, rent: [1_500, 6_500], room: [600, 1_200], salary: [3_500, 12_000], carLevel: 1.1, homeLevel: 0.9,
    buildings: ['Pavilion Residences', 'Arcoris Mont Kiara', 'The Robertson', 'Setia Sky Residences', 'Pavilion Embassy', 'Sunway Velocity'],
    landmarks: ['双子塔', '柏威年广场', '谷中城', '茨厂街', 'KLCC 公园'],
    localLang: { zh: '马来语', en: 'Malay', vi: 'tiếng Mã Lai' }, phone: '+60 12', licence: (n) => `2019010${pad(n * 7919, 5)}`, vietnamese: false,
  },
  manila: {
    perUsd: 57, step: 500, rent: [20_000, 90_000], room: [8_000, 18_000], salary: [30_000, 120_000], carLevel: 1.2, homeLevel: 0.9,
    buildings: ['One Serendra', 'Uptown Parksuites', 'Shang Salcedo Place', 'Air Residences', 'Light Residences', 'Grand Hyatt Residences'],
    landmarks: ['SM Aura', 'Greenbelt 商场', '王彬街', 'Mall of Asia', '马尼拉湾'],
    localLang: { zh: '菲律宾语', en: 'Filipino', vi: 'tiếng Philippines' }, phone: '+63 917', licence: (n) => `CS2019${pad(n * 7919, 5)}`, vietnamese: false,
  },
  dubai: {
    perUsd: 3.67, step: 100, rent: [4_000, 15_000], room: [1_800, 3_500], salary: [6_000, 25_000], carLevel: 0.9, homeLevel: 1.3,
    buildings: ['Marina Gate', 'Emirates Crown', 'Damac Heights', 'Burj Views', 'Creek Harbour', 'Dragon Mart 公寓'],
    landmarks: ['龙城', '迪拜购物中心', 'JBR 海滩', '地铁红线', '哈利法塔'],
    localLang: { zh: '阿拉伯语', en: 'Arabic', vi: 'tiếng Ả Rập' }, phone: '+971 50', licence: (n) => `DED-${pad(n * 7919, 7)}`, vietnamese: false,
  },
  singapore: {
    perUsd: 1.35, step: 50, rent: [3_000, 8_000], room: [900, 1_800], salary: [3_500, 12_000], carLevel: 3, homeLevel: 2.5,
    buildings: ['组屋 HDB', 'The Sail @ Marina Bay', 'Pinnacle@Duxton', 'Reflections at Keppel Bay', 'The Interlace', 'Tanjong Pagar Centre'],
    landmarks: ['牛车水地铁站', '乌节路', '宏茂桥中心', '滨海湾', '珍珠坊'],
    localLang: { zh: '马来语', en: 'Malay', vi: 'tiếng Mã Lai' }, phone: '+65 9', licence: (n) => `2019${pad(n * 7919, 5)}K`, vietnamese: false,
  },
  jakarta: {
    perUsd: 16_000, step: 100_000, rent: [6_000_000, 35_000_000], room: [2_500_000, 6_000_000], salary: [8_000_000, 35_000_000], carLevel: 1.3, homeLevel: 0.8,
    buildings: ['Gold Coast PIK', 'Taman Anggrek Residences', 'Pakubuwono Spring', 'Sudirman Suites', 'Casa Grande', 'Green Bay Pluit'],
    landmarks: ['PIK 大道', 'Grand Indonesia', '老城 Kota Tua', '草埔 Glodok', '苏加诺—哈达机场'],
    localLang: { zh: '印尼语', en: 'Indonesian', vi: 'tiếng Indonesia' }, phone: '+62 812', licence: (n) => `91${pad(n * 7919, 11)}`, vietnamese: false,
  },
};

/** Used for an area the demo does not know (added by an admin later): Ho Chi Minh City's numbers. */
export const defaultFlavor = areaFlavors.hcm!;

/** Registered companies (the `company` kind) and their logos. `cat` indexes the 'enterprise' categories. */
export const companyBrands = [
  { name: '安居地产', latin: 'Anju Realty', cat: 4, size: 'm', suffix: { zh: '', en: 'Realty', vi: 'Bất động sản' }, services: '租房、买房、商铺写字楼租赁，中文带看' },
  { name: '华信贸易', latin: 'Huaxin Trading', cat: 3, size: 'm', suffix: { zh: '有限公司', en: 'Co., Ltd.', vi: 'Công ty TNHH' }, services: '建材、五金、日用品进出口' },
  { name: '金龙酒家', latin: 'Golden Dragon', cat: 0, size: 'm', suffix: { zh: '', en: 'Restaurant', vi: 'Nhà hàng' }, services: '正宗粤菜、早茶点心、宴席包场' },
  { name: '东方制衣', latin: 'Orient Garment', cat: 2, size: 'xl', suffix: { zh: '有限公司', en: 'Garment Co., Ltd.', vi: 'Công ty may' }, services: '服装代工、针织、梭织订单' },
  { name: '新桥教育', latin: 'Xinqiao Education', cat: 5, size: 's', suffix: { zh: '中文学校', en: 'Chinese School', vi: 'Trường Hoa ngữ' }, services: '少儿中文、HSK 考试、商务中文' },
  { name: '远航国际', latin: 'Yuanhang Intl', cat: 1, size: 's', suffix: { zh: '商务咨询', en: 'Consulting', vi: 'Tư vấn' }, services: '公司注册、签证工作证、财税代理' },
  { name: '恒通电子', latin: 'Hengtong Electronics', cat: 2, size: 'l', suffix: { zh: '科技有限公司', en: 'Technology Co., Ltd.', vi: 'Công ty Công nghệ' }, services: '电子组装、SMT 贴片、线束加工' },
  { name: '中南建材', latin: 'Zhongnan Materials', cat: 3, size: 'm', suffix: { zh: '商行', en: 'Building Supplies', vi: 'Vật liệu xây dựng' }, services: '瓷砖、卫浴、铝合金门窗批发' },
  { name: '和记海鲜', latin: 'Wo Kee Seafood', cat: 0, size: 's', suffix: { zh: '酒楼', en: 'Seafood House', vi: 'Nhà hàng hải sản' }, services: '生猛海鲜、家常小炒、外卖配送' },
  { name: '鸿达物流', latin: 'Hongda Logistics', cat: 1, size: 'l', suffix: { zh: '国际货运', en: 'Logistics', vi: 'Logistics' }, services: '中国专线、海运空运、清关派送' },
] as const;

/** Yellow-pages entries (the `yp` kind): services people look up. */
export const ypBrands = [
  { name: '顺心签证', latin: 'Shunxin Visa', cat: 1, services: '旅游签、商务签、工作证续签、护照加急', hours: '周一至周六 9:00-18:00' },
  { name: '老王川菜', latin: 'Lao Wang Sichuan', cat: 0, services: '麻辣火锅、水煮鱼、川味小炒，可包场', hours: '每天 10:30-23:00' },
  { name: '好运搬家', latin: 'Haoyun Movers', cat: 1, services: '同城搬家、家具拆装、仓储、回国行李托运', hours: '每天 7:00-21:00' },
  { name: '乐学中文', latin: 'Lexue Chinese', cat: 5, services: '一对一中文、少儿班、HSK 1-6 级', hours: '周一至周日 8:00-21:00' },
  { name: '环球报关', latin: 'Global Customs', cat: 3, services: '进出口报关、商检、原产地证、外贸代理', hours: '周一至周五 8:30-17:30' },
  { name: '华人诊所', latin: 'Huaren Clinic', cat: 1, services: '中文门诊、体检、疫苗、中医针灸', hours: '每天 8:00-20:00' },
] as const;

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩冯邓曹彭曾萧田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢';
const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '涛', '明', '超', '秀英', '霞', '平', '刚', '桂英', '志强', '晓燕', '建华', '海燕', '嘉欣', '子涵', '浩然', '雨桐', '俊杰', '思远', '佳怡', '文博', '梓萱'];
export function chineseName(i: number) {
  return SURNAMES[i % SURNAMES.length]! + GIVEN[(i * 7 + Math.floor(i / SURNAMES.length)) % GIVEN.length]!;
}
/** Nicknames of the demo publishers: how people call themselves in community groups. */
export function nickname(i: number, areaZh: string) {
  const forms = [(n: string) => `${n.charAt(0)}先生`, (n: string) => `${n.charAt(0)}姐`, (n: string) => `阿${n.slice(-1)}`, (n: string) => `${areaZh}${n}`, (n: string) => `小${n.slice(-1)}`, (n: string) => n];
  const latin = ['Linda', 'Kevin Wong', 'Amy', 'Jason Lim', 'Minh Anh', 'Tony', 'Coco', 'David Tan'];
  if (i % 7 === 6) return latin[i % latin.length]!;
  return forms[i % forms.length]!(chineseName(i + 3));
}

export const NUM_ZH = ['零', '一', '两', '三', '四', '五', '六'];

/** Second-hand goods: names in three languages, category index (shGoods categories) and a US-dollar price range. */
export const goodsItems: Array<{ zh: string; en: string; vi: string; cat: number; usd: [number, number]; pic: number }> = [
  { zh: 'iPhone 14 Pro 256G', en: 'iPhone 14 Pro 256GB', vi: 'iPhone 14 Pro 256GB', cat: 0, usd: [520, 780], pic: 0 },
  { zh: 'iPhone 13 128G', en: 'iPhone 13 128GB', vi: 'iPhone 13 128GB', cat: 0, usd: [330, 450], pic: 0 },
  { zh: '华为 Mate 60 Pro', en: 'Huawei Mate 60 Pro', vi: 'Huawei Mate 60 Pro', cat: 0, usd: [480, 700], pic: 0 },
  { zh: '小米 14', en: 'Xiaomi 14', vi: 'Xiaomi 14', cat: 0, usd: [300, 450], pic: 0 },
  { zh: 'MacBook Air M2', en: 'MacBook Air M2', vi: 'MacBook Air M2', cat: 0, usd: [600, 850], pic: 1 },
  { zh: '联想 ThinkPad X1 笔记本', en: 'Lenovo ThinkPad X1', vi: 'Laptop Lenovo ThinkPad X1', cat: 0, usd: [350, 700], pic: 1 },
  { zh: 'iPad Air 5', en: 'iPad Air 5', vi: 'iPad Air 5', cat: 0, usd: [320, 460], pic: 0 },
  { zh: '松下双门冰箱', en: 'Panasonic two-door fridge', vi: 'Tủ lạnh Panasonic 2 cửa', cat: 1, usd: [150, 380], pic: 2 },
  { zh: 'LG 滚筒洗衣机 9公斤', en: 'LG front-load washer 9 kg', vi: 'Máy giặt LG cửa trước 9kg', cat: 1, usd: [140, 330], pic: 3 },
  { zh: '大金变频空调 1.5匹', en: 'Daikin inverter air-con 1.5HP', vi: 'Máy lạnh Daikin inverter 1.5HP', cat: 1, usd: [180, 360], pic: 3 },
  { zh: '小米空气净化器', en: 'Xiaomi air purifier', vi: 'Máy lọc không khí Xiaomi', cat: 1, usd: [50, 120], pic: 3 },
  { zh: '美的电饭煲', en: 'Midea rice cooker', vi: 'Nồi cơm điện Midea', cat: 1, usd: [15, 45], pic: 3 },
  { zh: '三人布艺沙发', en: 'Three-seat fabric sofa', vi: 'Sofa vải 3 chỗ', cat: 2, usd: [90, 420], pic: 4 },
  { zh: '实木餐桌 配四把椅子', en: 'Solid wood dining table with four chairs', vi: 'Bàn ăn gỗ kèm 4 ghế', cat: 2, usd: [120, 380], pic: 4 },
  { zh: '1.8米床 含床垫', en: '1.8 m bed with mattress', vi: 'Giường 1m8 kèm nệm', cat: 2, usd: [120, 450], pic: 4 },
  { zh: '宜家书桌 + 人体工学椅', en: 'IKEA desk and ergonomic chair', vi: 'Bàn IKEA và ghế công thái học', cat: 2, usd: [60, 220], pic: 4 },
  { zh: '本田 Vision 踏板摩托', en: 'Honda Vision scooter', vi: 'Xe Honda Vision', cat: 3, usd: [650, 1_250], pic: 5 },
  { zh: '雅马哈 NVX 155', en: 'Yamaha NVX 155', vi: 'Yamaha NVX 155', cat: 3, usd: [1_000, 1_700], pic: 5 },
  { zh: '本田 Air Blade 125', en: 'Honda Air Blade 125', vi: 'Honda Air Blade 125', cat: 3, usd: [900, 1_500], pic: 5 },
  { zh: '电动车 VinFast Klara', en: 'VinFast Klara e-scooter', vi: 'Xe điện VinFast Klara', cat: 3, usd: [500, 900], pic: 5 },
  { zh: '好孩子婴儿推车', en: 'Goodbaby pushchair', vi: 'Xe đẩy em bé Goodbaby', cat: 4, usd: [40, 150], pic: 6 },
  { zh: '儿童安全座椅', en: 'Child car seat', vi: 'Ghế ngồi ô tô trẻ em', cat: 4, usd: [35, 120], pic: 6 },
  { zh: '婴儿床 带蚊帐', en: 'Baby cot with mosquito net', vi: 'Cũi em bé kèm màn', cat: 4, usd: [30, 100], pic: 6 },
  { zh: 'Coach 女士手提包', en: 'Coach handbag', vi: 'Túi xách Coach', cat: 5, usd: [80, 220], pic: 7 },
  { zh: '羽绒服 回国用 几乎没穿', en: 'Down jacket, hardly worn', vi: 'Áo phao gần như mới', cat: 5, usd: [25, 90], pic: 7 },
  { zh: '28寸行李箱', en: '28-inch suitcase', vi: 'Vali 28 inch', cat: 5, usd: [30, 90], pic: 7 },
  { zh: '中文书籍一批', en: 'A box of Chinese books', vi: 'Một thùng sách tiếng Trung', cat: 6, usd: [10, 40], pic: 7 },
  { zh: '健身哑铃套装', en: 'Dumbbell set', vi: 'Bộ tạ tay', cat: 6, usd: [25, 80], pic: 7 },
  { zh: '公司办公桌椅 整批转让', en: 'Office desks and chairs, the lot', vi: 'Thanh lý bàn ghế văn phòng', cat: 6, usd: [200, 900], pic: 4 },
];
export const goodsReasons = { zh: ['回国急出', '搬家清仓', '换新闲置', '公司撤场转让', '用了半年', '自用保养好', '闲置出'], en: ['leaving the country', 'moving out', 'upgraded', 'barely used'], vi: ['về nước cần bán gấp', 'chuyển nhà thanh lý', 'mua mới nên bán lại', 'ít sử dụng'] };

/** Cars: make, model, category index (sedan, SUV, MPV, pickup, luxury), fuel, seats and a US-dollar price range. */
export const carModels: Array<{ make: string; makeZh: string; model: string; cat: number; fuel: 'petrol' | 'diesel' | 'hybrid' | 'electric'; seats: number; usd: [number, number]; pic: number }> = [
  { make: 'Toyota', makeZh: '丰田', model: 'Vios', cat: 0, fuel: 'petrol', seats: 5, usd: [11_000, 19_000], pic: 1 },
  { make: 'Toyota', makeZh: '丰田', model: 'Camry 2.5Q', cat: 0, fuel: 'petrol', seats: 5, usd: [24_000, 42_000], pic: 5 },
  { make: 'Honda', makeZh: '本田', model: 'City RS', cat: 0, fuel: 'petrol', seats: 5, usd: [13_000, 20_000], pic: 0 },
  { make: 'Mazda', makeZh: '马自达', model: 'Mazda3', cat: 0, fuel: 'petrol', seats: 5, usd: [15_000, 25_000], pic: 4 },
  { make: 'Hyundai', makeZh: '现代', model: 'Accent', cat: 0, fuel: 'petrol', seats: 5, usd: [11_000, 18_000], pic: 0 },
  { make: 'Honda', makeZh: '本田', model: 'CR-V', cat: 1, fuel: 'petrol', seats: 7, usd: [24_000, 40_000], pic: 2 },
  { make: 'Mazda', makeZh: '马自达', model: 'CX-5', cat: 1, fuel: 'petrol', seats: 5, usd: [21_000, 36_000], pic: 6 },
  { make: 'Toyota', makeZh: '丰田', model: 'Fortuner', cat: 1, fuel: 'diesel', seats: 7, usd: [28_000, 46_000], pic: 2 },
  { make: 'BYD', makeZh: '比亚迪', model: 'Atto 3', cat: 1, fuel: 'electric', seats: 5, usd: [27_000, 36_000], pic: 6 },
  { make: 'VinFast', makeZh: 'VinFast', model: 'VF 8', cat: 1, fuel: 'electric', seats: 5, usd: [30_000, 45_000], pic: 2 },
  { make: 'Kia', makeZh: '起亚', model: 'Carnival', cat: 2, fuel: 'diesel', seats: 7, usd: [33_000, 50_000], pic: 7 },
  { make: 'Toyota', makeZh: '丰田', model: 'Innova', cat: 2, fuel: 'petrol', seats: 7, usd: [17_000, 29_000], pic: 7 },
  { make: 'Toyota', makeZh: '丰田', model: 'Alphard', cat: 2, fuel: 'hybrid', seats: 7, usd: [60_000, 110_000], pic: 7 },
  { make: 'Ford', makeZh: '福特', model: 'Ranger Wildtrak', cat: 3, fuel: 'diesel', seats: 5, usd: [21_000, 36_000], pic: 3 },
  { make: 'Toyota', makeZh: '丰田', model: 'Hilux', cat: 3, fuel: 'diesel', seats: 5, usd: [19_000, 32_000], pic: 3 },
  { make: 'Mercedes-Benz', makeZh: '奔驰', model: 'C200', cat: 4, fuel: 'petrol', seats: 5, usd: [34_000, 58_000], pic: 5 },
  { make: 'BMW', makeZh: '宝马', model: '530i', cat: 4, fuel: 'petrol', seats: 5, usd: [42_000, 70_000], pic: 4 },
  { make: 'Lexus', makeZh: '雷克萨斯', model: 'RX 350', cat: 4, fuel: 'hybrid', seats: 5, usd: [55_000, 90_000], pic: 6 },
];

/** Job titles per job category (行政文员, 翻译, 销售业务, 财务会计, 技术工程, 餐饮服务, 工厂管理, 司机物流); `{L}` = local language. */
export const jobTitles: Array<{ zh: string[]; en: string[]; vi: string[] }> = [
  { zh: ['中文行政助理', '前台文员', '人事行政专员', '总经理助理'], en: ['Office administrator (Chinese)', 'Receptionist'], vi: ['Trợ lý hành chính biết tiếng Trung', 'Lễ tân'] },
  { zh: ['中{L}翻译', '商务陪同翻译', '中英翻译', '工厂驻场翻译'], en: ['Chinese–{L} interpreter', 'Chinese–English translator'], vi: ['Phiên dịch tiếng Trung', 'Phiên dịch xưởng'] },
  { zh: ['外贸业务员', '房产销售顾问', '跨境电商运营', '大客户经理'], en: ['Sales executive (Mandarin)', 'E-commerce operator'], vi: ['Nhân viên kinh doanh', 'Nhân viên bán hàng tiếng Trung'] },
  { zh: ['会计', '出纳', '财务主管', '税务专员'], en: ['Accountant', 'Finance manager'], vi: ['Kế toán', 'Kế toán trưởng'] },
  { zh: ['机电工程师', 'IT 运维工程师', '前端开发工程师', '土建工程师'], en: ['Mechanical engineer', 'IT support engineer'], vi: ['Kỹ sư cơ điện', 'Kỹ sư IT'] },
  { zh: ['中餐厨师', '餐厅经理', '服务员', '面点师傅'], en: ['Chinese chef', 'Restaurant manager'], vi: ['Đầu bếp món Hoa', 'Phục vụ nhà hàng'] },
  { zh: ['生产主管', '品质经理', '仓库主管', '车间组长'], en: ['Production supervisor', 'QC manager'], vi: ['Quản lý sản xuất', 'Trưởng kho'] },
  { zh: ['商务司机', '物流专员', '报关员', '跟单员'], en: ['Company driver', 'Logistics coordinator'], vi: ['Tài xế', 'Nhân viên logistics'] },
];

/** Talent services per talent category (设计, 摄影摄像, 家教培训, 司机, 装修维修, IT技术). */
export const talentServices: Array<{ zh: string[]; en: string; vi: string; unit: 'hour' | 'day' | 'job'; usd: [number, number] }> = [
  { zh: ['平面设计 Logo/海报/菜单', '室内设计 出效果图', '电商详情页设计'], en: 'Graphic design: logos, posters, menus', vi: 'Thiết kế logo, poster, menu', unit: 'job', usd: [60, 400] },
  { zh: ['婚礼跟拍 中文摄影师', '商业产品摄影', '活动摄像 剪辑'], en: 'Wedding and event photographer', vi: 'Chụp ảnh cưới, sự kiện', unit: 'day', usd: [120, 450] },
  { zh: ['少儿中文家教 HSK 辅导', '英语口语陪练', '钢琴上门教学'], en: 'Mandarin tutor for kids, HSK', vi: 'Gia sư tiếng Trung, luyện HSK', unit: 'hour', usd: [12, 35] },
  { zh: ['中文司机 机场接送 包车', '商务包车 可跑长途', '七座车包车一日游'], en: 'Mandarin-speaking driver, airport pick-up', vi: 'Tài xế nói tiếng Trung, đưa đón sân bay', unit: 'day', usd: [45, 120] },
  { zh: ['水电维修 空调清洗', '房屋翻新 刷墙 铺砖', '家具安装 上门维修'], en: 'Repairs, air-con cleaning, renovation', vi: 'Sửa điện nước, vệ sinh máy lạnh', unit: 'job', usd: [20, 300] },
  { zh: ['网站开发 小程序定制', '电脑维修 网络布线', 'ERP 系统实施'], en: 'Websites and mini-programs', vi: 'Làm website, ứng dụng', unit: 'job', usd: [200, 2_500] },
];

export const housingTags = ['近地铁', '拎包入住', '可短租', '中文房东', '带泳池', '有健身房', '押一付一', '可养宠物', '高楼层', '江景', '近国际学校', '新装修'];
export const goodsTags = ['可小刀', '自提优先', '包邮', '九成新', '急出'];
export const carTags = ['一手车', '无事故', '4S店保养', '手续齐全', '带中文司机'];
export const jobTags = ['包吃住', '双休', '五险', '年底双薪', '可办工作证', '急招'];

export const rejectReasons = ['图片与房源不符，请上传实拍照片', '联系方式填写在标题中，请修改后重新提交', '价格明显不实，请填写真实价格', '内容涉嫌重复发布', '缺少营业执照信息，请补充'];
