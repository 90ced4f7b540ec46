import type { Dictionary } from '../../../i18n/dictionary';
import type { webPushZh } from './zh';

export const webPushVi: Dictionary<typeof webPushZh> = {
  page: {
    deviceTitle: 'Thiết bị này',
    kindsTitle: 'Nhận thông báo về',
    kindsHint: 'Loại nào tắt sẽ không còn được đẩy đến bất kỳ thiết bị nào của bạn; bạn vẫn xem được trong ứng dụng.',
    devices: 'Thiết bị đã bật thông báo: {{count}}',
    off: 'Trang này chưa bật thông báo khi ứng dụng đóng.',
  },
  state: {
    on: 'Đã bật: bạn nhận thông báo cả khi ứng dụng đóng',
    ready: 'Trình duyệt đã cho phép thông báo; thiết bị này chưa bật',
    default: 'Chưa bật: bạn không nhận thông báo khi ứng dụng đóng',
    denied: 'Trình duyệt đang chặn thông báo: hãy cho phép thông báo của trang này trong cài đặt trình duyệt hoặc hệ thống, rồi bật lại',
    unsupported: 'Trình duyệt này không hỗ trợ thông báo khi ứng dụng đóng',
    ios: 'Trên iPhone hoặc iPad (iOS 16.4 trở lên), hãy cài ứng dụng bằng Safari: Chia sẻ → Thêm vào MH chính, rồi mở từ màn hình chính và bật thông báo',
  },
  action: {
    enable: 'Bật thông báo',
    disable: 'Tắt thông báo trên thiết bị này',
  },
  kind: {
    messages: 'Tin nhắn mới',
    messagesHint: 'Tin nhắn mới trong trò chuyện và nhóm (trừ cuộc trò chuyện đã tắt tiếng)',
    mentions: 'Nhắc đến và trả lời',
    mentionsHint: 'Có người nhắc đến bạn trong nhóm hoặc trả lời tin nhắn của bạn; được nhắc đến vẫn báo cả trong nhóm đã tắt tiếng',
    reviews: 'Kết quả duyệt',
    reviewsHint: 'Tin bạn đăng được duyệt hoặc bị từ chối',
    notices: 'Thông báo khác',
    noticesHint: 'Đơn hàng, lịch hẹn, đơn ứng tuyển, người theo dõi mới và các thông báo cá nhân khác',
  },
  toast: {
    enabled: 'Đã bật thông báo',
    disabled: 'Đã tắt thông báo trên thiết bị này',
    denied: 'Thông báo chưa được cho phép',
    failed: 'Không bật được thông báo; hãy thử lại sau',
    saved: 'Đã lưu',
  },
  offer: {
    title: 'Bật thông báo?',
    text: 'Khi bật, điện thoại sẽ báo cho bạn khi có người nhắn tin, nhắc đến hoặc trả lời bạn, kể cả khi ứng dụng đã đóng. Thông báo chỉ cho biết ai gửi và loại tin nhắn, không hiện nội dung. Có thể tắt bất cứ lúc nào trong Tôi → Thông báo tin nhắn.',
    allow: 'Bật',
    later: 'Để sau',
  },
};
export default webPushVi;
