import { defineMessages } from '../../core/message-parts.js';

/** The console's review queues: claims, decisions and reject reasons. */
export const consoleMessages = defineMessages({
  zh: {
    'console.queue_not_found': '没有这个审核队列',
    'console.item_not_found': '这条内容已处理或不存在，请刷新队列',
    'console.claimed_by_other': '{name} 正在处理这条内容（还要 {minutes} 分钟），请选择其他内容',
    'console.reason_not_found': '这条驳回理由不存在或已删除，请重新选择',
    'console.reason_needed': '驳回时请选择或填写理由',
    'console.reasons_full': '每个地区最多保存 {max} 条驳回理由，请先删除不用的',
    'console.reason_queue_unknown': '没有这个审核队列，无法为它设置理由',
  },
  en: {
    'console.queue_not_found': 'There is no such review queue',
    'console.item_not_found': 'This item has been decided or no longer exists; refresh the queue',
    'console.claimed_by_other': '{name} is working on this item for another {minutes} min; pick another one',
    'console.reason_not_found': 'This reject reason does not exist or was deleted; pick another',
    'console.reason_needed': 'Pick or write a reason for rejecting',
    'console.reasons_full': 'An area keeps at most {max} reject reasons; delete one you no longer use first',
    'console.reason_queue_unknown': 'There is no such review queue to set a reason for',
  },
  vi: {
    'console.queue_not_found': 'Không có hàng chờ duyệt này',
    'console.item_not_found': 'Mục này đã được xử lý hoặc không còn tồn tại; hãy tải lại hàng chờ',
    'console.claimed_by_other': '{name} đang xử lý mục này thêm {minutes} phút nữa; hãy chọn mục khác',
    'console.reason_not_found': 'Lý do từ chối này không tồn tại hoặc đã bị xóa; hãy chọn lý do khác',
    'console.reason_needed': 'Hãy chọn hoặc viết lý do từ chối',
    'console.reasons_full': 'Mỗi khu vực giữ tối đa {max} lý do từ chối; hãy xóa lý do không dùng nữa trước',
    'console.reason_queue_unknown': 'Không có hàng chờ duyệt này để đặt lý do',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    console: typeof consoleMessages.zh;
  }
}
