import type { LocalizedText, Watermark } from '@haiwai/contracts';

export interface SeedArea {
  code: string;
  names: LocalizedText;
  country_code: string;
  country_names: LocalizedText;
  currency: string;
  currency_symbol: string;
  price_units: LocalizedText;
  time_zone: string;
  latitude: number;
  longitude: number;
  default_lang: 'zh' | 'en' | 'vi';
  is_default?: boolean;
  districts: LocalizedText[];
}

const wm = (text: string): Watermark => ({ enabled: true, text, image: null, position: 'southeast', opacity: 0.55 });
export const watermarkFor = (a: SeedArea) => wm(`${a.names.zh} · 海外通`);

/** Cities where large overseas Chinese communities live, with their real currencies and time zones. */
export const seedAreas: SeedArea[] = [
  {
    code: 'hcm', names: { zh: '胡志明市', en: 'Ho Chi Minh City', vi: 'TP. Hồ Chí Minh' }, country_code: 'VN',
    country_names: { zh: '越南', en: 'Vietnam', vi: 'Việt Nam' }, currency: 'VND', currency_symbol: '₫',
    price_units: { zh: '越南盾', en: 'VND', vi: 'VNĐ' }, time_zone: 'Asia/Ho_Chi_Minh', latitude: 10.7769, longitude: 106.7009, default_lang: 'zh', is_default: true,
    districts: [{ zh: '第一郡', en: 'District 1', vi: 'Quận 1' }, { zh: '第三郡', en: 'District 3', vi: 'Quận 3' }, { zh: '第五郡（堤岸）', en: 'District 5 (Cholon)', vi: 'Quận 5' }, { zh: '第七郡（富美兴）', en: 'District 7 (Phu My Hung)', vi: 'Quận 7' }, { zh: '平盛郡', en: 'Binh Thanh', vi: 'Bình Thạnh' }, { zh: '守德市', en: 'Thu Duc City', vi: 'TP. Thủ Đức' }],
  },
  {
    code: 'hanoi', names: { zh: '河内', en: 'Hanoi', vi: 'Hà Nội' }, country_code: 'VN',
    country_names: { zh: '越南', en: 'Vietnam', vi: 'Việt Nam' }, currency: 'VND', currency_symbol: '₫',
    price_units: { zh: '越南盾', en: 'VND', vi: 'VNĐ' }, time_zone: 'Asia/Ho_Chi_Minh', latitude: 21.0278, longitude: 105.8342, default_lang: 'zh',
    districts: [{ zh: '还剑郡', en: 'Hoan Kiem', vi: 'Hoàn Kiếm' }, { zh: '西湖郡', en: 'Tay Ho', vi: 'Tây Hồ' }, { zh: '纸桥郡', en: 'Cau Giay', vi: 'Cầu Giấy' }, { zh: '巴亭郡', en: 'Ba Dinh', vi: 'Ba Đình' }],
  },
  {
    code: 'danang', names: { zh: '岘港', en: 'Da Nang', vi: 'Đà Nẵng' }, country_code: 'VN',
    country_names: { zh: '越南', en: 'Vietnam', vi: 'Việt Nam' }, currency: 'VND', currency_symbol: '₫',
    price_units: { zh: '越南盾', en: 'VND', vi: 'VNĐ' }, time_zone: 'Asia/Ho_Chi_Minh', latitude: 16.0544, longitude: 108.2022, default_lang: 'zh',
    districts: [{ zh: '海洲郡', en: 'Hai Chau', vi: 'Hải Châu' }, { zh: '山茶郡', en: 'Son Tra', vi: 'Sơn Trà' }, { zh: '五行山郡', en: 'Ngu Hanh Son', vi: 'Ngũ Hành Sơn' }],
  },
  {
    code: 'phnompenh', names: { zh: '金边', en: 'Phnom Penh', vi: 'Phnôm Pênh' }, country_code: 'KH',
    country_names: { zh: '柬埔寨', en: 'Cambodia', vi: 'Campuchia' }, currency: 'USD', currency_symbol: '$',
    price_units: { zh: '美元', en: 'USD', vi: 'USD' }, time_zone: 'Asia/Phnom_Penh', latitude: 11.5564, longitude: 104.9282, default_lang: 'zh',
    districts: [{ zh: '堆谷区', en: 'Tuol Kork', vi: 'Tuol Kork' }, { zh: '隆边区', en: 'Daun Penh', vi: 'Daun Penh' }, { zh: '桑园区', en: 'Chamkarmon', vi: 'Chamkarmon' }, { zh: '钻石岛', en: 'Koh Pich', vi: 'Koh Pich' }],
  },
  {
    code: 'bangkok', names: { zh: '曼谷', en: 'Bangkok', vi: 'Băng Cốc' }, country_code: 'TH',
    country_names: { zh: '泰国', en: 'Thailand', vi: 'Thái Lan' }, currency: 'THB', currency_symbol: '฿',
    price_units: { zh: '泰铢', en: 'THB', vi: 'Baht' }, time_zone: 'Asia/Bangkok', latitude: 13.7563, longitude: 100.5018, default_lang: 'zh',
    districts: [{ zh: '素坤逸', en: 'Sukhumvit', vi: 'Sukhumvit' }, { zh: '拉差达', en: 'Ratchada', vi: 'Ratchada' }, { zh: '是隆', en: 'Silom', vi: 'Silom' }, { zh: '唐人街（耀华力）', en: 'Chinatown (Yaowarat)', vi: 'Phố Tàu' }],
  },
  {
    code: 'kualalumpur', names: { zh: '吉隆坡', en: 'Kuala Lumpur', vi: 'Kuala Lumpur' }, country_code: 'MY',
    country_names: { zh: '马来西亚', en: 'Malaysia', vi: 'Malaysia' }, currency: 'MYR', currency_symbol: 'RM',
    price_units: { zh: '令吉', en: 'MYR', vi: 'Ringgit' }, time_zone: 'Asia/Kuala_Lumpur', latitude: 3.139, longitude: 101.6869, default_lang: 'zh',
    districts: [{ zh: '武吉免登', en: 'Bukit Bintang', vi: 'Bukit Bintang' }, { zh: '满家乐', en: 'Mont Kiara', vi: 'Mont Kiara' }, { zh: '蕉赖', en: 'Cheras', vi: 'Cheras' }, { zh: '孟沙', en: 'Bangsar', vi: 'Bangsar' }],
  },
  {
    code: 'manila', names: { zh: '马尼拉', en: 'Manila', vi: 'Manila' }, country_code: 'PH',
    country_names: { zh: '菲律宾', en: 'Philippines', vi: 'Philippines' }, currency: 'PHP', currency_symbol: '₱',
    price_units: { zh: '比索', en: 'PHP', vi: 'Peso' }, time_zone: 'Asia/Manila', latitude: 14.5995, longitude: 120.9842, default_lang: 'zh',
    districts: [{ zh: '马卡蒂', en: 'Makati', vi: 'Makati' }, { zh: '博尼法西奥', en: 'BGC', vi: 'BGC' }, { zh: '王城区', en: 'Binondo', vi: 'Binondo' }, { zh: '帕赛', en: 'Pasay', vi: 'Pasay' }],
  },
  {
    code: 'dubai', names: { zh: '迪拜', en: 'Dubai', vi: 'Dubai' }, country_code: 'AE',
    country_names: { zh: '阿联酋', en: 'United Arab Emirates', vi: 'UAE' }, currency: 'AED', currency_symbol: 'د.إ',
    price_units: { zh: '迪拉姆', en: 'AED', vi: 'Dirham' }, time_zone: 'Asia/Dubai', latitude: 25.2048, longitude: 55.2708, default_lang: 'zh',
    districts: [{ zh: '国际城', en: 'International City', vi: 'International City' }, { zh: '迪拜码头', en: 'Dubai Marina', vi: 'Dubai Marina' }, { zh: '商业湾', en: 'Business Bay', vi: 'Business Bay' }, { zh: '德拉', en: 'Deira', vi: 'Deira' }],
  },
  {
    code: 'singapore', names: { zh: '新加坡', en: 'Singapore', vi: 'Singapore' }, country_code: 'SG',
    country_names: { zh: '新加坡', en: 'Singapore', vi: 'Singapore' }, currency: 'SGD', currency_symbol: 'S$',
    price_units: { zh: '新元', en: 'SGD', vi: 'SGD' }, time_zone: 'Asia/Singapore', latitude: 1.3521, longitude: 103.8198, default_lang: 'zh',
    districts: [{ zh: '牛车水', en: 'Chinatown', vi: 'Chinatown' }, { zh: '乌节路', en: 'Orchard', vi: 'Orchard' }, { zh: '宏茂桥', en: 'Ang Mo Kio', vi: 'Ang Mo Kio' }],
  },
  {
    code: 'jakarta', names: { zh: '雅加达', en: 'Jakarta', vi: 'Jakarta' }, country_code: 'ID',
    country_names: { zh: '印度尼西亚', en: 'Indonesia', vi: 'Indonesia' }, currency: 'IDR', currency_symbol: 'Rp',
    price_units: { zh: '印尼盾', en: 'IDR', vi: 'Rupiah' }, time_zone: 'Asia/Jakarta', latitude: -6.2088, longitude: 106.8456, default_lang: 'zh',
    districts: [{ zh: '北雅加达（班芝兰）', en: 'North Jakarta (PIK)', vi: 'Bắc Jakarta' }, { zh: '南雅加达', en: 'South Jakarta', vi: 'Nam Jakarta' }, { zh: '西雅加达', en: 'West Jakarta', vi: 'Tây Jakarta' }],
  },
];

/** Phone area codes shown by the area-code picker; 86 first (the spec's default). */
export const seedAreaCodes: Array<{ country_code: string; code: string; names: LocalizedText; flag: string }> = [
  { country_code: 'CN', code: '86', names: { zh: '中国大陆', en: 'China', vi: 'Trung Quốc' }, flag: '🇨🇳' },
  { country_code: 'VN', code: '84', names: { zh: '越南', en: 'Vietnam', vi: 'Việt Nam' }, flag: '🇻🇳' },
  { country_code: 'KH', code: '855', names: { zh: '柬埔寨', en: 'Cambodia', vi: 'Campuchia' }, flag: '🇰🇭' },
  { country_code: 'TH', code: '66', names: { zh: '泰国', en: 'Thailand', vi: 'Thái Lan' }, flag: '🇹🇭' },
  { country_code: 'MY', code: '60', names: { zh: '马来西亚', en: 'Malaysia', vi: 'Malaysia' }, flag: '🇲🇾' },
  { country_code: 'PH', code: '63', names: { zh: '菲律宾', en: 'Philippines', vi: 'Philippines' }, flag: '🇵🇭' },
  { country_code: 'AE', code: '971', names: { zh: '阿联酋', en: 'United Arab Emirates', vi: 'UAE' }, flag: '🇦🇪' },
  { country_code: 'SG', code: '65', names: { zh: '新加坡', en: 'Singapore', vi: 'Singapore' }, flag: '🇸🇬' },
  { country_code: 'ID', code: '62', names: { zh: '印度尼西亚', en: 'Indonesia', vi: 'Indonesia' }, flag: '🇮🇩' },
  { country_code: 'LA', code: '856', names: { zh: '老挝', en: 'Laos', vi: 'Lào' }, flag: '🇱🇦' },
  { country_code: 'MM', code: '95', names: { zh: '缅甸', en: 'Myanmar', vi: 'Myanmar' }, flag: '🇲🇲' },
  { country_code: 'HK', code: '852', names: { zh: '中国香港', en: 'Hong Kong', vi: 'Hồng Kông' }, flag: '🇭🇰' },
  { country_code: 'MO', code: '853', names: { zh: '中国澳门', en: 'Macau', vi: 'Ma Cao' }, flag: '🇲🇴' },
  { country_code: 'TW', code: '886', names: { zh: '中国台湾', en: 'Taiwan', vi: 'Đài Loan' }, flag: '🇹🇼' },
  { country_code: 'JP', code: '81', names: { zh: '日本', en: 'Japan', vi: 'Nhật Bản' }, flag: '🇯🇵' },
  { country_code: 'KR', code: '82', names: { zh: '韩国', en: 'South Korea', vi: 'Hàn Quốc' }, flag: '🇰🇷' },
  { country_code: 'US', code: '1', names: { zh: '美国', en: 'United States', vi: 'Hoa Kỳ' }, flag: '🇺🇸' },
  { country_code: 'GB', code: '44', names: { zh: '英国', en: 'United Kingdom', vi: 'Anh' }, flag: '🇬🇧' },
  { country_code: 'AU', code: '61', names: { zh: '澳大利亚', en: 'Australia', vi: 'Úc' }, flag: '🇦🇺' },
];
