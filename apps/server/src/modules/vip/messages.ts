import { defineMessages } from '../../core/message-parts.js';

/** VIP and merchant opening messages (docs/vip.md); `vip.title.*` and `open.title.*` are order titles. */
export const vipMessages = defineMessages({
  zh: {
    'vip.tier_invalid': '该 VIP 套餐配置有误，请联系客服',
    'vip.free_top_short': '本月免费置顶天数不足（剩余 {left} 天）',
    'vip.title': 'VIP 会员 · {name} · {days} 天',
    'open.title': '{name} · {title}',
    'open.not_found': '找不到该入驻申请，请确认是您本人提交的企业或店铺',
    'open.not_due': '该申请无需缴纳入驻费或已缴纳',
    'open.free_now': '本站点暂不收取入驻费，申请将直接提交审核',
    'open.fee_unpaid': '请先缴纳入驻费，缴费后申请将提交审核',
  },
  en: {
    'vip.tier_invalid': 'This VIP package is set up wrongly; please contact customer service',
    'vip.free_top_short': 'Not enough free top days left this month ({left} left)',
    'vip.title': 'VIP · {name} · {days} days',
    'open.title': '{name} · {title}',
    'open.not_found': 'This registration was not found; check that it is your own company or shop',
    'open.not_due': 'This registration has no opening fee to pay, or it is paid already',
    'open.free_now': 'This area does not charge for opening now; the registration goes to review on its own',
    'open.fee_unpaid': 'Pay the opening fee first; once paid, the registration goes to review',
  },
  vi: {
    'vip.tier_invalid': 'Gói VIP này được thiết lập sai; vui lòng liên hệ chăm sóc khách hàng',
    'vip.free_top_short': 'Không đủ ngày ghim miễn phí tháng này (còn {left} ngày)',
    'vip.title': 'VIP · {name} · {days} ngày',
    'open.title': '{name} · {title}',
    'open.not_found': 'Không tìm thấy đơn đăng ký này; hãy kiểm tra đó là doanh nghiệp hoặc cửa hàng của bạn',
    'open.not_due': 'Đơn đăng ký này không cần phí mở hoặc đã thanh toán',
    'open.free_now': 'Khu vực này hiện không thu phí mở; đơn đăng ký sẽ tự được gửi duyệt',
    'open.fee_unpaid': 'Hãy thanh toán phí mở trước; sau khi thanh toán, đơn đăng ký sẽ được gửi duyệt',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    vip: typeof vipMessages.zh;
  }
}
