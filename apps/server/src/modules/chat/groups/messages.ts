import { defineMessages } from '../../../core/message-parts.js';

/** Person-facing messages of running a group (registered by groupRoutes; keys join MessageKey below). */
export const groupMessages = defineMessages({
  zh: {
    'chatGroups.not_admin': '只有群主和管理员可以执行此操作',
    'chatGroups.not_member': '该用户不是本群成员',
    'chatGroups.admin_protected': '管理员不能移除或禁言群主和其他管理员',
    'chatGroups.owner_self': '不能对自己执行此操作',
    'chatGroups.muted': '你已被禁言，{until} 后才能在本群发言',
    'chatGroups.muted_forever': '你已被管理员禁言，解除前无法在本群发言',
    'chatGroups.invite_invalid': '邀请链接无效、已过期或已被撤销',
    'chatGroups.already_member': '你已经是本群成员',
    'chatGroups.request_pending': '你的入群申请正在等待管理员审核',
    'chatGroups.request_not_found': '该入群申请不存在或已处理',
    'chatGroups.announcement_line': '【群公告】{text}',
  },
  en: {
    'chatGroups.not_admin': 'Only the group owner and admins can do this',
    'chatGroups.not_member': 'That person is not a member of this group',
    'chatGroups.admin_protected': 'Admins cannot remove or mute the owner or other admins',
    'chatGroups.owner_self': 'You cannot do this to yourself',
    'chatGroups.muted': 'You are muted in this group until {until}',
    'chatGroups.muted_forever': 'An admin has muted you in this group until they lift it',
    'chatGroups.invite_invalid': 'This invite link is invalid, expired or revoked',
    'chatGroups.already_member': 'You are already a member of this group',
    'chatGroups.request_pending': 'Your request to join is waiting for an admin',
    'chatGroups.request_not_found': 'This join request does not exist or was already handled',
    'chatGroups.announcement_line': '[Announcement] {text}',
  },
  vi: {
    'chatGroups.not_admin': 'Chỉ chủ nhóm và quản trị viên mới làm được việc này',
    'chatGroups.not_member': 'Người này không phải thành viên của nhóm',
    'chatGroups.admin_protected': 'Quản trị viên không thể xóa hoặc cấm chat chủ nhóm và các quản trị viên khác',
    'chatGroups.owner_self': 'Bạn không thể làm việc này với chính mình',
    'chatGroups.muted': 'Bạn bị cấm chat trong nhóm này đến {until}',
    'chatGroups.muted_forever': 'Quản trị viên đã cấm chat bạn trong nhóm này cho đến khi được gỡ',
    'chatGroups.invite_invalid': 'Liên kết mời không hợp lệ, đã hết hạn hoặc đã bị thu hồi',
    'chatGroups.already_member': 'Bạn đã là thành viên của nhóm này',
    'chatGroups.request_pending': 'Yêu cầu tham gia của bạn đang chờ quản trị viên duyệt',
    'chatGroups.request_not_found': 'Yêu cầu tham gia không tồn tại hoặc đã được xử lý',
    'chatGroups.announcement_line': '[Thông báo nhóm] {text}',
  },
});

declare module '../../../core/messages.js' {
  interface ModuleMessages {
    chatGroups: typeof groupMessages.zh;
  }
}
