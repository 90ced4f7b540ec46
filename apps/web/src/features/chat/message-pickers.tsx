import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import SearchBar from 'antd-mobile/es/components/search-bar';
import CloseOutline from 'antd-mobile-icons/es/CloseOutline';
import type { Conversation, ConversationMember } from '@haiwai/contracts';
import { ChatAvatar } from './chat-avatar';
import { fetchConversations, forwardMessages } from './chat-api';
import { newTempId, sortConversations, useChat } from './chat-store';
import type { MentionChoice } from './mention-filter';

/** A forward's temp id: the server's shorter pattern for forwards (it derives one per target and message). */
const forwardTempId = () => newTempId().replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 40);

type Result = { conversation_id: number; code: number; message: string };

/**
 * Forward to… : my conversations (search by name), several at once; then each target's result. A second press after
 * a failure sends with the same temp id, so nothing arrives twice.
 */
export function ForwardPicker({ messageIds, visible, onClose }: { messageIds: number[]; visible: boolean; onClose(done: boolean): void }) {
  const { t } = useTranslation();
  const conversations = useChat((s) => s.conversations);
  const hidden = useChat((s) => s.hidden);
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [results, setResults] = useState<Result[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [tempId] = useState(forwardTempId);
  const list = useMemo(() => sortConversations({ conversations, hidden }).filter((c) => c.name.toLowerCase().includes(q.trim().toLowerCase())), [conversations, hidden, q]);
  // The room knows only its own conversation: the picker loads my list.
  useEffect(() => {
    void fetchConversations().catch(() => {});
  }, []);
  const toggle = (id: number) => setChosen((xs) => (xs.includes(id) ? xs.filter((x) => x !== id) : [...xs, id]));
  const send = async () => {
    setBusy(true);
    try {
      setResults((await forwardMessages(messageIds, chosen, tempId)).results);
    } catch {
      // The http client showed why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popup visible={visible} onMaskClick={() => onClose(results !== null)} bodyClassName="chat-picker" destroyOnClose>
      <div className="chat-picker__head">
        <h2 className="chat-picker__title">{results ? t('chat.msg.forwardResults') : t('chat.msg.forwardTo')}</h2>
      </div>
      {results ? (
        <>
          <ul className="chat-picker__list" data-testid="forward-results">
            {results.map((r) => (
              <li key={r.conversation_id} className="chat-picker__row" data-testid={`forward-result-${r.conversation_id}`} data-code={r.code}>
                <span className="chat-picker__name">{conversations[r.conversation_id]?.name ?? `#${r.conversation_id}`}</span>
                <span className={r.code === 200 ? 'chat-picker__ok' : 'chat-picker__fail'}>{r.code === 200 ? t('chat.msg.forwardOk') : r.message}</span>
              </li>
            ))}
          </ul>
          <Button block color="primary" onClick={() => onClose(true)} data-testid="forward-done">
            {t('chat.msg.done')}
          </Button>
        </>
      ) : (
        <>
          <SearchBar placeholder={t('chat.msg.forwardSearch')} value={q} onChange={setQ} data-testid="forward-search" />
          <ul className="chat-picker__list">
            {list.length === 0 && <li className="chat-picker__empty">{t('chat.msg.forwardNone')}</li>}
            {list.map((c: Conversation) => (
              <li key={c.id}>
                <label className="chat-picker__row" data-testid={`forward-target-${c.id}`}>
                  <input type="checkbox" checked={chosen.includes(c.id)} onChange={() => toggle(c.id)} />
                  <ChatAvatar src={c.avatar} name={c.name} group={c.type !== 1} size={32} />
                  <span className="chat-picker__name">{c.name}</span>
                </label>
              </li>
            ))}
          </ul>
          <Button block color="primary" disabled={chosen.length === 0 || busy} loading={busy} onClick={() => void send()} data-testid="forward-send">
            {t('chat.msg.forwardSend', { count: chosen.length })}
          </Button>
        </>
      )}
    </Popup>
  );
}

/**
 * @ in a group, above the input: the rows `choicesFor` gives (mention-filter.ts, passed in so this lazily loaded file
 * shares nothing with the room's chunk) for the letters typed after @ (`query`) or in its own box; `active` is the
 * row the arrow keys reached (Enter takes it, in the input bar).
 */
export function MentionPicker({ members, choicesFor, visible, query = '', active = 0, onPick, onClose }: { members: ConversationMember[]; choicesFor(q: string): MentionChoice[]; visible: boolean; query?: string; active?: number; onPick(m: MentionChoice): void; onClose(): void }) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const own = q.trim() !== '';
  const shown = choicesFor(own ? q : query);
  if (!visible) return null;
  return (
    <div className="chat-picker chat-mention-picker" data-testid="mention-picker">
      <div className="chat-picker__head">
        <h2 className="chat-picker__title">{t('chat.msg.mentionTitle')}</h2>
        <button type="button" className="chat-mention-picker__close" aria-label={t('chat.msg.mentionClose')} onClick={onClose} data-testid="mention-close">
          <CloseOutline />
        </button>
      </div>
      <SearchBar placeholder={t('chat.msg.mentionSearch')} value={q} onChange={setQ} clearable={false} data-testid="mention-search" />
      <ul className="chat-picker__list" data-testid="mention-list">
        {shown.length === 0 && <li className="chat-picker__empty">{t('chat.msg.mentionNone')}</li>}
        {shown.map((c, i) => {
          const on = !own && i === active;
          const cls = on ? 'chat-picker__row chat-picker__row--active' : 'chat-picker__row';
          if (c === 'all') {
            return (
              <li key="all">
                <button type="button" className={cls} aria-current={on || undefined} onClick={() => onPick('all')} data-testid="mention-all">
                  <span className="chat-picker__name">@{t('chat.msg.mentionAll')}</span>
                </button>
              </li>
            );
          }
          const m = members.find((x) => x.user_id === c.id);
          return (
            <li key={c.id}>
              <button type="button" className={cls} aria-current={on || undefined} onClick={() => onPick(c)} data-testid={`mention-member-${c.id}`}>
                <ChatAvatar src={m?.avatar ?? null} name={c.name} size={32} />
                <span className="chat-picker__name">{c.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
