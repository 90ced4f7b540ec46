import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import SoundOutline from 'antd-mobile-icons/es/SoundOutline';
import DownOutline from 'antd-mobile-icons/es/DownOutline';
import UpOutline from 'antd-mobile-icons/es/UpOutline';
import { formatDateTime } from '../../../lib/time';
import { useApp } from '../../../stores/app-store';
import { useChat } from '../chat-store';
import { useGroupInfo } from './group-queries';
import './groups.css';

const collapsedKey = (conversationId: number) => `chat.announcement.read.${conversationId}`;

function readCollapsed(conversationId: number): number {
  try {
    return Number(localStorage.getItem(collapsedKey(conversationId)) ?? 0);
  } catch {
    return 0;
  }
}

/**
 * The group's announcement pinned at the top of the room: its text, who edited it and when. A member may collapse it
 * once read (remembered per announcement on this device: a newer one opens again).
 */
export function AnnouncementView({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const info = useGroupInfo(conversationId);
  const [collapsedAt, setCollapsedAt] = useState(() => readCollapsed(conversationId));
  const myId = useChat((s) => s.myId);
  const mute = info.data?.mutes.find((m) => m.user_id === myId);
  const a = info.data?.announcement;
  const muted = mute ? (
    <p className="group-muted-note" role="status" data-testid="group-muted-note">
      {mute.until ? t('chat.groups.youMutedUntil', { time: formatDateTime(mute.until, lang) }) : t('chat.groups.youMutedForever')}
    </p>
  ) : null;
  if (!a) return muted;
  const collapsed = collapsedAt >= a.at;
  const toggle = () => {
    const next = collapsed ? 0 : a.at;
    try {
      localStorage.setItem(collapsedKey(conversationId), String(next));
    } catch {
      // private mode: collapsed for this visit only
    }
    setCollapsedAt(next);
  };
  return (
    <>
      <section className={`group-announcement${collapsed ? ' group-announcement--collapsed' : ''}`} aria-label={t('chat.groups.announcement')} data-testid="group-announcement">
        <SoundOutline className="group-announcement__icon" aria-hidden />
        <div className="group-announcement__body">
          {collapsed ? (
            <span className="group-announcement__text group-announcement__text--one">{a.text}</span>
          ) : (
            <>
              <p className="group-announcement__text" data-testid="group-announcement-text">
                {a.text}
              </p>
              <span className="group-announcement__by">{t('chat.groups.announcementBy', { name: a.by_name, time: formatDateTime(a.at, lang) })}</span>
            </>
          )}
        </div>
        <button type="button" className="group-announcement__toggle" onClick={toggle} aria-label={collapsed ? t('chat.groups.expand') : t('chat.groups.collapse')} aria-expanded={!collapsed} data-testid="group-announcement-toggle">
          {collapsed ? <DownOutline /> : <UpOutline />}
        </button>
      </section>
      {muted}
    </>
  );
}
