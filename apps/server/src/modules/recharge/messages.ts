import { defineMessages } from '../../core/message-parts.js';

/** Phone top-up: refusals of an order, and why a paid top-up was refunded (`recharge.failure.*`, one per AIRTIME_FAILURES). */
export const rechargeMessages = defineMessages({
  zh: {
    'field.recharge_phone': '请输入完整的手机号（区号 + 号码）',
    'field.recharge_operator': '请选择运营商',
    'recharge.phone_invalid': '这不是一个有效的手机号，请检查区号和号码',
    'recharge.country_unsupported': '暂不支持为该国家或地区的号码充值（可充值：越南、泰国、马来西亚、菲律宾、印尼、柬埔寨、新加坡）',
    'recharge.operator_unknown': '该号码所在国家没有这个运营商，请重新选择',
    'recharge.face_value_not_offered': '该运营商没有这个面额，请重新选择',
    'recharge.area_currency': '{country}号码的话费以 {currency} 支付，请切换到使用 {currency} 的站点后再充值',
    'recharge.order_not_found': '充值订单不存在',
    'recharge.title': '话费充值 · {operator} {amount} · {phone}',
    'recharge.failure.invalid_number': '运营商不认这个号码，款项已原路退回',
    'recharge.failure.amount_not_accepted': '运营商不接受这个面额，款项已原路退回',
    'recharge.failure.operator_unavailable': '运营商暂时无法充值，款项已原路退回',
    'recharge.failure.recently_recharged': '该号码刚刚充值过，请几分钟后再试，款项已原路退回',
    'recharge.failure.operator_refused': '运营商拒绝了这次充值，款项已原路退回',
    'recharge.failure.provider_unavailable': '充值服务暂时不可用，款项已原路退回',
  },
  en: {
    'field.recharge_phone': 'Enter the whole number (area code + number)',
    'field.recharge_operator': 'Choose the operator',
    'recharge.phone_invalid': 'This is not a valid mobile number; check the area code and the number',
    'recharge.country_unsupported': 'Numbers of this country cannot be topped up yet (available: Vietnam, Thailand, Malaysia, the Philippines, Indonesia, Cambodia, Singapore)',
    'recharge.operator_unknown': 'That operator does not serve this number’s country; choose another',
    'recharge.face_value_not_offered': 'This operator does not sell that amount; choose another',
    'recharge.area_currency': 'Top-ups of {country} numbers are paid in {currency}: switch to an area that uses {currency} to buy one',
    'recharge.order_not_found': 'This top-up order does not exist',
    'recharge.title': 'Phone top-up · {operator} {amount} · {phone}',
    'recharge.failure.invalid_number': 'The operator does not know this number; your money has been refunded',
    'recharge.failure.amount_not_accepted': 'The operator does not take this amount; your money has been refunded',
    'recharge.failure.operator_unavailable': 'The operator cannot take top-ups right now; your money has been refunded',
    'recharge.failure.recently_recharged': 'This number was topped up moments ago; try again in a few minutes. Your money has been refunded',
    'recharge.failure.operator_refused': 'The operator refused this top-up; your money has been refunded',
    'recharge.failure.provider_unavailable': 'The top-up service is unavailable right now; your money has been refunded',
  },
  vi: {
    'field.recharge_phone': 'Nhập đầy đủ số điện thoại (mã vùng + số)',
    'field.recharge_operator': 'Chọn nhà mạng',
    'recharge.phone_invalid': 'Số điện thoại không hợp lệ, vui lòng kiểm tra mã vùng và số',
    'recharge.country_unsupported': 'Chưa hỗ trợ nạp tiền cho số của quốc gia này (hỗ trợ: Việt Nam, Thái Lan, Malaysia, Philippines, Indonesia, Campuchia, Singapore)',
    'recharge.operator_unknown': 'Nhà mạng này không thuộc quốc gia của số điện thoại, vui lòng chọn lại',
    'recharge.face_value_not_offered': 'Nhà mạng không có mệnh giá này, vui lòng chọn lại',
    'recharge.area_currency': 'Nạp tiền cho số {country} được thanh toán bằng {currency}: hãy chuyển sang khu vực dùng {currency} để mua',
    'recharge.order_not_found': 'Đơn nạp tiền không tồn tại',
    'recharge.title': 'Nạp tiền điện thoại · {operator} {amount} · {phone}',
    'recharge.failure.invalid_number': 'Nhà mạng không nhận số này, tiền đã được hoàn lại',
    'recharge.failure.amount_not_accepted': 'Nhà mạng không nhận mệnh giá này, tiền đã được hoàn lại',
    'recharge.failure.operator_unavailable': 'Nhà mạng tạm thời không nạp được, tiền đã được hoàn lại',
    'recharge.failure.recently_recharged': 'Số này vừa được nạp, vui lòng thử lại sau vài phút. Tiền đã được hoàn lại',
    'recharge.failure.operator_refused': 'Nhà mạng đã từ chối lần nạp này, tiền đã được hoàn lại',
    'recharge.failure.provider_unavailable': 'Dịch vụ nạp tiền tạm thời không khả dụng, tiền đã được hoàn lại',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    recharge: typeof rechargeMessages.zh;
  }
}
