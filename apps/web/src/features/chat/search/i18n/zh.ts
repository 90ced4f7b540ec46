/** Chat search (docs/chat-search.md): the search screen, its filters and the message in context. */
export const chatSearchZh = {
  entry: '搜索聊天记录',
  entryHere: '查找聊天内容',
  placeholder: '搜索消息、文件名',
  placeholderHere: '在「{{name}}」中搜索',
  allChats: '全部聊天',
  sender: '发送人',
  anyone: '所有人',
  since: '开始日期',
  until: '结束日期',
  clear: '清除筛选',
  hint: '输入关键词，查找你能看到的消息（不含已撤回和你删除的）',
  empty: '没有找到相关消息',
  emptyHint: '换个关键词，或放宽发送人和日期',
  noMore: '没有更多结果了',
  loadMoreFailed: '加载失败，点此重试',
  indexing: '部分新消息仍在整理索引，稍后再搜可能有更多结果',
  result: '{{sender}} 在「{{chat}}」',
};

export default chatSearchZh;
