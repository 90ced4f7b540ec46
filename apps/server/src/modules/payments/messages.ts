import { defineMessages } from '../../core/message-parts.js';

/** The payment engine's messages; `pay.failure.*` and `pay.refund.*` are stored on orders and refunds and shown in the reader's language. */
export const paymentsMessages = defineMessages({
  zh: {
    'pay.order_not_found': '订单不存在',
    'pay.seller_name': '海外一站式服务',
    'pay.order_state': '订单当前状态（{state}）不允许此操作，请刷新后查看',
    'pay.order_open': '您已有一笔未支付的相同订单（编号 {id}），请先支付或取消它',
    'pay.area_unknown': '请先选择站点',
    'pay.provider_unavailable': '支付服务暂时无法连接，请稍后再试',
    'pay.price_not_found': '该套餐不存在或已下架，请刷新后重新选择',
    'pay.refund_too_much': '退款金额超过可退金额（最多 {left}）',
    'pay.sandbox_off': '测试支付未开启',
    'pay.sandbox_only': '该订单不是测试支付订单',
    'pay.area_forbidden': '您不能管理该站点的订单和价格',
    'pay.price_currency': '价格必须使用站点的货币 {currency}',
    'pay.failure.provider': '支付服务无法连接，订单未能创建支付',
    'pay.failure.expired': '订单超时未支付，已自动关闭',
    'pay.failure.declined': '支付未成功',
    'pay.refund.double_payment': '重复支付，已原路退回',
    'pay.refund.late_payment': '订单关闭后才收到付款，所购内容已不可用，已原路退回',
  },
  en: {
    'pay.order_not_found': 'This order does not exist',
    'pay.seller_name': 'Haiwai One-Stop',
    'pay.order_state': 'This order is {state} now and cannot do that; refresh to see it',
    'pay.order_open': 'You already have the same order waiting for payment (no. {id}); pay or cancel it first',
    'pay.area_unknown': 'Choose your site area first',
    'pay.provider_unavailable': 'The payment service cannot be reached right now; please try again shortly',
    'pay.price_not_found': 'This package no longer exists; refresh and choose again',
    'pay.refund_too_much': 'The refund is more than what can be refunded (at most {left})',
    'pay.sandbox_off': 'Test payments are not enabled',
    'pay.sandbox_only': 'This order is not a test-payment order',
    'pay.area_forbidden': 'You cannot manage the orders and prices of this area',
    'pay.price_currency': 'Prices must be in the area’s currency, {currency}',
    'pay.failure.provider': 'The payment service could not be reached; no payment was opened',
    'pay.failure.expired': 'Not paid in time; the order was closed',
    'pay.failure.declined': 'The payment did not go through',
    'pay.refund.double_payment': 'Paid twice; the second payment was returned',
    'pay.refund.late_payment': 'The payment arrived after the order closed and what it bought is gone; the money was returned',
  },
  vi: {
    'pay.order_not_found': 'Đơn hàng không tồn tại',
    'pay.seller_name': 'Haiwai Một Cửa',
    'pay.order_state': 'Đơn hàng đang ở trạng thái {state}, không thể thực hiện; hãy tải lại để xem',
    'pay.order_open': 'Bạn đã có một đơn giống vậy đang chờ thanh toán (số {id}); hãy thanh toán hoặc huỷ nó trước',
    'pay.area_unknown': 'Hãy chọn khu vực trước',
    'pay.provider_unavailable': 'Không kết nối được dịch vụ thanh toán; vui lòng thử lại sau',
    'pay.price_not_found': 'Gói này không còn; hãy tải lại và chọn lại',
    'pay.refund_too_much': 'Số tiền hoàn vượt quá số có thể hoàn (tối đa {left})',
    'pay.sandbox_off': 'Thanh toán thử chưa được bật',
    'pay.sandbox_only': 'Đơn này không phải đơn thanh toán thử',
    'pay.area_forbidden': 'Bạn không thể quản lý đơn hàng và giá của khu vực này',
    'pay.price_currency': 'Giá phải tính bằng tiền tệ của khu vực, {currency}',
    'pay.failure.provider': 'Không kết nối được dịch vụ thanh toán; chưa mở thanh toán',
    'pay.failure.expired': 'Quá hạn thanh toán; đơn đã tự đóng',
    'pay.failure.declined': 'Thanh toán không thành công',
    'pay.refund.double_payment': 'Thanh toán hai lần; khoản thứ hai đã được hoàn lại',
    'pay.refund.late_payment': 'Tiền đến sau khi đơn đã đóng và món hàng không còn; tiền đã được hoàn lại',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    payments: typeof paymentsMessages.zh;
  }
}
