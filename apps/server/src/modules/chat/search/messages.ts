import { defineMessages } from '../../../core/message-parts.js';

/** Person-facing messages of chat search. */
export const chatSearchMessages = defineMessages({
  zh: {
    'chatSearch.message_not_found': '该消息不存在或已被你删除',
    'field.chat_search_dates': '结束日期必须晚于开始日期',
  },
  en: {
    'chatSearch.message_not_found': 'This message does not exist or you deleted it',
    'field.chat_search_dates': 'The end date must be after the start date',
  },
  vi: {
    'chatSearch.message_not_found': 'Tin nhắn này không tồn tại hoặc bạn đã xóa nó',
    'field.chat_search_dates': 'Ngày kết thúc phải sau ngày bắt đầu',
  },
});

declare module '../../../core/messages.js' {
  interface ModuleMessages {
    chatSearch: typeof chatSearchMessages.zh;
  }
}
