import { defineMessages } from '../../core/message-parts.js';

/**
 * Errors of the notice centre, reports and audit log, and the notice templates other modules send with
 * `NoticeService.notify(userId, { title: { key: 'notice.review_failed.title' }, … })`.
 */
export const noticeMessages = defineMessages({
  zh: {
    'report.duplicate': '您已因同一原因举报过该内容，我们会尽快处理，无需重复举报',
    'report.already_handled': '该举报已处理过，不能再次处理',
    'report.target_not_found': '被举报的内容不存在或已被删除',
    'report.detail_required': '选择“其他”原因时请填写举报说明',
    'report.site_area_required': '请提供被举报内容所属的站点',
    'report.hide_unsupported': '这类内容不能在举报队列中隐藏，请到对应的管理页面处理',
    'report.hide_needs_resolve': '只有在确认举报属实（resolved）时才能隐藏内容',
    'admin.area_forbidden': '您没有管理该站点的权限',
    'field.target_type': '类型名称无效（小写字母、数字、- 或 _，2-32 位）',
    'field.action': '操作名称无效',
    'field.site_area_unknown': '站点不存在',
    'notice.review_passed.title': '审核通过',
    'notice.review_passed.body': '您发布的{kind}「{title}」已通过审核，现已上线。',
    'notice.review_failed.title': '审核未通过',
    'notice.review_failed.body': '您发布的{kind}「{title}」未通过审核，原因：{reason}。请修改后重新提交。',
    'notice.application.title': '收到新的申请',
    'notice.application.body': '{name} 申请了您发布的「{title}」，请尽快查看。',
    'notice.appointment.title': '收到新的预约',
    'notice.appointment.body': '{name} 预约了「{title}」，时间：{time}。',
    'notice.report_resolved.title': '举报已处理',
    'notice.report_resolved.body': '感谢您的举报。您举报的内容（{target}）经核实存在问题，已被处理。',
    'notice.report_dismissed.title': '举报处理结果',
    'notice.report_dismissed.body': '感谢您的反馈。经核实，您举报的内容（{target}）暂未发现违规。',
  },
  en: {
    'report.duplicate': 'You have already reported this for the same reason; we will look into it soon, no need to report it again',
    'report.already_handled': 'This report has already been handled',
    'report.target_not_found': 'The reported item does not exist or has been removed',
    'report.detail_required': 'Please describe the problem when you choose “Other”',
    'report.site_area_required': 'Please give the site area of the reported item',
    'report.hide_unsupported': 'This kind of content cannot be hidden from the report queue; please deal with it on its own admin page',
    'report.hide_needs_resolve': 'Content can be hidden only when the report is resolved (found to break the rules)',
    'admin.area_forbidden': 'You do not manage this site area',
    'field.target_type': 'Invalid type name (2–32 lower-case letters, digits, - or _)',
    'field.action': 'Invalid action name',
    'field.site_area_unknown': 'Unknown site area',
    'notice.review_passed.title': 'Review passed',
    'notice.review_passed.body': 'Your {kind} “{title}” has passed review and is now live.',
    'notice.review_failed.title': 'Review not passed',
    'notice.review_failed.body': 'Your {kind} “{title}” did not pass review. Reason: {reason}. Please edit it and submit it again.',
    'notice.application.title': 'New application',
    'notice.application.body': '{name} applied to your “{title}”. Please have a look soon.',
    'notice.appointment.title': 'New appointment',
    'notice.appointment.body': '{name} booked “{title}” for {time}.',
    'notice.report_resolved.title': 'Report handled',
    'notice.report_resolved.body': 'Thank you for your report. The item you reported ({target}) was found to break the rules and has been dealt with.',
    'notice.report_dismissed.title': 'Report outcome',
    'notice.report_dismissed.body': 'Thank you for your feedback. We checked the item you reported ({target}) and found no violation.',
  },
  vi: {
    'report.duplicate': 'Bạn đã báo cáo nội dung này với cùng lý do; chúng tôi sẽ sớm xử lý, không cần báo cáo lại',
    'report.already_handled': 'Báo cáo này đã được xử lý',
    'report.target_not_found': 'Nội dung bị báo cáo không tồn tại hoặc đã bị xóa',
    'report.detail_required': 'Vui lòng mô tả vấn đề khi chọn “Khác”',
    'report.site_area_required': 'Vui lòng cho biết khu vực của nội dung bị báo cáo',
    'report.hide_unsupported': 'Không thể ẩn loại nội dung này từ hàng đợi báo cáo; vui lòng xử lý ở trang quản trị tương ứng',
    'report.hide_needs_resolve': 'Chỉ có thể ẩn nội dung khi báo cáo được xác nhận (resolved)',
    'admin.area_forbidden': 'Bạn không quản lý khu vực này',
    'field.target_type': 'Tên loại không hợp lệ (2–32 chữ thường, số, - hoặc _)',
    'field.action': 'Tên thao tác không hợp lệ',
    'field.site_area_unknown': 'Khu vực không tồn tại',
    'notice.review_passed.title': 'Đã duyệt',
    'notice.review_passed.body': '{kind} “{title}” của bạn đã được duyệt và đang hiển thị.',
    'notice.review_failed.title': 'Không được duyệt',
    'notice.review_failed.body': '{kind} “{title}” của bạn không được duyệt. Lý do: {reason}. Vui lòng chỉnh sửa và gửi lại.',
    'notice.application.title': 'Có đơn ứng tuyển mới',
    'notice.application.body': '{name} đã ứng tuyển vào “{title}” của bạn. Vui lòng xem sớm.',
    'notice.appointment.title': 'Có lịch hẹn mới',
    'notice.appointment.body': '{name} đã đặt lịch “{title}” vào {time}.',
    'notice.report_resolved.title': 'Báo cáo đã được xử lý',
    'notice.report_resolved.body': 'Cảm ơn bạn đã báo cáo. Nội dung bạn báo cáo ({target}) vi phạm quy định và đã được xử lý.',
    'notice.report_dismissed.title': 'Kết quả báo cáo',
    'notice.report_dismissed.body': 'Cảm ơn phản hồi của bạn. Chúng tôi đã kiểm tra nội dung bạn báo cáo ({target}) và không thấy vi phạm.',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    notices: typeof noticeMessages.zh;
  }
}
