/** Notice centre strings (source language; en and vi are typed from it). */
export const noticeZh = {
  markAllRead: '全部已读',
  markedAllRead: '已全部标为已读',
  nothingUnread: '没有未读通知',
  empty: '暂无通知',
  emptyHint: '审核结果、申请、预约和站点公告都会显示在这里',
  loginHint: '登录后查看您的通知',
  login: '登录 / 注册',
  unreadSummary: '{{count}} 条未读',
  unreadLabel: '未读',
  broadcast: '公告',
  close: '关闭',
  noMore: '没有更多了',
  loadingMore: '加载中…',
  loadMoreFailed: '加载失败，点击重试',
  kind: {
    review_passed: '审核通过',
    review_failed: '审核未通过',
    application: '申请',
    appointment: '预约',
    system: '系统通知',
    report: '举报反馈',
    topic: '话题',
    other: '通知',
  },
};
export default noticeZh;
