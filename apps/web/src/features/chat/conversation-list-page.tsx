import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Badge from 'antd-mobile/es/components/badge';
import List from 'antd-mobile/es/components/list';
import BellMuteOutline from 'antd-mobile-icons/es/BellMuteOutline';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import TeamFill from 'antd-mobile-icons/es/TeamFill';
import type { Conversation } from '@haiwai/contracts';
import { TIMING } from '../../lib/contracts';
import { PagedList } from '../common/paged-list';
import { RequireLogin } from '../common/require-login';
import { deleteConversationForMe, updateSettings } from './chat-api';
import { ChatAvatar } from './chat-avatar';
import { CHAT_PATHS, roomUrl } from './chat-runtime';
import { ConnectionBar } from './connection-bar';
import { ChatSearchEntry } from './search/entry';
import { leaveGroupChat, useConversationPager } from './conversation-list';
import { messagePreview, relativeLabel } from './format';
import { endsDrag, loadSwipeAction, SwipeRow } from './swipe-row';
import { confirmDialog, showToast } from '../../lib/feedback';
import './chat.css';

/** /pagesA/chat/conversation/list — the message centre. */
export function ConversationListPage() {
  return (
    <RequireLogin>
      <ConversationList />
    </RequireLogin>
  );
}

/**
 * Pinned first, then by last activity, through the shared pager: past the newest 100, further pages (keyset cursor)
 * as the list scrolls down. The rows come from the chat store, which the socket keeps live.
 */
function ConversationList() {
  const { t } = useTranslation();
  const pager = useConversationPager();
  const { conversations } = pager;
  const groupCount = useMemo(() => Object.values(conversations).filter((c) => c.type !== 1).length, [conversations]);

  return (
    // The first touch anywhere on the list starts loading the rows' swipe actions (swipe-row.tsx).
    <div className="chat-list" data-testid="chat-list" onPointerDownCapture={loadSwipeAction}>
      <ConnectionBar />
      <ChatSearchEntry />
      <GroupsEntry count={groupCount} />
      <PagedList
        query={pager}
        renderItem={(c) => <ConversationSwipeRow c={c} />}
        // antd-mobile's List box (its variables and look) around rows drawn by List.Item.
        className="adm-list adm-list-default chat-list__items"
        testId="chat-list-items"
        empty={{ title: t('chat.list.empty'), text: t('chat.list.emptyHint'), testId: 'chat-list-empty' }}
        noMore={t('chat.centre.noMore')}
        loadMoreFailed={t('chat.centre.loadMoreFailed')}
      />
    </div>
  );
}

/** The entry to my group chats, with how many there are. */
function GroupsEntry({ count }: { count: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <List className="chat-list__groups">
      <List.Item
        prefix={
          <span className="chat-list__groups-icon">
            <TeamFill />
          </span>
        }
        description={t('chat.list.groupsHint')}
        extra={count > 0 ? count : null}
        arrowIcon={<RightOutline />}
        onClick={() => navigate(CHAT_PATHS.groups)}
        data-testid="chat-groups-entry"
      >
        {t('chat.list.groups')}
      </List.Item>
    </List>
  );
}

/** Runs a list action; `done` is toasted when it worked. */
async function run(fn: () => Promise<unknown>, done?: string) {
  try {
    await fn();
    if (done) showToast({ content: done, duration: TIMING.toastErrorMs });
  } catch {
    // The http client already showed the server's message.
  }
}

/** Deletes a chat for me (on all my devices, until a new message), or leaves a group, once confirmed. */
function useRemove() {
  const { t } = useTranslation();
  return async (c: Conversation, how: 'delete' | 'leave') => {
    const leave = how === 'leave';
    const ok = await confirmDialog({
      content: leave ? t('chat.list.leaveConfirm', { name: c.name }) : t('chat.msg.deleteChatConfirm'),
      confirmText: leave ? t('chat.list.leave') : t('chat.list.delete'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    if (leave) await run(() => leaveGroupChat(c.id), t('chat.group.left'));
    else await run(() => deleteConversationForMe(c.id));
  };
}

/** A conversation row with its swipe actions: pin, mute, and delete or leave. */
function ConversationSwipeRow({ c }: { c: Conversation }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useRemove();
  return (
    <SwipeRow
      actions={[
        {
          key: 'pin',
          text: c.is_top ? t('chat.list.unpin') : t('chat.list.pin'),
          color: 'primary',
          onClick: () => void run(() => updateSettings(c.id, { is_top: c.is_top ? 0 : 1 })),
        },
        {
          key: 'mute',
          text: c.is_mute ? t('chat.list.unmute') : t('chat.list.mute'),
          color: 'warning',
          onClick: () => void run(() => updateSettings(c.id, { is_mute: c.is_mute ? 0 : 1 })),
        },
        {
          key: 'delete',
          text: t('chat.list.delete'),
          color: 'danger',
          onClick: () => void remove(c, 'delete'),
        },
        ...(c.type !== 1 ? [{ key: 'leave', text: t('chat.list.leave'), color: 'danger' as const, onClick: () => void remove(c, 'leave') }] : []),
      ]}
      testId={`chat-swipe-${c.id}`}
    >
      <ConversationRow c={c} onOpen={() => {
        if (!endsDrag()) void navigate(roomUrl(c.id));
      }} />
    </SwipeRow>
  );
}

function ConversationRow({ c, onOpen }: { c: Conversation; onOpen(): void }) {
  const { t } = useTranslation();
  const last = c.last_message;
  const preview = last ? messagePreview(last, t) : '';
  const sender = last && c.type !== 1 && !last.recalled && last.nickname ? `${last.nickname}: ` : '';
  const unread = c.unread_count;
  const avatar = <ChatAvatar src={c.avatar} name={c.name} group={c.type !== 1} size={48} />;
  return (
    <List.Item
      className={c.is_top ? 'chat-row chat-row--top' : 'chat-row'}
      onClick={onOpen}
      arrowIcon={false}
      prefix={
        unread > 0 ? (
          c.is_mute ? (
            <Badge content={Badge.dot}>{avatar}</Badge>
          ) : (
            <Badge content={unread > 99 ? '99+' : unread} data-testid={`chat-unread-${c.id}`}>
              {avatar}
            </Badge>
          )
        ) : (
          avatar
        )
      }
      data-testid={`chat-row-${c.id}`}
    >
      <div className="chat-row__top">
        <span className="chat-row__name">{c.name}</span>
        <span className="chat-row__time">{relativeLabel(c.update_time, t)}</span>
      </div>
      <div className="chat-row__bottom">
        <span className="chat-row__preview" data-testid={`chat-preview-${c.id}`}>
          {c.mention && unread > 0 ? (
            <span className="chat-row__flag" data-testid={`chat-mention-${c.id}`}>
              {c.mention === 'all' ? t('chat.msg.mentionedAll') : t('chat.msg.mentionedMe')}{' '}
            </span>
          ) : null}
          {c.draft && !(c.mention && unread > 0) ? (
            <>
              <span className="chat-row__flag" data-testid={`chat-draft-${c.id}`}>
                {t('chat.msg.draft')}{' '}
              </span>
              {c.draft.text}
            </>
          ) : (
            <>
              {c.is_mute && unread > 1 ? `[${unread}] ` : ''}
              {sender}
              {preview}
            </>
          )}
        </span>
        {c.is_mute ? <BellMuteOutline className="chat-row__muted" aria-label={t('chat.list.muted')} /> : null}
      </div>
    </List.Item>
  );
}
