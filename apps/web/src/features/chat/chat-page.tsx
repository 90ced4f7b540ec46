import { lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import MoreOutline from 'antd-mobile-icons/es/MoreOutline';
import type { Conversation } from '@haiwai/contracts';
import { TitleBar } from '../../shell/title-bar';
import { VipBadge } from '../vip';
import { ExposureWarning } from '../common/exposure-warning';
import { TrustTiers } from '../common/trust-tiers';
import { StatusView } from '../../shell/status-view';
import { imageUrl } from '../../lib/image-url';
import { heldMediaLink } from './media-links';
import { useApp } from '../../stores/app-store';
import { useChat, type ClientMessage } from './chat-store';
import { OnceOpened } from '../common/once-opened';
import { RequireLogin } from '../common/require-login';
import { useRoomData, useRoomScroll } from './room-state';
import { chatKeys, deleteMessagesForMe, fetchHistory, openSingle } from './chat-api';
import { confirmDialog, showToast } from '../../lib/feedback';
import type { RowActions } from './message-row';
import { CHAT_PATHS, roomUrl, startChatRuntime } from './chat-runtime';
import { ConnectionBar } from './connection-bar';
import { clockLabel } from './format';
import { InputBar } from './input-bar';
import { AnnouncementBar } from './groups/announcement-bar';
import { MessageRow } from './message-row';
import './chat.css';

/**
 * The photo viewer and a group's settings sheet load when first opened: they bring antd-mobile's gesture and animation
 * libraries (≈ 25 KB gzip), which the conversation's first paint does without.
 */
const PhotoViewer = lazy(() => import('antd-mobile/es/components/image-viewer').then((m) => ({ default: m.default.Multi })));
const GroupSettings = lazy(() => import('./group-settings').then((m) => ({ default: m.GroupSettings })));
const SingleSettings = lazy(() => import('./own-settings').then((m) => ({ default: m.SingleSettings })));
const ForwardPicker = lazy(() => import('./message-pickers').then((m) => ({ default: m.ForwardPicker })));
/** How long a message scrolled to (a quote's original, a search result) stays highlighted. */
const FOUND_HIGHLIGHT_MS = 2000;

/** Messages further apart than this get a time line between them. */
const TIME_GAP_SECONDS = 5 * 60;
const EMPTY: ClientMessage[] = [];

/**
 * /pagesA/chat/chat/chat — one conversation (`conversation_id`), or the single chat with `user_id` (opened or
 * created, then the address switches to its conversation_id).
 */
export function ChatPage() {
  return (
    <RequireLogin>
      <ChatRoute />
    </RequireLogin>
  );
}

function positiveInt(v: string | null): number | null {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
}

function ChatRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const conversationId = positiveInt(params.get('conversation_id'));
  const userId = positiveInt(params.get('user_id'));
  // The contact button of a listing adds `kind` and `listing_id`: the chat starts with the listing's card.
  const listingId = positiveInt(params.get('listing_id'));
  const kind = params.get('kind');
  const card = listingId && kind ? { kind, id: listingId } : undefined;
  useEffect(() => startChatRuntime(), []);
  const single = useQuery({
    queryKey: [...chatKeys.all, 'single', userId, card?.kind, card?.id],
    enabled: !conversationId && userId !== null,
    queryFn: () => openSingle(userId!, card),
    retry: false,
  });
  useEffect(() => {
    if (single.data) navigate(roomUrl(single.data.id), { replace: true });
  }, [single.data, navigate]);
  // Nobody to talk to: say so and lead to the conversations instead of an empty room with an input box.
  if (!conversationId && userId === null) return <RoomEmpty title="chat.room.noPartner" testId="chat-no-partner" />;
  if (!conversationId && single.error) return <RoomEmpty title="chat.room.openFailed" testId="chat-open-failed" />;
  if (!conversationId) {
    return (
      <div className="chat-room frame-fixed">
        <RoomHeader title="" />
        <div className="page-loading">
          <DotLoading color="primary" />
        </div>
      </div>
    );
  }
  return <ChatRoom key={conversationId ?? 0} conversationId={conversationId} around={positiveInt(params.get('around'))} />;
}

function RoomHeader({ title, right, testId }: { title: string; right?: React.ReactNode; testId?: string }) {
  return <TitleBar className="chat-room__bar" title={title} right={right} testId={testId} />;
}

/**
 * `around` (a message id, in the address so a link or reload opens there): the room opens at that message, centred
 * and highlighted, with older history above and newer messages below down to the newest (store/window.ts).
 */
function ChatRoom({ conversationId, around }: { conversationId: number | null; around: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const myId = useChat((s) => s.myId);
  const conversation = useChat((s) => (conversationId ? s.conversations[conversationId] : undefined));
  const messages = useChat((s) => (conversationId ? (s.messages[conversationId] ?? EMPTY) : (s.messages[0] ?? EMPTY)));
  const hasMore = useChat((s) => (conversationId ? (s.hasMore[conversationId] ?? false) : false));
  const windowed = useChat((s) => (conversationId ? s.held[conversationId] !== undefined : false));
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [viewer, setViewer] = useState<{ images: string[]; index: number } | null>(null);
  const { info, history } = useRoomData(conversationId, around);
  // The list renders once the first page is in; scroll only then (the store fills before the query settles).
  const ready = conversationId === null || !history.isPending;
  const settled = history.isSuccess && !history.isPlaceholderData;
  // A quote's original opens the same way as a search result: the address names it (replacing the entry, so Back
  // still leaves the room).
  const openAt = (messageId: number) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('around', String(messageId));
        return next;
      },
      { replace: true },
    );
  const found = useHighlight();
  const scroll = useRoomScroll({ conversationId, messages, myId, hasMore, ready: ready && (!around || settled), windowed, target: settled ? around : null, onAimed: found.highlight });
  const room = useRoomActions(conversationId, scroll.scroller, openAt, found.highlight);
  const missing = Boolean(around) && settled && history.data === false;
  useEffect(() => {
    if (missing) showToast({ content: t('chat.room.aroundMissing') });
  }, [missing, t]);
  // Back to the newest: the address loses its message, whose history query loads the newest page into the room.
  const toNewest = () =>
    scroll.toNewest(() => {
      if (around)
        setParams(
          (p) => {
            const next = new URLSearchParams(p);
            next.delete('around');
            return next;
          },
          { replace: true },
        );
      else if (conversationId) void fetchHistory(conversationId, undefined, true).catch(() => {});
    });
  // Sending from an older window returns to the newest, where the message shows.
  const onSent = () => (windowed ? toNewest() : scroll.stickToBottom());

  // Private chat photos open through the signed links their bubbles already show (media-links.ts).
  const viewable = (m: ClientMessage) => (m.content.url ? imageUrl(heldMediaLink(m.content.url) ?? m.localUrl ?? '') : m.localUrl!);
  const openImage = (m: ClientMessage) => {
    const images = messages.filter((x) => x.type === 'image' && !x.recalled && (x.content.url || x.localUrl)).map(viewable).filter(Boolean);
    setViewer({ images, index: Math.max(0, images.indexOf(viewable(m))) });
  };

  const group = conversation ? conversation.type !== 1 : false;
  const title = conversation ? (group ? `${conversation.name} (${conversation.member_count})` : conversation.name) : t('title.chat');
  // The browser tab names the conversation too.
  const conversationName = conversation?.name ?? '';
  useEffect(() => {
    if (conversationName) useApp.getState().setMeta({ title: conversationName });
  }, [conversationName]);

  if (conversationId && info.error && !conversation) return <RoomNotFound />;

  return (
    <div className="chat-room frame-fixed" data-testid="chat-room">
      <RoomHeader
        title={title}
        testId="chat-title"
        right={
          conversation && group ? (
            <button type="button" className="chat-room__more" aria-label={t('chat.room.settings')} onClick={() => setSettingsOpen(true)} data-testid="chat-settings">
              <MoreOutline />
            </button>
          ) : conversation ? (
            <span className="chat-room__tiers">
              {conversation.other_is_vip && <VipBadge className="chat-room__vip" />}
              <TrustTiers tiers={conversation.other_tiers} testId="chat-tiers" />
              <button type="button" className="chat-room__more" aria-label={t('chat.room.settings')} onClick={() => setSettingsOpen(true)} data-testid="chat-settings">
                <MoreOutline />
              </button>
            </span>
          ) : null
        }
      />
      <ConnectionBar />
      {conversation && group && <AnnouncementBar conversationId={conversation.id} />}
      {conversation && !group && conversation.other_user_id ? <ExposureWarning userId={conversation.other_user_id} /> : null}
      <div className="chat-room__messages" ref={scroll.scroller} onScroll={scroll.onScroll} data-testid="chat-messages">
        {conversationId && history.isPending ? (
          <div className="page-loading">
            <DotLoading color="primary" />
          </div>
        ) : (
          <MessageList
            conversationId={conversationId}
            conversation={conversation ?? null}
            messages={messages}
            hasMore={hasMore}
            loadingOlder={scroll.loadingOlder}
            onLoadOlder={() => void scroll.loadOlder()}
            windowed={windowed}
            loadingNewer={scroll.loadingNewer}
            onLoadNewer={() => void scroll.loadNewer()}
            onOpenImage={openImage}
            actions={room.actions}
            selecting={room.selecting}
            onToggle={room.toggle}
            found={found.id}
          />
        )}
        {scroll.away && !history.isPending && (
          // Sticky at the foot of the scrolling messages, taking no room of its own.
          <div className="chat-room__newest">
            <button type="button" onClick={toNewest} data-testid="chat-jump-newest">
              <DownArrow />
              {t('chat.room.jumpNewest')}
            </button>
          </div>
        )}
      </div>
      {room.selecting ? (
        <div className="chat-select-bar" data-testid="chat-select-bar">
          <button type="button" className="chat-select-bar__cancel" onClick={room.endSelect} data-testid="chat-select-cancel">
            {t('common.cancel')}
          </button>
          <span>{t('chat.msg.selected', { count: room.selecting.length })}</span>
          <button type="button" className="chat-select-bar__go" disabled={room.selecting.length === 0} onClick={() => room.setForwarding(true)} data-testid="chat-forward">
            {t('chat.msg.forward')}
          </button>
        </div>
      ) : (
        <InputBar key={conversationId ?? 0} conversationId={conversationId} onSent={onSent} conversation={conversation ?? null} replying={room.replying} onCancelReply={() => room.setReplying(null)} />
      )}
      {room.selecting && (
        <OnceOpened open={room.forwarding}>
          <ForwardPicker
            messageIds={[...room.selecting].sort((a, b) => a - b)}
            visible={room.forwarding}
            onClose={(done) => {
              room.setForwarding(false);
              if (done) room.endSelect();
            }}
          />
        </OnceOpened>
      )}
      {viewer && (
        <OnceOpened open>
          <PhotoViewer visible images={viewer.images} defaultIndex={viewer.index} onClose={() => setViewer(null)} />
        </OnceOpened>
      )}
      {conversation && group && (
        <OnceOpened open={settingsOpen}>
          <GroupSettings
            conversation={conversation as Conversation}
            visible={settingsOpen}
            onClose={() => setSettingsOpen(false)}
            onLeft={() => navigate(CHAT_PATHS.list, { replace: true })}
          />
        </OnceOpened>
      )}
      {conversation && !group && (
        <OnceOpened open={settingsOpen}>
          <SingleSettings conversation={conversation as Conversation} visible={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </OnceOpened>
      )}
    </div>
  );
}

/**
 * What a message's menu and quote do in the room: reply (the quote bar), multi-select to forward, delete for me, and a
 * quote's tap, which scrolls to the original when it is loaded, or else opens the room at it (`openAt`, as a search
 * result does), and highlights it briefly.
 */
function useRoomActions(conversationId: number | null, scroller: React.RefObject<HTMLDivElement | null>, openAt: (messageId: number) => void, highlight: (messageId: number) => void) {
  const { t } = useTranslation();
  const [replying, setReplying] = useState<ClientMessage | null>(null);
  const [selecting, setSelecting] = useState<number[] | null>(null);
  const [forwarding, setForwarding] = useState(false);
  const openQuote = (messageId: number) => {
    if (!conversationId) return;
    const row = scroller.current?.querySelector<HTMLElement>(`[data-mid="${messageId}"]`);
    if (!row) return openAt(messageId);
    row.scrollIntoView({ block: 'center' });
    highlight(messageId);
  };
  const actions: RowActions = {
    reply: (m) => setReplying(m),
    select: (m) => setSelecting([m.message_id]),
    deleteForMe: async (m) => {
      const ok = await confirmDialog({ content: t('chat.msg.deleteConfirm'), confirmText: t('chat.msg.deleteForMe'), cancelText: t('common.cancel') });
      if (!ok) return;
      try {
        await deleteMessagesForMe(m.conversation_id, [m.message_id]);
        showToast({ content: t('chat.msg.deleted'), duration: 1000 });
      } catch {
        // The http client showed why.
      }
    },
    openQuote,
  };
  return {
    actions,
    replying,
    setReplying,
    selecting,
    toggle: (id: number) => setSelecting((xs) => (xs ? (xs.includes(id) ? xs.filter((x) => x !== id) : [...xs, id]) : xs)),
    endSelect: () => setSelecting(null),
    forwarding,
    setForwarding,
  };
}

/** The message scrolled to (a quote's original, a search result), highlighted for a moment. */
function useHighlight() {
  const [id, setId] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const highlight = useCallback((messageId: number) => {
    setId(messageId);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setId(null), FOUND_HIGHLIGHT_MS);
  }, []);
  return { id, highlight };
}

/** A room with nothing to show: why, and the way back to the conversation list. */
function RoomStatus(props: { testId: string; title: string; text: string; action: string; actionTestId?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="chat-room frame-fixed">
      <RoomHeader title={t('title.chat')} />
      <StatusView
        testId={props.testId}
        icon={<MessageOutline />}
        title={props.title}
        text={props.text}
        actions={[{ label: props.action, primary: true, testId: props.actionTestId, onClick: () => navigate(CHAT_PATHS.list, { replace: true }) }]}
      />
    </div>
  );
}

/** No conversation chosen (or the single chat could not be opened): what to do. */
function RoomEmpty({ title, testId }: { title: 'chat.room.noPartner' | 'chat.room.openFailed'; testId: string }) {
  const { t } = useTranslation();
  return <RoomStatus testId={testId} title={t(title)} text={t('chat.room.noPartnerHint')} action={t('chat.room.toList')} actionTestId="chat-to-list" />;
}

/** A conversation that does not exist or is not the visitor's. */
function RoomNotFound() {
  const { t } = useTranslation();
  return <RoomStatus testId="chat-not-found" title={t('chat.room.notFound')} text="" action={t('title.conversationList')} />;
}

/** "Load earlier" (or "no more") above the messages, "newer" below an older window, a time line where more than 5 minutes pass. */
function MessageList(props: {
  conversationId: number | null;
  conversation: Conversation | null;
  messages: ClientMessage[];
  hasMore: boolean;
  loadingOlder: boolean;
  onLoadOlder(): void;
  /** An older window: newer messages load below it. */
  windowed: boolean;
  loadingNewer: boolean;
  onLoadNewer(): void;
  onOpenImage(m: ClientMessage): void;
  actions: RowActions;
  selecting: number[] | null;
  onToggle(id: number): void;
  found: number | null;
}) {
  const { conversationId, conversation, messages, hasMore, loadingOlder, onLoadOlder, windowed, loadingNewer, onLoadNewer, onOpenImage: openImage, actions, selecting, onToggle, found } = props;
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const myId = useChat((s) => s.myId);
  return (
    <>
      {conversationId && messages.length > 0 && (
        <div className="chat-room__older">
          {hasMore ? (
            <button type="button" onClick={onLoadOlder} disabled={loadingOlder} data-testid="chat-load-older">
              {loadingOlder ? <DotLoading /> : t('chat.room.loadEarlier')}
            </button>
          ) : (
            <span>{t('chat.room.noMore')}</span>
          )}
        </div>
      )}
      {messages.map((m, i) => {
        const prev = messages[i - 1];
        const showTime = !prev || m.timestamp - prev.timestamp > TIME_GAP_SECONDS;
        return (
          <div key={m.key}>
            {showTime && <div className="chat-time">{clockLabel(m.timestamp, lang, t)}</div>}
            <MessageRow
              m={m}
              mine={m.sender_id === myId}
              conversation={conversation ?? null}
              onOpenImage={openImage}
              actions={actions}
              selection={selecting ? { on: true, selected: selecting.includes(m.message_id), toggle: () => onToggle(m.message_id) } : undefined}
              highlighted={found === m.message_id}
            />
          </div>
        );
      })}
      {windowed && (
        <div className="chat-room__older">
          <button type="button" onClick={onLoadNewer} disabled={loadingNewer} data-testid="chat-load-newer">
            {loadingNewer ? <DotLoading /> : t('chat.room.loadLater')}
          </button>
        </div>
      )}
    </>
  );
}

/**
 * The jump button's arrow, drawn here: antd-mobile-icons' DownOutline is also the lazily loaded announcement's, and
 * sharing it would put it in this screen's chunk for that one to import (the route-files step needs this screen's chunk
 * to stay its own).
 */
function DownArrow() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d="M24 8v30M11 26l13 13 13-13" />
    </svg>
  );
}
