import { defineMessages } from '../../core/message-parts.js';

/** Server drafts (temporaryLog). */
export const draftsMessages = defineMessages({
  zh: {
    'field.draft_form_key': '表单标识只能包含字母、数字、点、下划线和连字符，以小写字母开头',
    'field.draft_too_large': '草稿内容太大（最多 32 KB），请删减后再保存',
    'drafts.not_found': '草稿不存在或已过期',
  },
  en: {
    'field.draft_form_key': 'The form key may hold letters, digits, dots, underscores and hyphens, starting with a lower-case letter',
    'field.draft_too_large': 'The draft is too large (32 KB at most); shorten it and save again',
    'drafts.not_found': 'This draft does not exist or has expired',
  },
  vi: {
    'field.draft_form_key': 'Mã biểu mẫu chỉ gồm chữ, số, dấu chấm, gạch dưới và gạch ngang, bắt đầu bằng chữ thường',
    'field.draft_too_large': 'Bản nháp quá lớn (tối đa 32 KB); hãy rút gọn rồi lưu lại',
    'drafts.not_found': 'Bản nháp không tồn tại hoặc đã hết hạn',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    drafts: typeof draftsMessages.zh;
  }
}
