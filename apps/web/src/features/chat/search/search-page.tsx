import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useSession } from '../../../stores/session-store';
import { PagedList } from '../../common/paged-list';
import { RequireLogin } from '../../common/require-login';
import { MarkedText, timeLabel } from './marked-text';
import { useChatSearch, useSearchedConversation, type SearchFilters } from './queries';
import './search.css';

const positive = (v: string | null) => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : undefined);

/** The conversation's own screen (chat's room) opened at a message (`around`; chat-page.tsx). */
const roomAt = (conversationId: number, messageId: number) => `/pagesA/chat/chat/chat?conversation_id=${conversationId}&around=${messageId}`;

/**
 * /pagesA/chat/search — search my chats (`conversation_id`: one of them) by words, sender and dates; a result opens
 * its conversation at the message, highlighted among its neighbours. Filters live in the address, so Back returns to
 * the results as they were. (An older link's `around` and `in` open the room the same way.)
 */
export function ChatSearchPage() {
  return (
    <RequireLogin>
      <ChatSearch />
    </RequireLogin>
  );
}

function ChatSearch() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const around = positive(params.get('around'));
  const inConversation = positive(params.get('in'));
  if (around && inConversation) return <Navigate to={roomAt(inConversation, around)} replace />;
  const filters: SearchFilters = {
    q: params.get('q') ?? '',
    conversationId: positive(params.get('conversation_id')),
    senderId: positive(params.get('sender')),
    since: params.get('since') ?? undefined,
    until: params.get('until') ?? undefined,
  };
  const update = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };
  const open = (conversationId: number, messageId: number) => navigate(roomAt(conversationId, messageId));
  return (
    <div className="csearch" data-testid="chat-search">
      <SearchHead filters={filters} update={update} />
      <Results filters={filters} open={open} />
    </div>
  );
}

function SearchHead({ filters, update }: { filters: SearchFilters; update(patch: Record<string, string | undefined>): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(filters.q);
  const conv = useSearchedConversation(filters.conversationId);
  const name = conv.data?.name ?? '';
  const me = useSession((s) => s.userInfo);
  // A single chat lists only the other member: I am a sender too.
  const senders = [...(me ? [{ user_id: me.id, nickname: me.nickname }] : []), ...(conv.data?.members ?? []).filter((m) => m.user_id !== me?.id)];
  return (
    <div className="csearch__head">
      <SearchBar
        value={text}
        onChange={setText}
        onSearch={(v) => update({ q: v.trim() || undefined })}
        // No clear button: antd-mobile's is a div with aria-label and no role (axe: aria-prohibited-attr, serious).
        clearable={false}
        placeholder={filters.conversationId ? t('chatSearch.placeholderHere', { name }) : t('chatSearch.placeholder')}
        data-testid="chat-search-input"
      />
      <div className="csearch__filters">
        {filters.conversationId && (
          <label className="csearch__filter">
            <span>{t('chatSearch.sender')}</span>
            <select value={filters.senderId ?? ''} onChange={(e) => update({ sender: e.target.value || undefined })} data-testid="chat-search-sender">
              <option value="">{t('chatSearch.anyone')}</option>
              {senders.map((m) => (
                <option key={m.user_id} value={m.user_id}>
                  {m.nickname}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="csearch__filter">
          <span>{t('chatSearch.since')}</span>
          <input type="date" value={filters.since ?? ''} max={filters.until} onChange={(e) => update({ since: e.target.value || undefined })} data-testid="chat-search-since" />
        </label>
        <label className="csearch__filter">
          <span>{t('chatSearch.until')}</span>
          <input type="date" value={filters.until ?? ''} min={filters.since} onChange={(e) => update({ until: e.target.value || undefined })} data-testid="chat-search-until" />
        </label>
        {(filters.senderId || filters.since || filters.until) && (
          <button type="button" className="csearch__clear" onClick={() => update({ sender: undefined, since: undefined, until: undefined })}>
            {t('chatSearch.clear')}
          </button>
        )}
      </div>
    </div>
  );
}

function Results({ filters, open }: { filters: SearchFilters; open(conversationId: number, messageId: number): void }) {
  const { t, i18n } = useTranslation();
  const results = useChatSearch(filters);
  if (!filters.q.trim()) return <p className="csearch__hint">{t('chatSearch.hint')}</p>;
  const incomplete = results.data?.pages.some((p) => !p.complete);
  return (
    <PagedList
      query={results}
      className="csearch__list"
      testId="chat-search-results"
      header={incomplete ? <p className="csearch__hint">{t('chatSearch.indexing')}</p> : undefined}
      renderItem={(hit) => (
        <button type="button" className="csearch__hit" onClick={() => open(hit.conversation.id, hit.message.id)} data-testid={`chat-search-hit-${hit.message.id}`}>
          <span className="csearch__hit-top">
            <span className="csearch__hit-who">{t('chatSearch.result', { sender: hit.message.nickname, chat: hit.conversation.name })}</span>
            <time className="csearch__hit-time">{timeLabel(hit.message.timestamp, i18n.language)}</time>
          </span>
          <span className="csearch__hit-text">
            <MarkedText text={hit.text} ranges={hit.highlights} />
          </span>
        </button>
      )}
      empty={{ title: t('chatSearch.empty'), text: t('chatSearch.emptyHint'), testId: 'chat-search-empty' }}
      noMore={t('chatSearch.noMore')}
      loadMoreFailed={t('chatSearch.loadMoreFailed')}
    />
  );
}
