import type { Dictionary } from '../../../i18n/dictionary';
import type { customerZh } from './zh';

export const customerVi: Dictionary<typeof customerZh> = {
  centre: {
    hello: 'Xin chào, chúng tôi có thể giúp gì?',
    sub: 'Tự tra cứu câu hỏi thường gặp, hoặc liên hệ CSKH',
    searchPlaceholder: 'Tìm câu hỏi, ví dụ: hoàn tiền, mã',
    categories: 'Chủ đề',
    questionCount: '{{count}} câu hỏi',
    contact: 'Liên hệ CSKH',
    chat: 'CSKH trực tuyến',
    chatWith: 'Nhắn tin với {{name}}',
    phone: 'Điện thoại CSKH',
    hours: 'Giờ làm việc: {{hours}}',
    wechat: 'WeChat CSKH',
    email: 'Email CSKH',
    groups: 'Nhóm WeChat của khu vực',
    groupOwner: 'WeChat trưởng nhóm: {{id}}',
    noService: 'Khu vực này chưa có CSKH trực tuyến; vui lòng gọi điện hoặc tham gia nhóm WeChat',
    noCategories: 'Chưa có câu hỏi',
    oldLayout: 'Tất cả câu hỏi',
  },
  list: {
    search: 'Tìm',
    resultsFor: 'Kết quả cho “{{keyword}}”',
    empty: 'Không tìm thấy câu hỏi phù hợp',
    emptyHint: 'Hãy thử từ khác, hoặc nhắn tin CSKH',
    noMore: 'Hết',
    loadMoreFailed: 'Tải thất bại, nhấn để thử lại',
    helpful: '{{count}} người thấy hữu ích',
    all: 'Tất cả câu hỏi',
  },
  detail: {
    helpQuestion: 'Câu trả lời này có giúp bạn không?',
    yes: 'Có',
    no: 'Không',
    votedYes: 'Cảm ơn: bạn thấy câu trả lời hữu ích',
    votedNo: 'Cảm ơn: chúng tôi sẽ cải thiện câu trả lời',
    counts: '{{helpful}} người thấy hữu ích · {{unhelpful}} người không',
    loginToVote: 'Đăng nhập để phản hồi',
    related: 'Câu hỏi liên quan',
    stillNeedHelp: 'Vẫn cần hỗ trợ?',
    contactService: 'Liên hệ CSKH',
    areaSpecific: 'Riêng khu vực này',
    updated: 'Cập nhật {{date}}',
  },
};
export default customerVi;
