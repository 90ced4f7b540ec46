/** Saved searches with alerts: the list screens' button and Me → Saved searches. */
export const savedSearchZh = {
  button: {
    save: '订阅',
    saved: '已订阅',
  },
  toast: {
    saved: '已订阅：有新信息时每天最多通知你一次',
    already: '这个搜索已经订阅过了',
    paused: '已暂停提醒',
    resumed: '已恢复提醒',
    renamed: '已重命名',
    deleted: '已取消订阅',
  },
  page: {
    intro: '在列表页筛选后点筛选栏右侧的铃铛（订阅）即可保存搜索。有新信息符合条件时，每个订阅每天最多提醒一次，同一条信息不会重复提醒。最多 {{max}} 个。',
    empty: '还没有订阅的搜索',
    emptyHint: '在房屋、二手、汽车、招聘等列表页筛选后，点筛选栏右侧的铃铛',
    noMore: '没有更多了',
    loadMoreFailed: '加载失败，点击重试',
  },
  row: {
    open: '查看',
    rename: '重命名',
    delete: '取消订阅',
    cancel: '取消',
    alerts: '提醒',
    alertsOf: '“{{name}}”的新信息提醒',
    paused: '提醒已暂停',
    lastDigest: '上次提醒：{{time}}',
    noDigest: '还没有新信息',
    deleteTitle: '取消订阅？',
    deleteText: '“{{name}}”将被删除，不再收到它的提醒。',
  },
  rename: {
    title: '重命名订阅',
    label: '订阅名称',
    placeholder: '例如：第七郡两室出租',
    save: '保存',
  },
};
export default savedSearchZh;
