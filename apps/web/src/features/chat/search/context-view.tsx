import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import type { ChatMessage } from '@haiwai/contracts';
import { QueryState } from '../../common/query-state';
import { useGoBack } from '../../../shell/navigation';
import { timeLabel, useMessageText } from './marked-text';
import { newerPage, olderPage, useMessageContext } from './queries';

/** The conversation's own screen (chat's room; its path as every link to it spells it). */
const roomUrl = (conversationId: number) => `/pagesA/chat/chat/chat?conversation_id=${conversationId}`;

interface Loaded {
  messages: ChatMessage[];
  moreBefore: boolean;
  moreAfter: boolean;
}

/**
 * A found message among its neighbours (`chatMessageContext`), marked and scrolled to; earlier messages load when the
 * top is scrolled into view (history before the first), newer ones at the bottom (sync after the last). "Open chat"
 * goes to the conversation itself.
 */
export function ContextView({ conversationId, aroundId }: { conversationId: number; aroundId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useGoBack();
  const ctx = useMessageContext(conversationId, aroundId);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (ctx.data) setLoaded({ messages: ctx.data.messages, moreBefore: ctx.data.has_more_before, moreAfter: ctx.data.has_more_after });
  }, [ctx.data]);
  return (
    <div className="csearch csearch--context" data-testid="chat-search-context">
      <div className="csearch__context-bar">
        <Button size="small" fill="none" onClick={back} data-testid="chat-search-back">
          {t('chatSearch.back')}
        </Button>
        <h2 className="csearch__context-title">{t('chatSearch.context')}</h2>
        <Button size="small" color="primary" onClick={() => navigate(roomUrl(conversationId))} data-testid="chat-search-open-chat">
          {t('chatSearch.openChat')}
        </Button>
      </div>
      <QueryState isPending={ctx.isPending} error={ctx.error} onRetry={() => void ctx.refetch()}>
        {loaded && <Messages conversationId={conversationId} aroundId={aroundId} loaded={loaded} setLoaded={setLoaded} />}
      </QueryState>
    </div>
  );
}

function Messages({ conversationId, aroundId, loaded, setLoaded }: { conversationId: number; aroundId: number; loaded: Loaded; setLoaded(l: Loaded): void }) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const target = useRef<HTMLLIElement>(null);
  const [busy, setBusy] = useState(false);
  // In braces: recent Chromium's scrollIntoView returns a promise, which React would take for the effect's cleanup.
  useEffect(() => {
    void target.current?.scrollIntoView({ block: 'center' });
  }, []);

  const more = async (older: boolean) => {
    if (busy) return;
    setBusy(true);
    try {
      if (older) {
        const first = loaded.messages[0];
        if (!first) return;
        const page = await olderPage(conversationId, first.id);
        setLoaded({ ...loaded, messages: [...page.messages, ...loaded.messages], moreBefore: page.has_more });
      } else {
        const last = loaded.messages.at(-1);
        if (!last) return;
        const page = await newerPage(conversationId, last.id);
        setLoaded({ ...loaded, messages: [...loaded.messages, ...page.messages], moreAfter: page.has_more });
      }
    } catch {
      // the http client showed why; the button stays for another try
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Edge more={loaded.moreBefore} label={t('chatSearch.earlier')} done={t('chatSearch.start')} onReach={() => void more(true)} testId="chat-search-older" />
      <ol className="csearch__messages">
        {loaded.messages.map((m) => (
          <li key={m.id} ref={m.id === aroundId ? target : undefined} className={m.id === aroundId ? 'csearch__msg csearch__msg--found' : 'csearch__msg'} data-testid={`chat-search-msg-${m.id}`} aria-current={m.id === aroundId ? 'true' : undefined}>
            <span className="csearch__msg-who">
              {m.nickname}
              <time className="csearch__hit-time">{timeLabel(m.timestamp, i18n.language)}</time>
            </span>
            {m.id === aroundId && <span className="csearch__found-tag">{t('chatSearch.found')}</span>}
            <span className="csearch__msg-text">{text(m)}</span>
          </li>
        ))}
      </ol>
      <Edge more={loaded.moreAfter} label={t('chatSearch.later')} done={t('chatSearch.end')} onReach={() => void more(false)} testId="chat-search-newer" />
    </>
  );
}

/** The top or bottom of the loaded messages: loads the next page when scrolled into view (or tapped). */
function Edge({ more, label, done, onReach, testId }: { more: boolean; label: string; done: string; onReach(): void; testId: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  const reach = useRef(onReach);
  reach.current = onReach;
  useEffect(() => {
    const el = ref.current;
    if (!more || !el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && reach.current(), { rootMargin: '120px' });
    io.observe(el);
    return () => io.disconnect();
  }, [more]);
  if (!more) return <p className="csearch__edge">{done}</p>;
  return (
    <button ref={ref} type="button" className="csearch__edge csearch__edge--more" onClick={onReach} data-testid={testId}>
      {label}
    </button>
  );
}
