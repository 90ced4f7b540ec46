import { defineMessages } from '../../core/message-parts.js';

/** Ad slots in the home carousel. */
export const adsMessages = defineMessages({
  zh: {
    'ad.withdraw_state': '只能下架已通过审核的广告（当前：{state}），请刷新后查看',
    'ad.withdraw_over': '该广告的日期都已过去，无需下架',
    'ad.notice_withdrawn': '您的广告“{title}”已被管理员下架',
    'ad.notice_withdrawn_body': '原因：{reason}。尚未展示的 {days} 天已退款，日期已释放',
    'ad.date_taken': '{date} 已被他人预订，请换一天',
    'ad.date_out_of_range': '{date} 不可预订：只能预订 {first} 到 {last} 之间的日期',
    'ad.dates_repeated': '日期 {date} 重复了，每天只能选一次',
    'ad.listing_not_mine': '只能链接到您自己发布的信息或您的公司',
    'ad.not_found': '该广告不存在或尚未通过审核',
    'ad.state': '该广告当前状态（{state}）不能审核，请刷新后查看',
    'ad.area_forbidden': '您不能审核该站点的广告',
    'ad.order_title': '轮播广告 · {days} 天 · {title}',
    'ad.notice_approved': '您的广告“{title}”已通过审核',
    'ad.notice_approved_body': '它将在您购买的日期显示在首页轮播中',
    'ad.notice_rejected': '您的广告“{title}”未通过审核',
    'ad.notice_rejected_body': '原因：{reason}。订单已全额退款，所选日期已释放',
  },
  en: {
    'ad.withdraw_state': 'Only an approved ad can be taken down (this one is {state}); refresh to see it',
    'ad.withdraw_over': 'All of this ad’s days are over; there is nothing to take down',
    'ad.notice_withdrawn': 'Your ad “{title}” was taken down by the area’s admin',
    'ad.notice_withdrawn_body': 'Reason: {reason}. The {days} days not yet shown were refunded and freed',
    'ad.date_taken': '{date} is already booked by someone else; please pick another day',
    'ad.date_out_of_range': '{date} cannot be booked: pick days from {first} to {last}',
    'ad.dates_repeated': 'The day {date} is listed twice; pick each day once',
    'ad.listing_not_mine': 'An ad can only link to your own listing or your company',
    'ad.not_found': 'This ad does not exist or has not been approved yet',
    'ad.state': 'This ad is {state} now and cannot be reviewed; refresh to see it',
    'ad.area_forbidden': 'You cannot review the ads of this area',
    'ad.order_title': 'Carousel ad · {days} days · {title}',
    'ad.notice_approved': 'Your ad “{title}” was approved',
    'ad.notice_approved_body': 'It will show in the home carousel on the days you bought',
    'ad.notice_rejected': 'Your ad “{title}” was not approved',
    'ad.notice_rejected_body': 'Reason: {reason}. The order was refunded in full and your days were freed',
  },
  vi: {
    'ad.withdraw_state': 'Chỉ có thể gỡ quảng cáo đã được duyệt (quảng cáo này đang ở trạng thái {state}); hãy tải lại',
    'ad.withdraw_over': 'Các ngày của quảng cáo này đã qua hết; không cần gỡ',
    'ad.notice_withdrawn': 'Quảng cáo “{title}” của bạn đã bị quản trị viên gỡ xuống',
    'ad.notice_withdrawn_body': 'Lý do: {reason}. {days} ngày chưa hiển thị đã được hoàn tiền và giải phóng',
    'ad.date_taken': 'Ngày {date} đã có người đặt; vui lòng chọn ngày khác',
    'ad.date_out_of_range': 'Không thể đặt ngày {date}: chỉ đặt được từ {first} đến {last}',
    'ad.dates_repeated': 'Ngày {date} bị chọn hai lần; mỗi ngày chỉ chọn một lần',
    'ad.listing_not_mine': 'Quảng cáo chỉ có thể liên kết tới tin đăng hoặc công ty của bạn',
    'ad.not_found': 'Quảng cáo không tồn tại hoặc chưa được duyệt',
    'ad.state': 'Quảng cáo đang ở trạng thái {state}, không thể duyệt; hãy tải lại',
    'ad.area_forbidden': 'Bạn không thể duyệt quảng cáo của khu vực này',
    'ad.order_title': 'Quảng cáo băng chuyền · {days} ngày · {title}',
    'ad.notice_approved': 'Quảng cáo “{title}” của bạn đã được duyệt',
    'ad.notice_approved_body': 'Quảng cáo sẽ hiển thị trên băng chuyền trang chủ vào những ngày bạn đã mua',
    'ad.notice_rejected': 'Quảng cáo “{title}” của bạn không được duyệt',
    'ad.notice_rejected_body': 'Lý do: {reason}. Đơn hàng đã được hoàn tiền toàn bộ và các ngày đã chọn được giải phóng',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    ads: typeof adsMessages.zh;
  }
}
