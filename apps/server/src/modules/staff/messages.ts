import { defineMessages } from '../../core/message-parts.js';

/** Roles, users and bans (docs/roles.md). */
export const staffMessages = defineMessages({
  zh: {
    'staff.user_not_found': '用户不存在或已注销',
    'staff.area_not_found': '该地区不存在，请刷新后重新选择',
    'staff.area_forbidden': '您只能管理自己负责站点的用户和员工',
    'staff.super_only': '只有平台管理员可以授予或撤销平台管理员',
    'staff.area_required': '请选择要授予角色的站点',
    'staff.role_not_held': '该用户在此站点没有这个角色',
    'staff.own_last_manage': '不能撤销您自己在此站点的最后一个管理员角色，请让其他管理员操作',
    'staff.cannot_ban_staff': '不能封禁平台管理员；封禁员工前请先撤销其角色',
    'staff.cannot_ban_self': '不能封禁您自己',
    'staff.already_banned': '该用户已被封禁，如需修改请先解封',
    'staff.not_banned': '该用户当前没有被封禁',
  },
  en: {
    'staff.user_not_found': 'This user does not exist or has closed their account',
    'staff.area_not_found': 'This area does not exist; refresh and choose again',
    'staff.area_forbidden': 'You can only manage users and staff of your own site areas',
    'staff.super_only': 'Only a platform admin can grant or withdraw platform admin',
    'staff.area_required': 'Choose the site area to grant the role in',
    'staff.role_not_held': 'This user does not hold that role in this area',
    'staff.own_last_manage': 'You cannot withdraw your own last admin role in this area; ask another admin',
    'staff.cannot_ban_staff': 'Platform admins cannot be banned; withdraw a staff member’s roles before banning them',
    'staff.cannot_ban_self': 'You cannot ban yourself',
    'staff.already_banned': 'This user is banned already; lift the ban first to change it',
    'staff.not_banned': 'This user is not banned',
  },
  vi: {
    'staff.user_not_found': 'Người dùng không tồn tại hoặc đã hủy tài khoản',
    'staff.area_not_found': 'Khu vực này không tồn tại; hãy tải lại và chọn lại',
    'staff.area_forbidden': 'Bạn chỉ có thể quản lý người dùng và nhân viên của khu vực mình phụ trách',
    'staff.super_only': 'Chỉ quản trị viên nền tảng mới có thể cấp hoặc thu hồi quyền quản trị nền tảng',
    'staff.area_required': 'Hãy chọn khu vực để cấp vai trò',
    'staff.role_not_held': 'Người dùng này không có vai trò đó ở khu vực này',
    'staff.own_last_manage': 'Bạn không thể tự thu hồi vai trò quản trị cuối cùng của mình ở khu vực này; hãy nhờ quản trị viên khác',
    'staff.cannot_ban_staff': 'Không thể khóa quản trị viên nền tảng; hãy thu hồi vai trò của nhân viên trước khi khóa',
    'staff.cannot_ban_self': 'Bạn không thể tự khóa chính mình',
    'staff.already_banned': 'Người dùng này đã bị khóa; hãy mở khóa trước nếu muốn thay đổi',
    'staff.not_banned': 'Người dùng này hiện không bị khóa',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    staff: typeof staffMessages.zh;
  }
}
