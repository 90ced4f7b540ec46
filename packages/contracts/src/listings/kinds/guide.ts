import { L, byCategory, byDistrict, byPrice, defineKind, standardPaths } from '../define.js';

/** Languages a guide or translator works in (the spec names none; the app's three first, then the region's). */
export const GUIDE_LANGUAGES = {
  zh: L('中文', 'Chinese', 'Tiếng Trung'),
  en: L('英语', 'English', 'Tiếng Anh'),
  vi: L('越南语', 'Vietnamese', 'Tiếng Việt'),
  th: L('泰语', 'Thai', 'Tiếng Thái'),
  ja: L('日语', 'Japanese', 'Tiếng Nhật'),
  ko: L('韩语', 'Korean', 'Tiếng Hàn'),
  km: L('高棉语', 'Khmer', 'Tiếng Khmer'),
  ms: L('马来语', 'Malay', 'Tiếng Mã Lai'),
  fr: L('法语', 'French', 'Tiếng Pháp'),
  other: L('其他', 'Other', 'Khác'),
} as const;

/**
 * A guide's or translator's profile (spec "Guides": `guide/*`, `user/guide*`, `/api/admin/vn/guide`), a listing
 * kind: the area reviews it, lists and searches it, and its admin calls are the engine's (docs/guides.md).
 * The price is the rate per hour; `rate_day` the rate per day. Certificates, free days and ratings live beside
 * it in the guides module (`guide_profile`). Its categories (group `guide`) are seeded by the guides module.
 */
export const guide = defineKind({
  kind: 'guide',
  label: L('翻译导游', 'Guides & translators', 'Hướng dẫn viên & phiên dịch'),
  paths: standardPaths('/guide', { listUser: '/user/guide', save: '/user/guide', fieldUpdate: '/user/guide/fieldUpdate/:id', remove: '/user/guide/:id' }),
  pages: { list: '/pages/translate/list', detail: '/pages/translate/detail', edit: '/pages/translate/register', manage: '/pages/translate/manage' },
  liveStatus: 'online',
  price: { label: L('每小时费用', 'Rate per hour', 'Giá mỗi giờ'), required: true, units: { hour: L('小时', 'hour', 'giờ') } },
  title: { label: L('称呼', 'Display name', 'Tên hiển thị'), min: 2, max: 60 },
  description: { label: L('个人介绍', 'About me', 'Giới thiệu'), max: 3000, required: true },
  images: { min: 1, max: 9 },
  fields: {
    roles: { type: 'multi', label: L('服务身份', 'I work as', 'Vai trò'), required: true, card: true, maxItems: 2, options: { guide: L('导游', 'Guide', 'Hướng dẫn viên'), translator: L('翻译', 'Translator', 'Phiên dịch') } },
    languages: { type: 'multi', label: L('语言', 'Languages', 'Ngôn ngữ'), required: true, card: true, maxItems: 6, options: GUIDE_LANGUAGES },
    cities: { type: 'text', label: L('服务城市', 'Cities served', 'Thành phố phục vụ'), max: 120, required: true, card: true },
    services: {
      type: 'multi',
      label: L('服务项目', 'Services', 'Dịch vụ'),
      maxItems: 6,
      options: {
        tour: L('城市导览', 'City tours', 'Tham quan thành phố'),
        business: L('商务陪同翻译', 'Business interpreting', 'Phiên dịch thương mại'),
        documents: L('文件翻译', 'Document translation', 'Dịch tài liệu'),
        medical: L('就医陪同', 'Hospital visits', 'Đi khám bệnh'),
        airport: L('接送机', 'Airport pick-up', 'Đón tiễn sân bay'),
        shopping: L('购物陪同', 'Shopping', 'Đi mua sắm'),
      },
    },
    // In the listing's currency; not a `money` field (those read per the price's unit, here the hour).
    rate_day: { type: 'number', label: L('每天费用', 'Rate per day', 'Giá mỗi ngày'), min: 0, max: 100_000_000, unit: L('/天', '/day', '/ngày'), card: true, reviewed: false },
    experience_years: { type: 'int', label: L('从业年限', 'Years of experience', 'Số năm kinh nghiệm'), min: 0, max: 60, unit: L('年', 'yrs', 'năm') },
  },
  filters: [
    byCategory,
    { field: 'roles', mode: 'eq' },
    { field: 'languages', mode: 'eq' },
    byDistrict,
    byPrice,
  ],
  sorts: ['newest', 'price_asc', 'price_desc', 'popular'],
  cardPreset: 'avatar',
});
