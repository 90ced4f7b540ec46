import { defineMessages } from '../../core/message-parts.js';

/** Saved searches and their digests (docs/saved-searches.md). */
export const savedSearchMessages = defineMessages({
  zh: {
    'saved_search.not_found': '该订阅搜索不存在或已删除',
    'saved_search.limit': '最多只能保存 {max} 个订阅搜索，请先删除不再需要的',
    'saved_search.digest_title': '“{name}”有 {count} 条新信息',
    'saved_search.digest_body': '最新：{titles}。点击查看符合条件的全部信息。',
    'saved_search.all': '全部',
    'saved_search.keyword': '关键词“{keyword}”',
    'saved_search.range': '{label} {min}–{max}',
    'saved_search.at_least': '{label} ≥ {min}',
    'saved_search.at_most': '{label} ≤ {max}',
  },
  en: {
    'saved_search.not_found': 'This saved search does not exist or was deleted',
    'saved_search.limit': 'You can keep at most {max} saved searches; delete one you no longer need first',
    'saved_search.digest_title': '{count} new for “{name}”',
    'saved_search.digest_body': 'Latest: {titles}. Tap to see everything that matches.',
    'saved_search.all': 'All',
    'saved_search.keyword': 'keyword “{keyword}”',
    'saved_search.range': '{label} {min}–{max}',
    'saved_search.at_least': '{label} ≥ {min}',
    'saved_search.at_most': '{label} ≤ {max}',
  },
  vi: {
    'saved_search.not_found': 'Tìm kiếm đã lưu không tồn tại hoặc đã bị xóa',
    'saved_search.limit': 'Bạn chỉ lưu được tối đa {max} tìm kiếm; hãy xóa bớt một tìm kiếm không cần nữa',
    'saved_search.digest_title': '{count} tin mới cho “{name}”',
    'saved_search.digest_body': 'Mới nhất: {titles}. Nhấn để xem tất cả tin phù hợp.',
    'saved_search.all': 'Tất cả',
    'saved_search.keyword': 'từ khóa “{keyword}”',
    'saved_search.range': '{label} {min}–{max}',
    'saved_search.at_least': '{label} ≥ {min}',
    'saved_search.at_most': '{label} ≤ {max}',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    savedSearches: typeof savedSearchMessages.zh;
  }
}
