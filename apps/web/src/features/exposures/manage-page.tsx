import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedList } from '../common/paged-list';
import { RequireLogin } from '../common/require-login';
import { ExposureCard } from './bits';
import { exposurePaths } from './paths';
import { useMyExposures } from './queries';
import './exposures.css';

/** `/pagesA/exposure/manage`: my exposures in every state (open one to pay, correct, renew or withdraw it). */
export function ExposureManagePage() {
  return (
    <RequireLogin>
      <Mine />
    </RequireLogin>
  );
}

function Mine() {
  const { t } = useTranslation();
  const mine = useMyExposures();
  return (
    <div className="expo" data-testid="exposure-manage">
      <div className="expo-actions">
        <Link to={exposurePaths.release} className="expo-button expo-button--primary" data-testid="exposure-manage-release">
          {t('exposure.manage.release')}
        </Link>
      </div>
      <PagedList
        query={mine}
        className="expo-list"
        testId="exposure-mine"
        renderItem={(e) => <ExposureCard e={e} showStatus />}
        empty={{ title: t('exposure.manage.empty'), text: t('exposure.manage.emptyText'), testId: 'exposure-mine-empty' }}
        noMore={t('exposure.manage.noMore')}
      />
    </div>
  );
}
