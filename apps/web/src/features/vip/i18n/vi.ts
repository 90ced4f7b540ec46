import type { Dictionary } from '../../../i18n/dictionary';
import type { vipZh } from './zh';

export const vipVi: Dictionary<typeof vipZh> = {
  me: 'Thành viên VIP',
  meUntil: 'Đến {{date}}',
  become: 'Nâng cấp VIP',
  renew: 'Gia hạn',
  statusActive: 'VIP · đến {{date}}',
  statusNone: 'Bạn chưa là thành viên VIP',
  statusEnded: 'VIP của bạn đã hết hạn ngày {{date}}',
  benefits: 'Quyền lợi',
  liveLimit: 'Tin hiển thị cùng lúc: {{count}} / {{limit}}',
  freeTop: '{{days}} ngày ghim miễn phí mỗi tháng (tháng này còn {{left}})',
  badgeHint: 'Huy hiệu VIP trên thẻ tin và trong trò chuyện',
  tiers: 'Chọn gói',
  tierDays: '{{days}} ngày',
  tierLive: 'Tối đa {{limit}} tin hiển thị',
  tierTop: '{{days}} ngày ghim miễn phí mỗi tháng',
  buy: 'Mua ngay',
  renewNote: 'Gia hạn sẽ cộng thêm ngày sau ngày hết hạn hiện tại',
  noTiers: 'Khu vực này chưa có gói VIP',
  orders: 'Đơn VIP',
  open: {
    title: 'Phí mở',
    company: 'Mở trang doanh nghiệp',
    shop: 'Mở cửa hàng',
    guide: 'Đăng hồ sơ hướng dẫn viên & phiên dịch',
    hint: 'Mở ở khu vực này tốn {{amount}}: gửi đăng ký rồi thanh toán; sau khi thanh toán, đơn sẽ được duyệt',
    waiting: 'Đơn đăng ký đã lưu; thanh toán phí mở {{amount}} để gửi duyệt',
    paid: 'Đã thanh toán phí mở; đơn đăng ký đang được duyệt',
    refunded: 'Phí mở đã được hoàn và đơn đăng ký đã ẩn; thanh toán lại để khôi phục',
    free: 'Khu vực này nay không thu phí mở; hãy gửi duyệt từ trang quản lý',
    pay: 'Thanh toán phí mở',
    toMine: 'Xem đơn đăng ký của tôi',
  },
};
export default vipVi;
