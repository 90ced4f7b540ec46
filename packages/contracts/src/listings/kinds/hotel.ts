import { L, byCategory, byDistrict, defineKind, standardPaths } from '../define.js';

/**
 * A hotel (spec "Hotels", `/pagesA/hotel/*`, docs/hotels.md): a merchant publishes it, the area's admin reviews it
 * like other listings. Its room types, nights, orders and reviews live in the hotels module; the list's stay,
 * guests, price, tag, rating and distance parameters are the module's hook on the engine (`hotel/list`).
 * The cancellation policy and the auto-confirm time are attributes the hotel edits without a new review; an
 * order keeps the policy it was placed under. `tags` hold codes of the area's hotel tags (`hotel/tag/list`).
 */
export const hotel = defineKind({
  kind: 'hotel',
  label: L('酒店住宿', 'Hotels', 'Khách sạn'),
  paths: standardPaths('/hotel', { save: '/hotel/save' }),
  pages: { list: '/pagesA/hotel/list', detail: '/pagesA/hotel/detail', edit: '/pagesA/hotel/release', manage: '/pagesA/hotel/manage' },
  liveStatus: 'online',
  categoryRequired: false,
  title: { label: L('酒店名称', 'Hotel name', 'Tên khách sạn'), min: 2, max: 60 },
  description: { label: L('酒店介绍', 'About the hotel', 'Giới thiệu khách sạn'), max: 5000, required: true },
  images: { min: 1, max: 9 },
  fields: {
    star: { type: 'int', label: L('星级', 'Stars', 'Hạng sao'), min: 0, max: 5, card: true },
    check_in_time: { type: 'text', label: L('入住时间', 'Check-in from', 'Giờ nhận phòng'), max: 5, placeholder: L('14:00', '14:00', '14:00'), reviewed: false },
    check_out_time: { type: 'text', label: L('退房时间', 'Check-out by', 'Giờ trả phòng'), max: 5, placeholder: L('12:00', '12:00', '12:00'), reviewed: false },
    free_cancel_days: { type: 'int', label: L('提前几天可免费取消', 'Free cancellation until (days before)', 'Hủy miễn phí trước (ngày)'), min: 0, max: 60, unit: L('天', 'days', 'ngày'), reviewed: false },
    cancel_fee_percent: { type: 'int', label: L('之后取消扣除比例', 'Later cancellation keeps', 'Hủy muộn giữ lại'), min: 0, max: 100, unit: L('%', '%', '%'), reviewed: false },
    auto_confirm_hours: { type: 'int', label: L('自动确认时间', 'Auto-confirm after', 'Tự động xác nhận sau'), min: 0, max: 72, unit: L('小时', 'hours', 'giờ'), reviewed: false },
  },
  filters: [byCategory, byDistrict],
  sorts: ['newest', 'popular'],
  cardPreset: 'searchList',
});
