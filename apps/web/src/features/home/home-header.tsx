import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '../../shell/icons';
import { PATHS } from '../../shell/paths';
import { useApp } from '../../stores/app-store';

/** Custom title bar of the home tab: site switcher and a search box that opens the search page. */
export function HomeHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const siteName = useApp((s) => s.siteName);
  const appName = useApp((s) => s.basicConfig?.app_name) || t('app.name');
  return (
    <header className="home-header">
      <div className="home-header__top">
        <button type="button" className="home-header__site" onClick={() => navigate(PATHS.site)} data-testid="home-site">
          <Icon name="EnvironmentOutline" />
          <span data-testid="home-site-name">{siteName || t('home.chooseSite')}</span>
          <Icon name="DownFill" fontSize={10} />
        </button>
        <span className="home-header__brand">{appName}</span>
      </div>
      <button type="button" className="home-header__search" onClick={() => navigate(PATHS.search)} data-testid="home-search">
        <Icon name="SearchOutline" />
        <span>{t('home.searchPlaceholder')}</span>
      </button>
    </header>
  );
}
