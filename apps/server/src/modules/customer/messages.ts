import { defineMessages } from '../../core/message-parts.js';

/** Customer service and FAQ. */
export const customerMessages = defineMessages({
  zh: {
    'faq.not_found': '该问题不存在或已删除',
    'faq.category_not_found': '问题分类不存在',
    'faq.replaces_invalid': '只能替换同一语言的全站问题',
    'faq.override_exists': '本站点已有替换该问题的条目',
    'faq.global_only_super': '只有超级管理员可以编辑全站问题',
    'faq.area_forbidden': '您不能管理该站点的问题',
    'faq.answer_empty': '答案清理后为空，请检查内容',
  },
  en: {
    'faq.not_found': 'This question does not exist or was deleted',
    'faq.category_not_found': 'This question category does not exist',
    'faq.replaces_invalid': 'Only a site-wide question in the same language can be replaced',
    'faq.override_exists': 'This area already has an entry replacing that question',
    'faq.global_only_super': 'Only a super admin can edit site-wide questions',
    'faq.area_forbidden': 'You cannot manage the questions of this area',
    'faq.answer_empty': 'The answer is empty once cleaned; please check it',
  },
  vi: {
    'faq.not_found': 'Câu hỏi không tồn tại hoặc đã bị xóa',
    'faq.category_not_found': 'Danh mục câu hỏi không tồn tại',
    'faq.replaces_invalid': 'Chỉ có thể thay thế câu hỏi chung cùng ngôn ngữ',
    'faq.override_exists': 'Khu vực này đã có mục thay thế câu hỏi đó',
    'faq.global_only_super': 'Chỉ quản trị viên cấp cao mới sửa được câu hỏi chung',
    'faq.area_forbidden': 'Bạn không thể quản lý câu hỏi của khu vực này',
    'faq.answer_empty': 'Câu trả lời trống sau khi làm sạch, vui lòng kiểm tra',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    customer: typeof customerMessages.zh;
  }
}
