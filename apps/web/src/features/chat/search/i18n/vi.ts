import type { Dictionary } from '../../../../i18n/dictionary';
import type { chatSearchZh } from './zh';

export const chatSearchVi: Dictionary<typeof chatSearchZh> = {
  entry: 'Tìm trong trò chuyện',
  entryHere: 'Tìm trong cuộc trò chuyện này',
  placeholder: 'Tìm tin nhắn, tên tệp',
  placeholderHere: 'Tìm trong “{{name}}”',
  allChats: 'Tất cả cuộc trò chuyện',
  sender: 'Người gửi',
  anyone: 'Mọi người',
  since: 'Từ ngày',
  until: 'Đến ngày',
  clear: 'Bỏ bộ lọc',
  hint: 'Nhập từ khóa để tìm tin nhắn bạn xem được (không gồm tin đã thu hồi hoặc bạn đã xóa)',
  empty: 'Không tìm thấy tin nhắn nào',
  emptyHint: 'Hãy thử từ khóa khác hoặc nới rộng người gửi và ngày',
  noMore: 'Không còn kết quả',
  loadMoreFailed: 'Tải thất bại, chạm để thử lại',
  indexing: 'Một số tin nhắn mới vẫn đang được lập chỉ mục; tìm lại sau ít phút có thể thấy thêm',
  result: '{{sender}} trong “{{chat}}”',
};

export default chatSearchVi;
