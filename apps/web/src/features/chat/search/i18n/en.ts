import type { Dictionary } from '../../../../i18n/dictionary';
import type { chatSearchZh } from './zh';

export const chatSearchEn: Dictionary<typeof chatSearchZh> = {
  entry: 'Search chats',
  entryHere: 'Search this chat',
  placeholder: 'Search messages and file names',
  placeholderHere: 'Search in “{{name}}”',
  allChats: 'All chats',
  sender: 'Sender',
  anyone: 'Anyone',
  since: 'From',
  until: 'To',
  clear: 'Clear filters',
  hint: 'Type a word to find messages you can see (not recalled ones, nor those you deleted)',
  empty: 'No messages found',
  emptyHint: 'Try another word, or widen the sender and dates',
  noMore: 'No more results',
  loadMoreFailed: 'Loading failed, tap to try again',
  indexing: 'Some new messages are still being indexed; searching again shortly may find more',
  result: '{{sender}} in “{{chat}}”',
};

export default chatSearchEn;
