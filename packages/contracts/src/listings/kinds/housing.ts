import { L, byCategory, byDistrict, byPrice, defineKind, standardPaths } from '../define.js';

export const housing = defineKind({
  kind: 'housing',
  label: L('房屋租售', 'Homes', 'Nhà đất'),
  paths: standardPaths('/housing'),
  pages: { list: '/pages/house/list', detail: '/pages/house/detail', edit: '/pages/house/edit', manage: '/pages/house/manage' },
  liveStatus: 'online',
  sold: L('已租/已售', 'Let / sold', 'Đã thuê / đã bán'),
  price: {
    label: L('价格', 'Price', 'Giá'),
    required: true,
    units: { month: L('月', 'month', 'tháng'), total: L('总价', 'total', 'tổng') },
  },
  title: { label: L('标题', 'Title', 'Tiêu đề'), min: 4, max: 60 },
  description: { label: L('房源描述', 'Description', 'Mô tả'), max: 3000, required: true },
  images: { min: 1, max: 9 },
  fields: {
    deal: { type: 'enum', label: L('类型', 'Deal', 'Loại'), required: true, card: true, options: { rent: L('出租', 'For rent', 'Cho thuê'), sale: L('出售', 'For sale', 'Bán') } },
    area_sqm: { type: 'number', label: L('面积', 'Floor area', 'Diện tích'), min: 1, max: 100000, unit: L('㎡', 'm²', 'm²'), required: true, card: true },
    rooms: { type: 'int', label: L('卧室', 'Bedrooms', 'Phòng ngủ'), min: 0, max: 50, required: true, card: true },
    bathrooms: { type: 'int', label: L('卫生间', 'Bathrooms', 'Phòng tắm'), min: 0, max: 50 },
    floor: { type: 'int', label: L('楼层', 'Floor', 'Tầng'), min: -5, max: 200 },
    furnishing: { type: 'enum', label: L('装修', 'Furnishing', 'Nội thất'), card: true, options: { full: L('家具齐全', 'Furnished', 'Đầy đủ nội thất'), partial: L('部分家具', 'Part furnished', 'Một phần nội thất'), none: L('无家具', 'Unfurnished', 'Không nội thất') } },
    move_in: { type: 'date', label: L('可入住日期', 'Available from', 'Ngày vào ở'), reviewed: false },
    pets: { type: 'bool', label: L('可养宠物', 'Pets allowed', 'Cho nuôi thú cưng'), reviewed: false },
  },
  filters: [
    { field: 'deal', mode: 'eq' },
    byCategory,
    byDistrict,
    byPrice,
    { field: 'rooms', mode: 'eq' },
    { field: 'furnishing', mode: 'eq' },
    { field: 'area_sqm', mode: 'range' },
  ],
  sorts: ['newest', 'price_asc', 'price_desc', 'popular'],
  cardPreset: 'searchList',
});
