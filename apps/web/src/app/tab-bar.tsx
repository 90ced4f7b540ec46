import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import AppOutline from 'antd-mobile-icons/es/AppOutline';
import EnvironmentOutline from 'antd-mobile-icons/es/EnvironmentOutline';
import TeamOutline from 'antd-mobile-icons/es/TeamOutline';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import { ChatTabBadge } from '../features/chat';
import { NoticeTabBadge } from '../features/notices';
import { TAB_PATHS } from './paths';

const TABS: { key: 'home' | 'city' | 'socialize' | 'shop' | 'my'; Icon: ComponentType }[] = [
  { key: 'home', Icon: AppOutline },
  { key: 'city', Icon: EnvironmentOutline },
  { key: 'socialize', Icon: TeamOutline },
  { key: 'shop', Icon: ShopbagOutline },
  { key: 'my', Icon: UserOutline },
];

/** The custom five-tab bar; tab switches replace history like the mini-program's switchTab. */
export function TabBar({ active }: { active: number }) {
  const { t } = useTranslation();
  return (
    <nav className="tab-bar" data-testid="tab-bar">
      {TABS.map(({ key, Icon }, i) => (
        <Link
          key={key}
          to={TAB_PATHS[i]!}
          replace
          className={i === active ? 'tab-bar__item tab-bar__item--active' : 'tab-bar__item'}
          aria-current={i === active ? 'page' : undefined}
          data-testid={`tab-bar-item-${i}`}
        >
          <span className="tab-bar__icon">
            {key === 'my' ? (
              <NoticeTabBadge>
                <ChatTabBadge>
                  <Icon />
                </ChatTabBadge>
              </NoticeTabBadge>
            ) : (
              <Icon />
            )}
          </span>
          <span className="tab-bar__label">{t(`tab.${key}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
