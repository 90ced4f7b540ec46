/**
 * The audit log page's words (console/audit), in the shape `consoleWords` of console/i18n gives (`{ folder, words }`), written without importing it:
 * console/i18n loads this file through its glob, and an import back would be a circle.
 */
type Words<T> = { [K in keyof T]: T[K] extends string ? string : Words<T[K]> };

const zh = {
  title: '操作日志',
  filters: { action: '操作（如 user.ban）', admin: '管理员编号', targetType: '对象类型（如 user）', targetId: '对象编号', dates: '日期范围' },
  apply: '筛选',
  reset: '清除',
  export: '导出 CSV',
  exported: '已导出',
  columns: { time: '时间', admin: '管理员', area: '地区', action: '操作', target: '对象', detail: '详情' },
  empty: '没有符合条件的记录',
  total: '共 {{count}} 条',
  everyArea: '全部地区',
};

const en: Words<typeof zh> = {
  title: 'Audit log',
  filters: { action: 'Action (e.g. user.ban)', admin: 'Admin ID', targetType: 'Target type (e.g. user)', targetId: 'Target ID', dates: 'Date range' },
  apply: 'Filter',
  reset: 'Clear',
  export: 'Export CSV',
  exported: 'Exported',
  columns: { time: 'Time', admin: 'Admin', area: 'Area', action: 'Action', target: 'Target', detail: 'Detail' },
  empty: 'No entries match',
  total: '{{count}} in all',
  everyArea: 'Every area',
};

const vi: Words<typeof zh> = {
  title: 'Nhật ký thao tác',
  filters: { action: 'Thao tác (vd. user.ban)', admin: 'Mã quản trị viên', targetType: 'Loại đối tượng (vd. user)', targetId: 'Mã đối tượng', dates: 'Khoảng ngày' },
  apply: 'Lọc',
  reset: 'Xóa lọc',
  export: 'Xuất CSV',
  exported: 'Đã xuất',
  columns: { time: 'Thời gian', admin: 'Quản trị viên', area: 'Khu vực', action: 'Thao tác', target: 'Đối tượng', detail: 'Chi tiết' },
  empty: 'Không có mục nào phù hợp',
  total: 'Tổng {{count}} mục',
  everyArea: 'Mọi khu vực',
};

export default { folder: 'audit', words: { zh, en, vi } };
