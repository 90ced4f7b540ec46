import { defineMessages } from '../../core/message-parts.js';

/** Business cards: errors, the words drawn on the PNG and the page head's fallback description. */
export const cardsMessages = defineMessages({
  zh: {
    'field.card_contact_required': '请至少填写电话、微信号或邮箱中的一项，方便别人联系您',
    'field.card_id_or_code': '请提供名片码或名片编号（二选一）',
    'field.card_code': '名片码不正确，应为 8 位字母和数字',
    'field.wechat_id': '微信号为 6–20 位，以字母开头，可含字母、数字、下划线和减号',
    'card.not_found': '名片不存在或已被删除',
    'card.not_yours': '只能修改或删除自己的名片',
    'card.limit': '每人最多保存 {max} 张自己的名片，请先删除一张',
    'card.own': '这是您自己的名片，无需收藏',
    'card.png.scan': '扫码查看名片',
    'card.head.description': '{name}的电子名片：职位、公司与联系方式，可保存到通讯录。',
  },
  en: {
    'field.card_contact_required': 'Give at least a phone number, WeChat ID or email so people can reach you',
    'field.card_id_or_code': 'Give either the card’s code or its id',
    'field.card_code': 'This card code is not valid: it has 8 letters and digits',
    'field.wechat_id': 'A WeChat ID has 6–20 characters, starts with a letter, and may hold letters, digits, _ and -',
    'card.not_found': 'This card does not exist or has been deleted',
    'card.not_yours': 'You can only edit or delete your own cards',
    'card.limit': 'You can keep at most {max} cards of your own; delete one first',
    'card.own': 'This is your own card; there is no need to save it',
    'card.png.scan': 'Scan to open the card',
    'card.head.description': '{name}’s business card: title, company and contacts, ready to add to your phone.',
  },
  vi: {
    'field.card_contact_required': 'Hãy điền ít nhất số điện thoại, WeChat ID hoặc email để mọi người liên hệ với bạn',
    'field.card_id_or_code': 'Hãy cung cấp mã danh thiếp hoặc id (một trong hai)',
    'field.card_code': 'Mã danh thiếp không hợp lệ: gồm 8 chữ cái và chữ số',
    'field.wechat_id': 'WeChat ID dài 6–20 ký tự, bắt đầu bằng chữ cái, gồm chữ cái, chữ số, _ và -',
    'card.not_found': 'Danh thiếp không tồn tại hoặc đã bị xóa',
    'card.not_yours': 'Bạn chỉ có thể sửa hoặc xóa danh thiếp của mình',
    'card.limit': 'Mỗi người giữ tối đa {max} danh thiếp của mình; hãy xóa bớt một cái trước',
    'card.own': 'Đây là danh thiếp của bạn, không cần lưu',
    'card.png.scan': 'Quét mã để xem danh thiếp',
    'card.head.description': 'Danh thiếp điện tử của {name}: chức danh, công ty và liên hệ, có thể lưu vào danh bạ.',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    cards: typeof cardsMessages.zh;
  }
}
