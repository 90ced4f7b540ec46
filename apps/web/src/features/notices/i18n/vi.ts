import type { Dictionary } from '../../../i18n/dictionary';
import type { noticeZh } from './zh';

export const noticeVi: Dictionary<typeof noticeZh> = {
  markAllRead: 'Đọc tất cả',
  markedAllRead: 'Đã đánh dấu tất cả là đã đọc',
  nothingUnread: 'Không có thông báo chưa đọc',
  empty: 'Chưa có thông báo',
  emptyHint: 'Kết quả duyệt tin, đơn ứng tuyển, lịch hẹn và thông báo của khu vực sẽ hiển thị ở đây',
  loginHint: 'Đăng nhập để xem thông báo của bạn',
  login: 'Đăng nhập / Đăng ký',
  unreadSummary: '{{count}} chưa đọc',
  unreadLabel: 'Chưa đọc',
  broadcast: 'Thông báo chung',
  close: 'Đóng',
  noMore: 'Không còn thông báo',
  loadingMore: 'Đang tải…',
  loadMoreFailed: 'Tải thất bại, chạm để thử lại',
  kind: {
    review_passed: 'Đã duyệt',
    review_failed: 'Không được duyệt',
    application: 'Ứng tuyển',
    appointment: 'Lịch hẹn',
    system: 'Hệ thống',
    report: 'Báo cáo',
    topic: 'Chủ đề',
    other: 'Thông báo',
  },
};
export default noticeVi;
