import { defineMessages } from '../../core/message-parts.js';

/** The console's content and area-settings calls (docs/content-admin.md). */
export const basisMessages = defineMessages({
  zh: {
    'content.global_only_super': '只有超级管理员可以编辑全站内容',
    'content.area_forbidden': '您不能管理该站点的内容',
    'content.not_found': '该内容不存在或已删除',
    'content.area_unknown': '该站点不存在',
    'content.page_key_taken': '该站点已有使用此标识的单页',
    'content.page_empty': '正文清理后为空（只允许段落、标题、列表、链接和本站图片），请检查内容',
    'content.currency_has_prices': '该站点还有以 {currency} 计价的启用价格，请先停用或重新设置这些价格再更换币种',
    'field.position': '位置标识只能包含小写字母、数字、下划线和连字符',
    'field.link': '链接应为站内路径（以 / 开头）或 http(s) 地址',
    'field.page_key': '标识需以小写字母开头，只能包含小写字母、数字、下划线和连字符',
    'field.word_key': '词条键格式不正确，应为应用内的词条键，如 home.title',
    'field.word_value_required': '请至少填写一种语言的文字',
    'field.ends_before_start': '结束时间必须晚于开始时间',
  },
  en: {
    'content.global_only_super': 'Only a super admin can edit content shown in every area',
    'content.area_forbidden': 'You cannot manage the content of this area',
    'content.not_found': 'This item does not exist or was deleted',
    'content.area_unknown': 'This area does not exist',
    'content.page_key_taken': 'This area already has a page with this key',
    'content.page_empty': 'The text is empty once cleaned (only paragraphs, headings, lists, links and this site’s pictures are kept); please check it',
    'content.currency_has_prices': 'This area still has active prices in {currency}; disable or re-set them before changing the currency',
    'field.position': 'A position may hold only lower-case letters, digits, underscores and hyphens',
    'field.link': 'A link is an app path (starting with /) or an http(s) address',
    'field.page_key': 'A key starts with a lower-case letter and holds only lower-case letters, digits, underscores and hyphens',
    'field.word_key': 'Not a word key of the app, such as home.title',
    'field.word_value_required': 'Write the word in at least one language',
    'field.ends_before_start': 'The end must be after the start',
  },
  vi: {
    'content.global_only_super': 'Chỉ quản trị viên cấp cao mới sửa được nội dung dùng chung cho mọi khu vực',
    'content.area_forbidden': 'Bạn không thể quản lý nội dung của khu vực này',
    'content.not_found': 'Mục này không tồn tại hoặc đã bị xóa',
    'content.area_unknown': 'Khu vực này không tồn tại',
    'content.page_key_taken': 'Khu vực này đã có trang dùng mã này',
    'content.page_empty': 'Nội dung trống sau khi làm sạch (chỉ giữ đoạn văn, tiêu đề, danh sách, liên kết và ảnh của trang), vui lòng kiểm tra',
    'content.currency_has_prices': 'Khu vực này vẫn còn giá đang bật tính bằng {currency}; hãy tắt hoặc đặt lại các giá đó trước khi đổi tiền tệ',
    'field.position': 'Vị trí chỉ gồm chữ thường, chữ số, gạch dưới và gạch nối',
    'field.link': 'Liên kết là đường dẫn trong ứng dụng (bắt đầu bằng /) hoặc địa chỉ http(s)',
    'field.page_key': 'Mã bắt đầu bằng chữ thường và chỉ gồm chữ thường, chữ số, gạch dưới và gạch nối',
    'field.word_key': 'Không phải mã từ ngữ của ứng dụng, ví dụ home.title',
    'field.word_value_required': 'Hãy nhập từ ngữ cho ít nhất một ngôn ngữ',
    'field.ends_before_start': 'Thời điểm kết thúc phải sau thời điểm bắt đầu',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    basis: typeof basisMessages.zh;
  }
}
