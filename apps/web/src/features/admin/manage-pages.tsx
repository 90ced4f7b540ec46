import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LISTING_KIND_NAMES } from '@haiwai/contracts/listings';
import { AdminOnly, useAdminAreas } from '../common/admin-access';
import { AdReviewQueue } from '../ads';
import { WalkReviewQueue } from '../city-walk';
import { VisaReviewQueue } from '../visa';
import { AreaPicker } from './area-picker';
import { ReportQueue } from './report-queue';
import { ReviewQueue } from './review-queue';
import { JOB_ADD_PATH, JOB_REVIEW_KINDS, SHOP_REVIEW_KINDS } from './paths';
import './admin.css';

const SECTIONS = ['listings', 'reports', 'ads', 'visa', 'walks'] as const;
type Section = (typeof SECTIONS)[number];
const isSection = (v: string | null): v is Section => SECTIONS.includes(v as Section);

/** /pagesA/manage/index (`?tab=`): the admin's desk — every kind's queue, the open reports, ads, visa packages and members' walks of my areas. */
export function ManageHomePage() {
  const { t } = useTranslation();
  const mine = useAdminAreas();
  const [area, setArea] = useState(mine.length === 1 ? mine[0]! : 0);
  // The open section is in the address (`?tab=visa`), so a notice or a link can open it and back returns to it.
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const section: Section = isSection(tab) ? tab : 'listings';
  const setSection = (next: Section) => setParams(next === 'listings' ? {} : { tab: next }, { replace: true });
  // On a phone the row scrolls sideways: keep the open section in view (opened from a link, it may be off to the right).
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    row.current?.querySelector('.admin-section--on')?.scrollIntoView({ inline: 'nearest', block: 'nearest' });
  }, [section]);
  return (
    <AdminOnly>
      <div className="admin-page">
        <AreaPicker value={area} onChange={setArea} />
        <div className="admin-sections" ref={row}>
          <button type="button" className={`admin-section${section === 'listings' ? ' admin-section--on' : ''}`} onClick={() => setSection('listings')} data-testid="admin-section-listings">
            {t('admin.title')}
          </button>
          <button type="button" className={`admin-section${section === 'reports' ? ' admin-section--on' : ''}`} onClick={() => setSection('reports')} data-testid="admin-section-reports">
            {t('admin.reports')}
          </button>
          <button type="button" className={`admin-section${section === 'ads' ? ' admin-section--on' : ''}`} onClick={() => setSection('ads')} data-testid="admin-section-ads">
            {t('ads.review.tab')}
          </button>
          <button type="button" className={`admin-section${section === 'visa' ? ' admin-section--on' : ''}`} onClick={() => setSection('visa')} data-testid="admin-section-visa">
            {t('visa.review.tab')}
          </button>
          <button type="button" className={`admin-section${section === 'walks' ? ' admin-section--on' : ''}`} onClick={() => setSection('walks')} data-testid="admin-section-walks">
            {t('cityWalk.review.tab')}
          </button>
          <Link className="admin-section" style={{ textAlign: 'center', textDecoration: 'none' }} to="/pagesA/manage/article" data-testid="admin-articles-entry">
            {t('title.manageArticle')}
          </Link>
          <Link className="admin-section" style={{ textAlign: 'center', textDecoration: 'none' }} to={JOB_ADD_PATH} data-testid="admin-job-add-entry">
            {t('admin.add.entry')}
          </Link>
        </div>
        {section === 'listings' && <ReviewQueue key={area} kinds={LISTING_KIND_NAMES} area={area} />}
        {section === 'reports' && <ReportQueue key={area} area={area} />}
        {section === 'ads' && <AdReviewQueue key={area} area={area} />}
        {section === 'visa' && <VisaReviewQueue key={area} area={area} />}
        {section === 'walks' && <WalkReviewQueue key={area} area={area} />}
      </div>
    </AdminOnly>
  );
}

function KindsPage({ kinds, add }: { kinds: typeof JOB_REVIEW_KINDS; add?: boolean }) {
  const { t } = useTranslation();
  const mine = useAdminAreas();
  const [area, setArea] = useState(mine.length === 1 ? mine[0]! : 0);
  return (
    <AdminOnly>
      <div className="admin-page">
        <AreaPicker value={area} onChange={setArea} />
        {add && (
          <Link className="admin-add-link" to={JOB_ADD_PATH} data-testid="admin-job-add-link">
            {t('admin.add.entry')}
          </Link>
        )}
        <ReviewQueue key={area} kinds={kinds} area={area} />
      </div>
    </AdminOnly>
  );
}

/** /pagesA/manage/job/list: resumes, positions and talent profiles waiting for review. */
export const ManageJobListPage = () => <KindsPage kinds={JOB_REVIEW_KINDS} add />;
/** /pagesA/manage/shop/list: companies and yellow-pages entries. */
export const ManageShopListPage = () => <KindsPage kinds={SHOP_REVIEW_KINDS} />;
