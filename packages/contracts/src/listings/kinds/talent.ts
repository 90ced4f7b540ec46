import { L, byCategory, byDistrict, byPrice, defineKind, standardPaths } from '../define.js';

/** Skilled people offering their services (designers, drivers, tutors...), spec `talent/*`. */
export const talent = defineKind({
  kind: 'talent',
  label: L('人才服务', 'Talent', 'Nhân tài'),
  paths: standardPaths('/talent', { save: '/talent/save' }),
  pages: { list: '/pagesA/talent/list', detail: '/pagesA/talent/detail', edit: '/pagesA/talent/edit', manage: '/pagesA/talent/edit' },
  liveStatus: 'online',
  price: { label: L('服务报价', 'Rate', 'Giá dịch vụ'), required: false, units: { hour: L('小时', 'hour', 'giờ'), day: L('天', 'day', 'ngày'), job: L('次', 'job', 'lần') } },
  title: { label: L('服务标题', 'Headline', 'Tiêu đề'), min: 2, max: 40 },
  description: { label: L('服务介绍', 'About the service', 'Giới thiệu dịch vụ'), max: 3000, required: true },
  images: { min: 0, max: 9 },
  fields: {
    years: { type: 'int', label: L('从业年限', 'Years of experience', 'Số năm kinh nghiệm'), min: 0, max: 60, unit: L('年', 'yrs', 'năm'), card: true },
    languages: { type: 'multi', label: L('服务语言', 'Languages', 'Ngôn ngữ'), maxItems: 5, card: true, options: { zh: L('中文', 'Chinese', 'Tiếng Trung'), en: L('英语', 'English', 'Tiếng Anh'), vi: L('越南语', 'Vietnamese', 'Tiếng Việt'), th: L('泰语', 'Thai', 'Tiếng Thái'), other: L('其他', 'Other', 'Khác') } },
    remote: { type: 'bool', label: L('可远程', 'Works remotely', 'Làm từ xa'), reviewed: false },
  },
  filters: [
    byCategory,
    byDistrict,
    byPrice,
  ],
  sorts: ['newest', 'price_asc', 'popular'],
  cardPreset: 'searchList',
});
