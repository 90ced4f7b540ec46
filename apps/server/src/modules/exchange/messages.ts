import { defineMessages } from '../../core/message-parts.js';

/** Exchange rates: the converter's and the admin's complaints, and the field messages of their inputs. */
export const exchangeMessages = defineMessages({
  zh: {
    'exchange.unknown_currency': '暂无该币种的汇率',
    'exchange.base_fixed': '美元是所有汇率的基准（1 美元 = 1 美元），不能修改',
    'exchange.area_forbidden': '您不能设置该站点的汇率',
    'exchange.area_not_found': '该站点不存在或已停用',
    'exchange.result_too_large': '换算结果过大，请输入较小的金额',
    'field.currency': '请填写三位大写字母的币种代码，如 USD',
    'field.rate': '请填写大于 0 的数字，最多 12 位整数和 12 位小数',
    'field.amount': '金额须为 0 到 10¹⁵ 之间的整数（以最小货币单位计）',
    'field.currency_twice': '同一币种只能填写一次',
  },
  en: {
    'exchange.unknown_currency': 'There is no rate for this currency yet',
    'exchange.base_fixed': 'The US dollar is the base of every rate (1 USD = 1 USD) and cannot be changed',
    'exchange.area_forbidden': 'You cannot set the rates of this area',
    'exchange.area_not_found': 'This area does not exist or is disabled',
    'exchange.result_too_large': 'The converted amount is too large; please enter a smaller amount',
    'field.currency': 'Enter a three-letter currency code in capitals, such as USD',
    'field.rate': 'Enter a number above 0, at most 12 digits before the point and 12 after',
    'field.amount': 'The amount must be a whole number of minor units between 0 and 10¹⁵',
    'field.currency_twice': 'Each currency may be given only once',
  },
  vi: {
    'exchange.unknown_currency': 'Chưa có tỷ giá cho loại tiền này',
    'exchange.base_fixed': 'Đô la Mỹ là gốc của mọi tỷ giá (1 USD = 1 USD), không thể thay đổi',
    'exchange.area_forbidden': 'Bạn không thể đặt tỷ giá cho khu vực này',
    'exchange.area_not_found': 'Khu vực này không tồn tại hoặc đã ngừng hoạt động',
    'exchange.result_too_large': 'Số tiền quy đổi quá lớn, vui lòng nhập số nhỏ hơn',
    'field.currency': 'Nhập mã tiền tệ gồm ba chữ in hoa, ví dụ USD',
    'field.rate': 'Nhập số lớn hơn 0, tối đa 12 chữ số phần nguyên và 12 chữ số thập phân',
    'field.amount': 'Số tiền phải là số nguyên đơn vị nhỏ nhất, từ 0 đến 10¹⁵',
    'field.currency_twice': 'Mỗi loại tiền chỉ được nhập một lần',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    exchange: typeof exchangeMessages.zh;
  }
}
