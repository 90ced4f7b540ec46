import { lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import List from 'antd-mobile/es/components/list';
import BellOutline from 'antd-mobile-icons/es/BellOutline';
import ChatCheckOutline from 'antd-mobile-icons/es/ChatCheckOutline';
import CheckShieldOutline from 'antd-mobile-icons/es/CheckShieldOutline';
import EnvironmentOutline from 'antd-mobile-icons/es/EnvironmentOutline';
import FileOutline from 'antd-mobile-icons/es/FileOutline';
import GlobalOutline from 'antd-mobile-icons/es/GlobalOutline';
import HeartOutline from 'antd-mobile-icons/es/HeartOutline';
import HistogramOutline from 'antd-mobile-icons/es/HistogramOutline';
import InformationCircleOutline from 'antd-mobile-icons/es/InformationCircleOutline';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import SearchOutline from 'antd-mobile-icons/es/SearchOutline';
import SetOutline from 'antd-mobile-icons/es/SetOutline';
import TeamOutline from 'antd-mobile-icons/es/TeamOutline';
import UserContactOutline from 'antd-mobile-icons/es/UserContactOutline';
import UserSetOutline from 'antd-mobile-icons/es/UserSetOutline';
import { SAVED_SEARCHES_PATH } from '@haiwai/contracts/saved-searches/constants';
import { PATHS } from '../../shell/paths';
import { useApp } from '../../stores/app-store';
import { useSession } from '../../stores/session-store';
import { ChatEntryBadge } from '../chat';
import { NoticeEntryBadge } from '../notices';
import { VipMeEntry } from '../vip';
import { OnceOpened } from '../common/once-opened';
import { useMeProfile } from './me-queries';
import { MyListings } from './my-listings';
import { ProfileCard } from './profile-card';
import './me.css';

/** The language chooser loads when first opened: its popup brings antd-mobile's animation library. */
const LanguagePopup = lazy(() => import('./language-popup'));

interface Entry {
  key: string;
  icon: ReactNode;
  label: string;
  to?: string;
  extra?: ReactNode;
  onClick?(): void;
}

export function MePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.userInfo);
  const token = useSession((s) => s.token);
  const siteName = useApp((s) => s.siteName);
  const lang = useApp((s) => s.lang);
  const [langOpen, setLangOpen] = useState(false);
  useMeProfile();

  const account: Entry[] = [
    { key: 'settings', icon: <SetOutline />, label: t('me.settings'), to: PATHS.setting },
    {
      key: 'real-name',
      icon: <UserSetOutline />,
      label: t('me.realName'),
      to: PATHS.realName,
      extra: user ? t(`me.verify.${user.real_name_status}`) : null,
    },
    { key: 'site', icon: <EnvironmentOutline />, label: t('me.site'), to: PATHS.site, extra: siteName },
    { key: 'language', icon: <GlobalOutline />, label: t('me.language'), extra: t(`lang.${lang}`), onClick: () => setLangOpen(true) },
    { key: 'about', icon: <InformationCircleOutline />, label: t('me.about'), to: PATHS.about },
  ];
  const more: Entry[] = [
    { key: 'messages', icon: <MessageOutline />, label: t('me.messages'), to: '/pagesA/chat/conversation/list', extra: <ChatEntryBadge /> },
    { key: 'notice', icon: <BellOutline />, label: t('me.notice'), to: '/pages/common/notice-center', extra: <NoticeEntryBadge /> },
    { key: 'web-push', icon: <BellOutline />, label: t('me.webPush'), to: '/pagesA/my/notifications' },
    { key: 'orders', icon: <FileOutline />, label: t('me.orders'), to: '/pagesA/pay/orders' },
    { key: 'collect', icon: <HeartOutline />, label: t('me.collect'), to: '/pages/my/collect' },
    { key: 'history', icon: <HistogramOutline />, label: t('me.history'), to: '/pages/my/history' },
    { key: 'saved-searches', icon: <SearchOutline />, label: t('me.savedSearches'), to: SAVED_SEARCHES_PATH },
    { key: 'card', icon: <UserContactOutline />, label: t('me.card'), to: '/pagesA/card/home' },
    { key: 'fans', icon: <TeamOutline />, label: t('me.fans'), to: '/pagesA/my/fans' },
    { key: 'customer', icon: <ChatCheckOutline />, label: t('me.customer'), to: '/pagesA/customer/index' },
    ...(user?.role === 'admin' || user?.role === 'super_admin' ? [{ key: 'manage', icon: <CheckShieldOutline />, label: t('admin.title'), to: '/pagesA/manage/index' }] : []),
  ];
  const renderList = (entries: Entry[]) => (
    <List>
      {entries.map((e) => (
        <List.Item
          key={e.key}
          prefix={<span className="me-icon">{e.icon}</span>}
          extra={e.extra}
          onClick={e.onClick ?? (() => navigate(e.to!))}
          data-testid={`me-${e.key}`}
        >
          {e.label}
        </List.Item>
      ))}
    </List>
  );

  return (
    <div className="me">
      <div className="me__hero">
        <ProfileCard user={token ? user : null} />
      </div>
      {token && user && <MyListings />}
      {token && user && (
        <section className="section">
          <VipMeEntry />
        </section>
      )}
      <section className="section">
        <div className="section__title">{t('me.account')}</div>
        {renderList(account)}
      </section>
      <section className="section">
        <div className="section__title">{t('me.more')}</div>
        {renderList(more)}
      </section>
      <OnceOpened open={langOpen}>
        <LanguagePopup visible={langOpen} onClose={() => setLangOpen(false)} />
      </OnceOpened>
    </div>
  );
}
