import { lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Action } from 'antd-mobile/es/components/action-sheet';
import ExclamationCircleFill from 'antd-mobile-icons/es/ExclamationCircleFill';
import FileOutline from 'antd-mobile-icons/es/FileOutline';
import SoundOutline from 'antd-mobile-icons/es/SoundOutline';
import type { Conversation } from '@haiwai/contracts';
import { LISTING_KINDS, isListingKind } from '@haiwai/contracts/listings';
import { CHAT_CLIENT, TIMING } from '../../lib/contracts';
import { imageUrl } from '../../lib/image-url';
import { useChat, type ClientMessage } from './chat-store';
import { freshMediaLink, goodMediaLink, useMediaLink } from './media-links';
import { useSession } from '../../stores/session-store';
import { ChatAvatar } from './chat-avatar';
import { formatBytes, linkify } from './format';
import { useSharedPrice } from '../listings';
import { LinkCards } from '../links';
import { confirmDialog, showToast } from '../../lib/feedback';
import { OnceOpened } from '../common/once-opened';
import { Spinner } from '../common/spinner';
import { SAFETY_PAGE_PATH } from '../common/safety-path';
import { Translatable, useTranslationOn } from '../translate';
import { mentionTokens, QuoteBlock, withMentions } from './message-extras';

/** A message's menu (copy, recall), loaded on the first long press: no row mounts antd-mobile's animated sheet before. */
const ActionSheet = lazy(() => import('antd-mobile/es/components/action-sheet'));

/** Long press opens the message menu. */
const LONG_PRESS_MS = 500;
const IMAGE_BOX = 180;

/** What a message's menu and quote lead to in the room (reply, forward, delete for me, scroll to a quoted message). */
export interface RowActions {
  reply(m: ClientMessage): void;
  select(m: ClientMessage): void;
  deleteForMe(m: ClientMessage): void;
  openQuote(messageId: number): void;
}

/** Multi-select (forward several): whether it is on, and this row's box. */
export interface RowSelection {
  on: boolean;
  selected: boolean;
  toggle(): void;
}

interface RowProps {
  m: ClientMessage;
  mine: boolean;
  conversation: Conversation | null;
  onOpenImage(m: ClientMessage): void;
  actions?: RowActions;
  selection?: RowSelection;
  highlighted?: boolean;
}

/** One message: avatar, bubble (WeChat-like: own ones green on the right), status, read mark. */
export function MessageRow({ m, mine, conversation, onOpenImage, actions, selection, highlighted }: RowProps) {
  const { t } = useTranslation();
  const group = conversation ? conversation.type !== 1 : false;
  // A received text can be translated: from its menu, or by itself with the conversation's switch on (docs/translation.md).
  const [askedTranslation, setAskedTranslation] = useState(false);
  const translatable = !mine && !m.recalled && m.type === 'text' && m.message_id > 0 && Boolean(m.content.text);
  const auto = translatable && conversation?.auto_translate === 1;
  const [rowRef, seen] = useSeen(auto);
  if (m.recalled) {
    return (
      <div className="chat-note" data-testid={`msg-recalled-${m.message_id}`}>
        {m.content.text || t('chat.recalled')}
      </div>
    );
  }
  const sender = group && !mine ? conversation?.members.find((u) => u.user_id === m.sender_id) : undefined;
  const name = mine ? '' : m.nickname || m.account || sender?.nickname || '';
  const avatarSrc = mine ? null : m.user_avatar || m.avatar || sender?.avatar;
  const mentions = mentionTokens(m.content, conversation);
  const line = (shown?: { text: string; lang: string | undefined }) => (
    <div className="chat-msg__line">
      {mine && <Status m={m} />}
      <Pressable m={m} mine={mine} conversation={conversation} actions={selection?.on ? undefined : actions} onTranslate={translatable ? () => setAskedTranslation(true) : undefined}>
        <Bubble m={m} mine={mine} onOpenImage={onOpenImage} shown={shown} mentions={mentions} />
      </Pressable>
    </div>
  );
  const classes = ['chat-msg', mine ? 'chat-msg--mine' : '', highlighted ? 'chat-msg--found' : '', selection?.on ? 'chat-msg--selecting' : ''].filter(Boolean).join(' ');
  return (
    <div className={classes} data-testid={`msg-${m.message_id || m.key}`} data-mid={m.message_id || undefined} data-status={m.status} ref={rowRef}>
      {selection?.on && m.message_id > 0 && (
        <input type="checkbox" className="chat-msg__check" checked={selection.selected} onChange={selection.toggle} aria-label={t('chat.msg.select')} data-testid={`msg-check-${m.message_id}`} />
      )}
      {mine ? <MyAvatar /> : <ChatAvatar src={avatarSrc} name={name || '?'} size={40} />}
      <div className="chat-msg__body">
        {group && !mine && name && <div className="chat-msg__name">{name}</div>}
        {m.content.forwarded && <div className="chat-msg__forwarded" data-testid="msg-forwarded">{t('chat.msg.forwarded')}</div>}
        {translatable ? (
          // Lazily: an auto-translated message is sent to the server once it is on screen, then answered from the cache.
          <Translatable type="chat_message" id={m.message_id} original={{ text: m.content.text ?? '' }} offer={false} start={askedTranslation} auto={auto && seen}>
            {(view, bar) => (
              <>
                {line({ text: view.fields.text ?? '', lang: view.lang })}
                {bar && <div className="chat-msg__translate">{bar}</div>}
              </>
            )}
          </Translatable>
        ) : (
          line()
        )}
        {m.content.quote && <QuoteBlock quote={m.content.quote} onOpen={(id) => actions?.openQuote(id)} />}
        {mine && m.status === 'sent' && <ReadMark m={m} group={group} />}
        {!mine && m.warning === 'scam' && <ScamWarning />}
      </div>
    </div>
  );
}

/** Whether the element has been on screen (watched only while `watch`): auto-translation asks for visible messages only. */
function useSeen(watch: boolean): [(el: HTMLDivElement | null) => void, boolean] {
  const [el, setEl] = useState<HTMLDivElement | null>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (!watch || seen || !el) return;
    if (typeof IntersectionObserver === 'undefined') return setSeen(true);
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    });
    io.observe(el);
    return () => io.disconnect();
  }, [watch, seen, el]);
  return [setEl, seen];
}

/** Under a message from a new or unverified account that asks to move off the platform or pay first (docs/trust.md). */
function ScamWarning() {
  const { t } = useTranslation();
  return (
    <div className="chat-msg__warning" role="note" data-testid="msg-scam-warning">
      <ExclamationCircleFill aria-hidden className="chat-msg__warning-icon" />
      <span>
        {t('chat.scamWarning.text')} <Link to={SAFETY_PAGE_PATH} data-testid="msg-scam-safety">{t('chat.scamWarning.safety')}</Link>
      </span>
    </div>
  );
}

function MyAvatar() {
  const userInfo = useSessionUser();
  return <ChatAvatar src={userInfo?.avatar} name={userInfo?.nickname ?? '?'} size={40} />;
}

function useSessionUser() {
  return useSession((s) => s.userInfo);
}

function Status({ m }: { m: ClientMessage }) {
  const { t } = useTranslation();
  if (m.status === 'sending') return <Spinner className="chat-msg__status" size={16} label={t('chat.room.sending')} />;
  if (m.status !== 'failed') return null;
  const retry = async () => {
    const ok = await confirmDialog({ content: t('chat.room.retryConfirm'), confirmText: t('chat.room.retry'), cancelText: t('common.cancel') });
    if (ok) void useChat.getState().retry(m.conversation_id, m.key);
  };
  return (
    <button type="button" className="chat-msg__failed" onClick={() => void retry()} aria-label={t('chat.room.retry')} title={m.error} data-testid={`msg-retry-${m.key}`}>
      <ExclamationCircleFill />
    </button>
  );
}

function ReadMark({ m, group }: { m: ClientMessage; group: boolean }) {
  const { t } = useTranslation();
  if (group) return m.read_by.length > 0 ? <div className="chat-msg__read">{t('chat.room.readCount', { count: m.read_by.length })}</div> : null;
  return (
    <div className={m.is_read ? 'chat-msg__read' : 'chat-msg__read chat-msg__read--no'} data-testid={`msg-read-${m.message_id}`}>
      {m.is_read ? t('chat.room.read') : t('chat.room.unread')}
    </div>
  );
}

/** Long press (or right click) opens copy / translate / recall. */
function Pressable({ m, mine, conversation, actions: room, onTranslate, children }: { m: ClientMessage; mine: boolean; conversation: Conversation | null; actions?: RowActions; onTranslate?: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const translating = useTranslationOn();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const myId = useChat((s) => s.myId);
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancel, []);

  const actions: Action[] = [];
  if (m.type === 'text' && m.content.text) actions.push({ key: 'copy', text: t('chat.room.copy') });
  // Only when the site has an engine (docs/translation.md).
  if (onTranslate && translating) actions.push({ key: 'translate', text: t('chat.room.translate') });
  const ageOk = Date.now() / 1000 - m.timestamp <= CHAT_CLIENT.recallWindowSeconds;
  const owner = conversation !== null && conversation.type !== 1 && conversation.owner_id === myId;
  const stored = m.status === 'sent' && m.message_id > 0;
  if (stored && room) {
    actions.push({ key: 'reply', text: t('chat.msg.reply') });
    actions.push({ key: 'forward', text: t('chat.msg.forward') });
  }
  if (stored && ((mine && ageOk) || owner)) actions.push({ key: 'recall', text: t('chat.room.recall'), danger: true });
  if (stored && room) actions.push({ key: 'delete', text: t('chat.msg.deleteForMe'), danger: true });

  const onAction = async (a: Action) => {
    setOpen(false);
    if (a.key === 'copy') {
      try {
        await navigator.clipboard.writeText(m.content.text ?? '');
        showToast({ content: t('chat.room.copied'), duration: 1000 });
      } catch {
        // Clipboard blocked: nothing to do.
      }
    } else if (a.key === 'translate') {
      onTranslate?.();
    } else if (a.key === 'reply') {
      room?.reply(m);
    } else if (a.key === 'forward') {
      room?.select(m);
    } else if (a.key === 'delete') {
      room?.deleteForMe(m);
    } else if (a.key === 'recall') {
      try {
        await useChat.getState().recall(m.conversation_id, m.message_id);
      } catch {
        // The http client showed the server's reason (too late, not yours).
      }
    }
  };
  if (actions.length === 0) return <>{children}</>;
  return (
    <>
      <div
        className="chat-msg__press"
        onPointerDown={() => {
          cancel();
          timer.current = setTimeout(() => setOpen(true), LONG_PRESS_MS);
        }}
        onPointerUp={cancel}
        onPointerLeave={cancel}
        onPointerCancel={cancel}
        onContextMenu={(e) => {
          e.preventDefault();
          cancel();
          setOpen(true);
        }}
        data-testid={`msg-press-${m.message_id || m.key}`}
      >
        {children}
      </div>
      <OnceOpened open={open}>
        <ActionSheet visible={open} actions={actions} cancelText={t('common.cancel')} onAction={(a) => void onAction(a)} onClose={() => setOpen(false)} />
      </OnceOpened>
    </>
  );
}

/** `shown`: a text message's words as shown (its translation, with its `lang`, while shown). */
function Bubble({ m, mine, onOpenImage, shown, mentions = [] }: { m: ClientMessage; mine: boolean; onOpenImage(m: ClientMessage): void; shown?: { text: string; lang: string | undefined }; mentions?: string[] }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const sharedPrice = useSharedPrice();
  const c = m.content;
  // Chat files are private: shown through a signed link for this reader (media-links.ts), the local preview until then.
  const media = useMediaLink(m.type === 'card' || m.type === 'text' ? undefined : c.url, m.localUrl);
  switch (m.type) {
    case 'image': {
      const w = c.width ?? IMAGE_BOX;
      const h = c.height ?? IMAGE_BOX;
      const scale = Math.min(1, IMAGE_BOX / Math.max(w, h));
      const dw = Math.max(60, Math.round(w * scale));
      const dh = Math.max(60, Math.round(h * scale));
      const src = media.src ? imageUrl(media.src, { w: dw * 2, h: dh * 2 }) : '';
      return (
        <button type="button" className="chat-image" style={{ width: dw, height: dh }} onClick={() => onOpenImage(m)} data-testid="msg-image">
          {src && <img src={src} alt="" width={dw} height={dh} onError={media.retry} />}
        </button>
      );
    }
    case 'voice':
      return <VoiceBubble url={c.url ?? m.localUrl ?? ''} duration={c.duration ?? 0} mine={mine} />;
    case 'video':
      return media.src ? (
        <video className="chat-video" src={media.src} controls preload="metadata" playsInline onError={media.retry} data-testid="msg-video" />
      ) : (
        <div className="chat-bubble">{t('chat.preview.video')}</div>
      );
    case 'file':
      return <FileBubble url={c.url} link={media.src} name={c.name} size={c.size} />;
    case 'card': {
      const card = c.card;
      if (!card) return <div className="chat-bubble">{t('chat.preview.card')}</div>;
      const detail = isListingKind(card.kind) ? `${LISTING_KINDS[card.kind].pages.detail}?id=${card.id}` : null;
      return (
        <button type="button" className="chat-card" onClick={() => detail && navigate(detail)} data-testid="msg-card">
          {card.cover && <img src={imageUrl(card.cover, { w: 120, h: 120 })} alt="" width={60} height={60} />}
          <span className="chat-card__text">
            <span className="chat-card__title">{card.title}</span>
            {card.price !== null && (
              <span className="chat-card__price">
                {sharedPrice(card)}
              </span>
            )}
          </span>
        </button>
      );
    }
    default: {
      const text = shown?.text ?? c.text ?? '';
      return (
        <div className="chat-bubble" data-testid="msg-text" lang={shown?.lang} data-translated={shown?.lang ? 'true' : undefined}>
          {linkify(text).map((p, i) =>
            'url' in p ? (
              <a key={i} href={p.url} target="_blank" rel="noopener noreferrer nofollow">
                {p.text}
              </a>
            ) : (
              <span key={i}>{withMentions(p.text, shown?.lang ? [] : mentions, (plain, j) => <span key={j}>{plain}</span>)}</span>
            ),
          )}
          <LinkCards text={c.text ?? ''} />
        </div>
      );
    }
  }
}

/** A file: a download card under its signed link (its reference until the link is in: a tap then fetches the link first). */
function FileBubble({ url, link, name, size }: { url?: string; link?: string; name?: string; size?: number }) {
  const { t } = useTranslation();
  const named = (href: string) => (name ? `${href}${href.includes('?') ? '&' : '?'}name=${encodeURIComponent(name)}` : href);
  return (
    <a
      className="chat-file"
      href={url ? named(link ?? url) : undefined}
      download={name ?? true}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(e) => {
        if (!url) return e.preventDefault();
        // A room left open past the link's life: open a fresh one instead of a refused download.
        if (goodMediaLink(url) !== undefined) return;
        e.preventDefault();
        void freshMediaLink(url).then((fresh) => fresh && openDownload(named(fresh), name));
      }}
      data-testid="msg-file"
    >
      <span className="chat-file__text">
        <span className="chat-file__name">{name ?? t('chat.preview.file')}</span>
        {size ? <span className="chat-file__size">{formatBytes(size)}</span> : null}
      </span>
      <FileOutline className="chat-file__icon" />
    </a>
  );
}

/** A download started from script (the link had to be renewed first). */
function openDownload(href: string, name: string | undefined) {
  const a = document.createElement('a');
  a.href = href;
  a.download = name ?? '';
  a.rel = 'noopener noreferrer';
  a.click();
}

/** One voice message plays at a time. */
let playing: HTMLAudioElement | null = null;

function VoiceBubble({ url, duration, mine }: { url: string; duration: number; mine: boolean }) {
  const { t } = useTranslation();
  const [on, setOn] = useState(false);
  const audio = useRef<HTMLAudioElement | null>(null);
  // Fetched when the bubble shows, so a tap plays at once (a play() after a network wait may lose the tap's permission).
  useMediaLink(url);
  useEffect(
    () => () => {
      audio.current?.pause();
    },
    [],
  );
  const play = (src: string | null) => {
    if (!src) return showToast({ content: t('common.loadFailed'), duration: TIMING.toastErrorMs });
    if (!audio.current || audio.current.dataset.src !== src) {
      audio.current?.pause();
      audio.current = new Audio(src);
      audio.current.dataset.src = src;
      audio.current.onended = audio.current.onpause = () => setOn(false);
      audio.current.onplay = () => setOn(true);
    }
    const a = audio.current;
    if (playing && playing !== a) playing.pause();
    playing = a;
    a.currentTime = 0;
    void a.play().catch(() => showToast({ content: t('common.loadFailed'), duration: TIMING.toastErrorMs }));
  };
  const toggle = () => {
    if (!url) return;
    if (audio.current && !audio.current.paused) {
      audio.current.pause();
      return;
    }
    const held = goodMediaLink(url);
    if (held !== undefined) play(held);
    else void freshMediaLink(url).then(play, () => play(null));
  };
  const seconds = Math.max(1, Math.round(duration));
  // Longer recordings make wider bubbles, like the phone apps.
  const width = Math.min(220, 72 + seconds * 4);
  return (
    <button
      type="button"
      className={`chat-bubble chat-voice${mine ? ' chat-voice--mine' : ''}${on ? ' chat-voice--on' : ''}`}
      style={{ width }}
      onClick={toggle}
      aria-label={t('chat.preview.voice')}
      data-testid="msg-voice"
    >
      <SoundOutline className="chat-voice__icon" />
      <span>{seconds}″</span>
    </button>
  );
}
