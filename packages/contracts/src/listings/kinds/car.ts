import { L, byCategory, byDistrict, byPrice, defineKind, standardPaths } from '../define.js';

/** Cars for sale and for rent are one kind: car rental screens list the `deal = rent` ones, priced per day. */
export const car = defineKind({
  kind: 'car',
  label: L('汽车', 'Cars', 'Ô tô'),
  paths: standardPaths('/car', { save: '/car/save' }),
  pages: { list: '/pages/car/list', detail: '/pages/car/detail', edit: '/pages/car/release', manage: '/pages/car/manage' },
  liveStatus: 'on-sale',
  sold: L('已售出', 'Sold', 'Đã bán'),
  price: {
    label: L('价格', 'Price', 'Giá'),
    required: true,
    units: { total: L('总价', 'total', 'tổng'), day: L('天', 'day', 'ngày'), month: L('月', 'month', 'tháng') },
  },
  title: { label: L('标题', 'Title', 'Tiêu đề'), min: 4, max: 60 },
  description: { label: L('车况描述', 'Description', 'Mô tả'), max: 3000, required: true },
  images: { min: 1, max: 9 },
  fields: {
    deal: { type: 'enum', label: L('类型', 'Deal', 'Loại'), required: true, card: true, options: { sale: L('出售', 'For sale', 'Bán'), rent: L('租赁', 'For rent', 'Cho thuê') } },
    make: { type: 'text', label: L('品牌', 'Make', 'Hãng'), max: 30, required: true, card: true },
    model: { type: 'text', label: L('车型', 'Model', 'Dòng xe'), max: 40, required: true, card: true },
    year: { type: 'int', label: L('年份', 'Year', 'Năm'), min: 1950, max: 2100, required: true, card: true },
    mileage_km: { type: 'int', label: L('里程', 'Mileage', 'Số km'), min: 0, max: 2000000, unit: L('公里', 'km', 'km'), card: true },
    gearbox: { type: 'enum', label: L('变速箱', 'Gearbox', 'Hộp số'), options: { auto: L('自动', 'Automatic', 'Tự động'), manual: L('手动', 'Manual', 'Số sàn') } },
    fuel: { type: 'enum', label: L('燃料', 'Fuel', 'Nhiên liệu'), options: { petrol: L('汽油', 'Petrol', 'Xăng'), diesel: L('柴油', 'Diesel', 'Dầu'), hybrid: L('混动', 'Hybrid', 'Hybrid'), electric: L('纯电', 'Electric', 'Điện') } },
    seats: { type: 'int', label: L('座位数', 'Seats', 'Số chỗ'), min: 1, max: 60 },
    with_driver: { type: 'bool', label: L('可配司机', 'Driver available', 'Có tài xế'), reviewed: false },
  },
  filters: [
    { field: 'deal', mode: 'eq' },
    byCategory,
    byDistrict,
    byPrice,
    { field: 'gearbox', mode: 'eq' },
    { field: 'fuel', mode: 'eq' },
    { field: 'year', mode: 'range' },
  ],
  sorts: ['newest', 'price_asc', 'price_desc', 'popular'],
  cardPreset: 'searchList',
  // Car save errors need reading (several field problems at once): a dialog, not a toast.
  saveErrorStyle: 'modal',
});
