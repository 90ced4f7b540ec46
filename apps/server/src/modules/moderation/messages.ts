import { defineMessages } from '../../core/message-parts.js';

/**
 * Moderation: the sensitive-word refusal (one key per common field, so the field is named in the reader's
 * language; `moderation.sensitive.other` names any other field by its name), the admins' word lists and feedback.
 */
export const moderationMessages = defineMessages({
  zh: {
    'moderation.sensitive.title': '标题中含有敏感词“{word}”，请修改后再提交',
    'moderation.sensitive.content': '内容中含有敏感词“{word}”，请修改后再提交',
    'moderation.sensitive.nickname': '昵称中含有敏感词“{word}”，请修改后再提交',
    'moderation.sensitive.bio': '个人简介中含有敏感词“{word}”，请修改后再提交',
    'moderation.sensitive.name': '名称中含有敏感词“{word}”，请修改后再提交',
    'moderation.sensitive.detail': '说明中含有敏感词“{word}”，请修改后再提交',
    'moderation.sensitive.contact': '联系方式中含有敏感词“{word}”，请修改后再提交',
    'moderation.sensitive.description': '描述中含有敏感词“{word}”，请修改后再提交',
    'moderation.sensitive.other': '“{field}”中含有敏感词“{word}”，请修改后再提交',
    'field.sensitive_word': '含有敏感词，请修改',
    'moderation.word_area_forbidden': '只有超级管理员可以管理全站通用的敏感词',
    'moderation.area_unknown': '站点不存在',
    'feedback.already_handled': '该反馈已处理过',
    'feedback.no_area': '请先选择站点，再提交反馈',
    'notice.feedback_handled.title': '您的反馈已处理',
    'notice.feedback_handled.body': '感谢您的反馈。管理员回复：{reply}',
    'notice.feedback_handled_silent.body': '感谢您的反馈，管理员已查看并处理。',
  },
  en: {
    'moderation.sensitive.title': 'The title contains the blocked word “{word}”; please change it and submit again',
    'moderation.sensitive.content': 'The text contains the blocked word “{word}”; please change it and submit again',
    'moderation.sensitive.nickname': 'The nickname contains the blocked word “{word}”; please change it and submit again',
    'moderation.sensitive.bio': 'The bio contains the blocked word “{word}”; please change it and submit again',
    'moderation.sensitive.name': 'The name contains the blocked word “{word}”; please change it and submit again',
    'moderation.sensitive.detail': 'The description contains the blocked word “{word}”; please change it and submit again',
    'moderation.sensitive.contact': 'The contact details contain the blocked word “{word}”; please change them and submit again',
    'moderation.sensitive.description': 'The description contains the blocked word “{word}”; please change it and submit again',
    'moderation.sensitive.other': '“{field}” contains the blocked word “{word}”; please change it and submit again',
    'field.sensitive_word': 'Contains a blocked word; please change it',
    'moderation.word_area_forbidden': 'Only a super admin can manage the words blocked in every area',
    'moderation.area_unknown': 'This area does not exist',
    'feedback.already_handled': 'This feedback has already been handled',
    'feedback.no_area': 'Please choose your area before sending feedback',
    'notice.feedback_handled.title': 'Your feedback has been handled',
    'notice.feedback_handled.body': 'Thank you for your feedback. The admin replied: {reply}',
    'notice.feedback_handled_silent.body': 'Thank you for your feedback; an admin has read it and dealt with it.',
  },
  vi: {
    'moderation.sensitive.title': 'Tiêu đề chứa từ bị cấm “{word}”, vui lòng sửa rồi gửi lại',
    'moderation.sensitive.content': 'Nội dung chứa từ bị cấm “{word}”, vui lòng sửa rồi gửi lại',
    'moderation.sensitive.nickname': 'Biệt danh chứa từ bị cấm “{word}”, vui lòng sửa rồi gửi lại',
    'moderation.sensitive.bio': 'Giới thiệu bản thân chứa từ bị cấm “{word}”, vui lòng sửa rồi gửi lại',
    'moderation.sensitive.name': 'Tên chứa từ bị cấm “{word}”, vui lòng sửa rồi gửi lại',
    'moderation.sensitive.detail': 'Phần mô tả chứa từ bị cấm “{word}”, vui lòng sửa rồi gửi lại',
    'moderation.sensitive.contact': 'Thông tin liên hệ chứa từ bị cấm “{word}”, vui lòng sửa rồi gửi lại',
    'moderation.sensitive.description': 'Phần mô tả chứa từ bị cấm “{word}”, vui lòng sửa rồi gửi lại',
    'moderation.sensitive.other': '“{field}” chứa từ bị cấm “{word}”, vui lòng sửa rồi gửi lại',
    'field.sensitive_word': 'Chứa từ bị cấm, vui lòng sửa',
    'moderation.word_area_forbidden': 'Chỉ quản trị viên cấp cao mới quản lý được từ bị cấm cho mọi khu vực',
    'moderation.area_unknown': 'Khu vực này không tồn tại',
    'feedback.already_handled': 'Góp ý này đã được xử lý',
    'feedback.no_area': 'Vui lòng chọn khu vực trước khi gửi góp ý',
    'notice.feedback_handled.title': 'Góp ý của bạn đã được xử lý',
    'notice.feedback_handled.body': 'Cảm ơn góp ý của bạn. Quản trị viên trả lời: {reply}',
    'notice.feedback_handled_silent.body': 'Cảm ơn góp ý của bạn, quản trị viên đã xem và xử lý.',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    moderation: typeof moderationMessages.zh;
  }
}
