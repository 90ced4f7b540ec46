import { L, byCategory, byDistrict, defineKind, standardPaths } from '../define.js';

/**
 * A registered company or merchant (spec `company*`, `user/company*`; the shop pages and the Merchants tab).
 * A company that passed review may publish jobs; people follow it.
 */
export const company = defineKind({
  kind: 'company',
  label: L('商家企业', 'Companies', 'Doanh nghiệp'),
  paths: standardPaths('/company', { save: '/company/registerCompany', listUser: '/user/companyList', fieldUpdate: '/user/company/fieldUpdate/:id', remove: '/user/company/:id' }),
  pages: { list: '/pages/shop/list', detail: '/pages/shop/detail', edit: '/pages/shop/register', manage: '/pages/shop/manage' },
  liveStatus: 'online',
  categoryGroup: 'enterprise',
  title: { label: L('企业名称', 'Company name', 'Tên doanh nghiệp'), min: 2, max: 60 },
  description: { label: L('企业简介', 'About the company', 'Giới thiệu'), max: 5000, required: true },
  images: { min: 1, max: 9 },
  fields: {
    license_no: { type: 'text', label: L('营业执照号', 'Business licence no.', 'Số giấy phép KD'), max: 40, required: true },
    founded: { type: 'int', label: L('成立年份', 'Founded', 'Năm thành lập'), min: 1800, max: 2100 },
    size: { type: 'enum', label: L('规模', 'Size', 'Quy mô'), card: true, options: { s: L('1-20人', '1–20 people', '1–20 người'), m: L('20-100人', '20–100 people', '20–100 người'), l: L('100-500人', '100–500 people', '100–500 người'), xl: L('500人以上', '500+ people', 'Trên 500 người') } },
    opening_hours: { type: 'text', label: L('营业时间', 'Opening hours', 'Giờ mở cửa'), max: 60, card: true, reviewed: false },
    website: { type: 'text', label: L('网站', 'Website', 'Website'), max: 200 },
  },
  filters: [
    byCategory,
    byDistrict,
    { field: 'size', mode: 'eq' },
  ],
  sorts: ['newest', 'popular'],
  cardPreset: 'hotMerchant',
});
