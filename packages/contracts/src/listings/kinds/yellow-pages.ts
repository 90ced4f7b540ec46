import { L, byCategory, byDistrict, defineKind, standardPaths } from '../define.js';

/** Yellow-pages entries: the directory by type (spec `yp*`; /pages/common/enterprise-*, /pagesA/enterprise/*). */
export const yp = defineKind({
  kind: 'yp',
  label: L('企业黄页', 'Yellow pages', 'Danh bạ doanh nghiệp'),
  paths: standardPaths('/yp', { list: '/yp/enterprise', save: '/yp/enterprise', fieldUpdate: '/yp/enterprise/fieldUpdate/:id', remove: '/yp/enterprise/:id' }),
  pages: { list: '/pages/common/enterprise-list', detail: '/pages/shop/detail', edit: '/pagesA/enterprise/edit', manage: '/pagesA/enterprise/manage' },
  liveStatus: 'online',
  categoryGroup: 'enterprise',
  title: { label: L('名称', 'Name', 'Tên'), min: 2, max: 60 },
  description: { label: L('简介', 'About', 'Giới thiệu'), max: 3000, required: true },
  images: { min: 1, max: 9 },
  fields: {
    services: { type: 'text', label: L('主营业务', 'Main services', 'Dịch vụ chính'), max: 200, required: true, card: true },
    opening_hours: { type: 'text', label: L('营业时间', 'Opening hours', 'Giờ mở cửa'), max: 60, card: true, reviewed: false },
    website: { type: 'text', label: L('网站', 'Website', 'Website'), max: 200 },
  },
  filters: [
    byCategory,
    byDistrict,
  ],
  sorts: ['newest', 'popular'],
  cardPreset: 'hotMerchant',
});
