import type { Dictionary } from '../../../i18n/dictionary';
import type { savedSearchZh } from './zh';

export const savedSearchVi: Dictionary<typeof savedSearchZh> = {
  button: {
    save: 'Báo tin',
    saved: 'Đã lưu',
  },
  toast: {
    saved: 'Đã lưu tìm kiếm: khi có tin mới phù hợp, bạn được báo tối đa một lần mỗi ngày',
    already: 'Bạn đã lưu tìm kiếm này rồi',
    paused: 'Đã tạm dừng thông báo',
    resumed: 'Đã bật lại thông báo',
    renamed: 'Đã đổi tên',
    deleted: 'Đã hủy theo dõi',
  },
  page: {
    intro: 'Lọc một danh sách rồi nhấn chuông (Báo tin) ở cuối thanh lọc để lưu tìm kiếm. Khi có tin mới phù hợp, mỗi tìm kiếm báo bạn tối đa một lần mỗi ngày và không bao giờ báo lại cùng một tin. Tối đa {{max}} tìm kiếm.',
    empty: 'Chưa có tìm kiếm nào được lưu',
    emptyHint: 'Lọc danh sách nhà đất, đồ cũ, xe hoặc việc làm rồi nhấn chuông',
    noMore: 'Không còn nữa',
    loadMoreFailed: 'Không tải được, nhấn để thử lại',
  },
  row: {
    open: 'Xem',
    rename: 'Đổi tên',
    delete: 'Hủy theo dõi',
    cancel: 'Hủy',
    alerts: 'Thông báo',
    alertsOf: 'Thông báo tin mới cho “{{name}}”',
    paused: 'Đã tạm dừng thông báo',
    lastDigest: 'Lần báo gần nhất: {{time}}',
    noDigest: 'Chưa có tin mới',
    deleteTitle: 'Hủy theo dõi?',
    deleteText: '“{{name}}” sẽ bị xóa và không còn thông báo.',
  },
  rename: {
    title: 'Đổi tên tìm kiếm',
    label: 'Tên tìm kiếm',
    placeholder: 'Ví dụ: Thuê 2 phòng ngủ ở Quận 7',
    save: 'Lưu',
  },
};
export default savedSearchVi;
