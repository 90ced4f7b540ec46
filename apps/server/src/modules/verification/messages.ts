import { defineMessages } from '../../core/message-parts.js';

/** Real-name and business verification: errors and the notices members get. */
export const verificationMessages = defineMessages({
  zh: {
    'verification.not_found': '该认证申请不存在',
    'verification.not_pending': '该认证申请已经处理过了，请刷新队列',
    'verification.other_area': '您不能审核其他站点成员的认证申请',
    'verification.reason_required': '驳回时请写明原因，成员会看到它',
    'verification.company_not_found': '该企业不存在或已删除',
    'verification.not_owner': '只有企业的所有者可以提交营业执照',
    'verification.already_pending': '该企业已有一份待审核的申请，请等待审核结果',
    'verification.already_passed': '该企业已通过企业认证，无需再次提交',
    'verification.licence_not_attachable': '请上传营业执照照片后再提交（只能使用您本人为企业认证上传的照片）',
    'verification.notice.real_name_passed': '实名认证已通过',
    'verification.notice.real_name_passed_body': '您的实名认证已通过审核，资料页将显示“已实名”标识。',
    'verification.notice.real_name_failed': '实名认证未通过',
    'verification.notice.real_name_failed_body': '原因：{reason}。您可以修改后重新提交。',
    'verification.notice.licence_passed': '“{title}”已通过企业认证',
    'verification.notice.licence_passed_body': '您的企业页面将显示“已认证企业”标识。',
    'verification.notice.licence_failed': '“{title}”的企业认证未通过',
    'verification.notice.licence_failed_body': '原因：{reason}。您可以重新上传营业执照后再次提交。',
  },
  en: {
    'verification.not_found': 'This verification request does not exist',
    'verification.not_pending': 'This verification request has already been decided; refresh the queue',
    'verification.other_area': 'You cannot review the verification requests of another area’s members',
    'verification.reason_required': 'Write the reason for the rejection; the member will see it',
    'verification.company_not_found': 'This company does not exist or was deleted',
    'verification.not_owner': 'Only the company’s owner can send its business licence',
    'verification.already_pending': 'This company already has a request waiting for review; please wait for the decision',
    'verification.already_passed': 'This company is already business verified; there is nothing to send again',
    'verification.licence_not_attachable': 'Upload the licence pictures before sending (only pictures you uploaded for business verification can be used)',
    'verification.notice.real_name_passed': 'Real-name verification approved',
    'verification.notice.real_name_passed_body': 'Your real-name verification passed; your profile now shows the “verified” mark.',
    'verification.notice.real_name_failed': 'Real-name verification not approved',
    'verification.notice.real_name_failed_body': 'Reason: {reason}. You can correct it and send it again.',
    'verification.notice.licence_passed': '“{title}” is now business verified',
    'verification.notice.licence_passed_body': 'Your company page now shows the “verified business” mark.',
    'verification.notice.licence_failed': 'Business verification of “{title}” not approved',
    'verification.notice.licence_failed_body': 'Reason: {reason}. You can upload the licence again and send it.',
  },
  vi: {
    'verification.not_found': 'Yêu cầu xác minh này không tồn tại',
    'verification.not_pending': 'Yêu cầu xác minh này đã được xử lý; hãy tải lại hàng đợi',
    'verification.other_area': 'Bạn không thể duyệt yêu cầu xác minh của thành viên khu vực khác',
    'verification.reason_required': 'Hãy ghi lý do từ chối; thành viên sẽ thấy lý do này',
    'verification.company_not_found': 'Doanh nghiệp này không tồn tại hoặc đã bị xóa',
    'verification.not_owner': 'Chỉ chủ doanh nghiệp mới có thể gửi giấy phép kinh doanh',
    'verification.already_pending': 'Doanh nghiệp này đã có một yêu cầu đang chờ duyệt; vui lòng chờ kết quả',
    'verification.already_passed': 'Doanh nghiệp này đã được xác minh; không cần gửi lại',
    'verification.licence_not_attachable': 'Hãy tải ảnh giấy phép lên trước khi gửi (chỉ dùng được ảnh bạn đã tải lên để xác minh doanh nghiệp)',
    'verification.notice.real_name_passed': 'Xác minh danh tính đã được duyệt',
    'verification.notice.real_name_passed_body': 'Xác minh danh tính của bạn đã được duyệt; hồ sơ của bạn nay có dấu “đã xác minh”.',
    'verification.notice.real_name_failed': 'Xác minh danh tính không được duyệt',
    'verification.notice.real_name_failed_body': 'Lý do: {reason}. Bạn có thể sửa lại và gửi lần nữa.',
    'verification.notice.licence_passed': '“{title}” đã được xác minh doanh nghiệp',
    'verification.notice.licence_passed_body': 'Trang doanh nghiệp của bạn nay có dấu “doanh nghiệp đã xác minh”.',
    'verification.notice.licence_failed': 'Xác minh doanh nghiệp “{title}” không được duyệt',
    'verification.notice.licence_failed_body': 'Lý do: {reason}. Bạn có thể tải lại giấy phép và gửi lần nữa.',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    verification: typeof verificationMessages.zh;
  }
}
