import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChatTabBadge } from '../features/chat';
import { NoticeTabBadge } from '../features/notices';
import { Icon, type IconName } from '../shell/icons';
import { TAB_PATHS } from '../shell/paths';

const TABS: { key: 'home' | 'city' | 'socialize' | 'shop' | 'my'; icon: IconName }[] = [
  { key: 'home', icon: 'AppOutline' },
  { key: 'city', icon: 'EnvironmentOutline' },
  { key: 'socialize', icon: 'TeamOutline' },
  { key: 'shop', icon: 'ShopbagOutline' },
  { key: 'my', icon: 'UserOutline' },
];

/** The custom five-tab bar; tab switches replace history like the mini-program's switchTab. */
export function TabBar({ active }: { active: number }) {
  const { t } = useTranslation();
  return (
    <nav className="tab-bar" data-testid="tab-bar">
      {TABS.map(({ key, icon }, i) => (
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
                  <Icon name={icon} />
                </ChatTabBadge>
              </NoticeTabBadge>
            ) : (
              <Icon name={icon} />
            )}
          </span>
          <span className="tab-bar__label">{t(`tab.${key}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
