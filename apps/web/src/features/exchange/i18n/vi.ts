import type { Dictionary } from '../../../i18n/dictionary';
import type { exchangeZh } from './zh';

export const exchangeVi: Dictionary<typeof exchangeZh> = {
  home: {
    heading: 'Tỷ giá {{code}}',
    headline: '1 {{from}} = {{rate}} {{to}}',
    updatedAt: 'Cập nhật {{time}}',
    stale: 'Tỷ giá có thể đã cũ',
    staleHint: 'Hơn {{hours}} giờ chưa cập nhật, chỉ để tham khảo',
    list: '{{code}} so với các loại tiền khác',
    perOne: '1 {{code}} =',
    inverse: '1 {{from}} = {{rate}} {{to}}',
    empty: 'Chưa có dữ liệu tỷ giá',
    note: 'Tỷ giá chỉ để tham khảo; ngân hàng và quầy đổi tiền có giá riêng.',
    manage: 'Đặt tỷ giá',
  },
  source: {
    feed: 'Thị trường',
    admin: 'Khu vực đặt',
    seed: 'Tỷ giá tham khảo',
  },
  converter: {
    title: 'Quy đổi tiền tệ',
    amount: 'Số tiền',
    from: 'Từ',
    to: 'Sang',
    swap: 'Đổi chỗ hai loại tiền',
    submit: 'Quy đổi',
    invalid: 'Nhập số tiền hợp lệ ({{code}}: tối đa {{digits}} chữ số thập phân)',
    result: '{{from}} = {{to}}',
    rate: 'Theo 1 {{from}} = {{rate}} {{to}}',
  },
  manage: {
    title: 'Tỷ giá của {{area}}',
    hint: 'Nhập số đơn vị cho 1 đô la Mỹ; chỉ áp dụng cho khu vực này. Xóa để dùng lại tỷ giá thị trường.',
    perUsd: '1 USD = ? {{code}}',
    now: 'Hiện tại: {{rate}}',
    feed: 'Thị trường: {{rate}}',
    setBy: '{{name}} đặt lúc {{time}}',
    preview: '≈ 1 {{home}} = {{rate}} {{area}}',
    reset: 'Dùng tỷ giá thị trường',
    undoReset: 'Hoàn tác',
    willReset: 'Tỷ giá thị trường sẽ áp dụng lại sau khi lưu',
    save: 'Lưu',
    saved: 'Đã lưu tỷ giá',
    nothing: 'Không có thay đổi',
    invalid: 'Nhập số lớn hơn 0, tối đa 12 chữ số thập phân',
  },
};

export default exchangeVi;
