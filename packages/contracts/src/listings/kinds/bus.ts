import { L, byCategory, byDistrict, byPrice, defineKind, standardPaths } from '../define.js';

/**
 * Chartered buses (spec: the home entry configured by `basis/configBus`; "similar list/info/save calls"): operators
 * offer vehicles with a driver for airport transfers, business trips, tours and crew changes, priced per trip or day;
 * the area's admin reviews each offer like other listings (docs/smaller-screens.md).
 */
export const bus = defineKind({
  kind: 'bus',
  label: L('包车服务', 'Chartered bus', 'Thuê xe'),
  paths: standardPaths('/bus', { save: '/bus/save' }),
  pages: { list: '/pagesA/bus/list', detail: '/pagesA/bus/detail', edit: '/pagesA/bus/release', manage: '/pagesA/bus/manage' },
  liveStatus: 'online',
  price: { label: L('价格', 'Price', 'Giá'), required: true, units: { trip: L('趟', 'trip', 'chuyến'), day: L('天', 'day', 'ngày'), hour: L('小时', 'hour', 'giờ') } },
  title: { label: L('标题', 'Title', 'Tiêu đề'), min: 4, max: 60 },
  description: { label: L('服务说明', 'About the service', 'Mô tả dịch vụ'), max: 3000, required: true },
  images: { min: 1, max: 9 },
  fields: {
    seats: { type: 'int', label: L('座位数', 'Seats', 'Số chỗ'), min: 4, max: 60, required: true, card: true },
    vehicle: { type: 'text', label: L('车型', 'Vehicle', 'Loại xe'), max: 40, required: true, card: true },
    services: {
      type: 'multi', label: L('服务类型', 'Services', 'Dịch vụ'), maxItems: 5, required: true, card: true,
      options: { airport: L('机场接送', 'Airport transfer', 'Đưa đón sân bay'), business: L('商务包车', 'Business trips', 'Công tác'), tour: L('旅游包车', 'Tours', 'Du lịch'), crew_change: L('船员换班', 'Crew change', 'Đổi ca thuyền viên'), long_distance: L('长途', 'Long distance', 'Đường dài') },
    },
    driver_languages: {
      type: 'multi', label: L('司机语言', 'Driver speaks', 'Tài xế nói'), maxItems: 4, reviewed: false,
      options: { zh: L('中文', 'Chinese', 'Tiếng Trung'), en: L('英语', 'English', 'Tiếng Anh'), vi: L('越南语', 'Vietnamese', 'Tiếng Việt'), local: L('当地语言', 'Local language', 'Tiếng địa phương') },
    },
    book_ahead_hours: { type: 'int', label: L('提前预约', 'Book ahead', 'Đặt trước'), min: 0, max: 168, unit: L('小时', 'hours', 'giờ'), reviewed: false },
  },
  filters: [byCategory, { field: 'services', mode: 'eq' }, { field: 'seats', mode: 'range' }, byDistrict, byPrice],
  sorts: ['newest', 'price_asc', 'price_desc', 'popular'],
  cardPreset: 'searchList',
});
