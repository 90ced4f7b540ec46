import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import SearchOutline from 'antd-mobile-icons/es/SearchOutline';
import './search.css';

export const CHAT_SEARCH_PATH = '/pagesA/chat/search';

export function SearchLink({ conversationId }: { conversationId?: number }) {
  const { t } = useTranslation();
  if (conversationId) {
    return (
      <Link className="csearch-entry csearch-entry--row" to={`${CHAT_SEARCH_PATH}?conversation_id=${conversationId}`} data-testid="chat-search-here">
        <SearchOutline aria-hidden />
        <span>{t('chatSearch.entryHere')}</span>
      </Link>
    );
  }
  return (
    <Link className="csearch-entry" to={CHAT_SEARCH_PATH} data-testid="chat-search-entry">
      <SearchOutline aria-hidden />
      <span>{t('chatSearch.entry')}</span>
    </Link>
  );
}
