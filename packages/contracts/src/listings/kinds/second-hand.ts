import { L, byCategory, byDistrict, byPrice, defineKind, standardPaths } from '../define.js';

export const shGoods = defineKind({
  kind: 'shGoods',
  label: L('二手闲置', 'Second-hand', 'Đồ cũ'),
  // The spec's list call is `GET shGoods`; `/shGoods/list` is served too.
  paths: standardPaths('/shGoods', { list: '/shGoods', listAliases: ['/shGoods/list'] }),
  pages: { list: '/pages/publicPage/list', detail: '/pages/publicPage/detail', edit: '/pages/publicPage/second-hand/editForm', manage: '/pages/my/second-hand' },
  liveStatus: 'on-sale',
  sold: L('已售出', 'Sold', 'Đã bán'),
  price: { label: L('价格', 'Price', 'Giá'), required: true },
  title: { label: L('宝贝标题', 'Title', 'Tiêu đề'), min: 2, max: 60 },
  description: { label: L('宝贝描述', 'Description', 'Mô tả'), max: 2000, required: true },
  images: { min: 1, max: 9 },
  fields: {
    condition: { type: 'enum', label: L('成色', 'Condition', 'Tình trạng'), required: true, card: true, options: { new: L('全新', 'New', 'Mới'), like_new: L('几乎全新', 'Like new', 'Như mới'), good: L('轻微使用痕迹', 'Good', 'Tốt'), fair: L('明显使用痕迹', 'Fair', 'Khá') } },
    negotiable: { type: 'bool', label: L('可议价', 'Negotiable', 'Có thể thương lượng'), card: true, reviewed: false },
    delivery: { type: 'multi', label: L('交易方式', 'Hand-over', 'Hình thức giao'), required: true, maxItems: 2, reviewed: false, options: { delivery: L('可送货', 'Delivery', 'Giao hàng'), pickup: L('自提', 'Pick-up', 'Tự đến lấy') } },
  },
  filters: [
    byCategory,
    byDistrict,
    byPrice,
    { field: 'condition', mode: 'eq' },
  ],
  sorts: ['newest', 'price_asc', 'price_desc', 'popular'],
  cardPreset: 'secondHand',
});
