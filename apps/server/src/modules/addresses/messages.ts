import { defineMessages } from '../../core/message-parts.js';

/** The address book's errors, in the reader's language. */
export const addressesMessages = defineMessages({
  zh: {
    'field.address_pin_incomplete': '地图位置需要同时有经度和纬度，请重新在地图上选点',
    'address.not_found': '地址不存在（只能查看和修改自己的地址）',
    'address.phone_invalid': '请填写正确的区号和手机号',
    'address.too_many': '地址簿最多保存 {max} 个地址，请先删除不用的地址',
  },
  en: {
    'field.address_pin_incomplete': 'A map pin needs both latitude and longitude: pick the spot on the map again',
    'address.not_found': 'Address not found (you can only see and change your own addresses)',
    'address.phone_invalid': 'Enter a valid area code and mobile number',
    'address.too_many': 'Your address book holds at most {max} addresses: delete one you no longer use first',
  },
  vi: {
    'field.address_pin_incomplete': 'Vị trí trên bản đồ cần cả vĩ độ và kinh độ: hãy chọn lại trên bản đồ',
    'address.not_found': 'Không tìm thấy địa chỉ (bạn chỉ xem và sửa được địa chỉ của mình)',
    'address.phone_invalid': 'Hãy nhập đúng mã vùng và số điện thoại',
    'address.too_many': 'Sổ địa chỉ chỉ lưu tối đa {max} địa chỉ: hãy xoá bớt địa chỉ không dùng',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    addresses: typeof addressesMessages.zh;
  }
}
