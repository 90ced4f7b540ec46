import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import AddOutline from 'antd-mobile-icons/es/AddOutline';
import FileOutline from 'antd-mobile-icons/es/FileOutline';
import TeamOutline from 'antd-mobile-icons/es/TeamOutline';
import { useSession } from '../../stores/session-store';
import { listingScreen } from '../listings/pages';
import { JOB_PATHS } from './queries';
import './jobs.css';

const GenericJobManage = listingScreen('job', 'manage');

/** Recruitment: shortcuts (post a job, applications received, the talent pool) over the generic manage list of my positions. */
export function HireManagePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useSession((s) => Boolean(s.token));
  return (
    <>
      {loggedIn && (
        <div className="jhire" data-testid="hire-shortcuts">
          <button type="button" className="jhire__item" onClick={() => navigate(JOB_PATHS.before)} data-testid="hire-post">
            <AddOutline />
            <span>{t('jobs.manage.post')}</span>
          </button>
          <button type="button" className="jhire__item" onClick={() => navigate(JOB_PATHS.deliveryCompany)} data-testid="hire-applicants">
            <FileOutline />
            <span>{t('jobs.manage.applicants')}</span>
          </button>
          <button type="button" className="jhire__item" onClick={() => navigate(JOB_PATHS.pool)} data-testid="hire-pool">
            <TeamOutline />
            <span>{t('jobs.manage.pool')}</span>
          </button>
        </div>
      )}
      <GenericJobManage />
    </>
  );
}
