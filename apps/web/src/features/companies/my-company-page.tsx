import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import type { ListingCard } from '@haiwai/contracts/listings';
import { QueryState } from '../common/query-state';
import { loginOnly } from '../common/require-login';
import { flattenPages, useUserListings, KINDS, paths } from '../listings';
import { EmptyBlock } from '../common/empty-block';
import { CompanyIdentity } from './company-identity';
import { BusinessVerifySection } from './business-verify';
import { useCompanyOwnerInfo } from './queries';
// The listing cards and chips are styled by the listing screens' sheet.
import '../listings/listings.css';
import './companies.css';

/** /pages/shop/company: my enterprise as its owner sees it (review state, counts, shortcuts); `?id=` picks one of several. */
export const MyCompanyPage = loginOnly(MyCompany);

function MyCompany() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const mine = useUserListings('company', null);
  const companies = flattenPages(mine.data);
  const wanted = Number(search.get('id')) || 0;
  const current = companies.find((c) => c.id === wanted) ?? companies[0];
  return (
    <QueryState isPending={mine.isPending} error={mine.isError && !mine.data ? mine.error : null} onRetry={() => void mine.refetch()}>
      {!current ? (
        <EmptyBlock
          title={t('companies.mine.empty')}
          text={t('companies.mine.emptyHint')}
          action={{ label: t('companies.mine.register'), onClick: () => navigate(paths.edit({ kind: 'company' })) }}
          testId="my-company-empty"
        />
      ) : (
        <div className="mycomp" data-testid="my-company">
          {companies.length > 1 && (
            <div className="mycomp__switch">
              {companies.map((c) => (
                <button key={c.id} type="button" className={c.id === current.id ? 'lchip lchip--on' : 'lchip'} onClick={() => setSearch({ id: String(c.id) }, { replace: true })}>
                  {c.title}
                </button>
              ))}
            </div>
          )}
          <OwnerView card={current} />
        </div>
      )}
    </QueryState>
  );
}

function OwnerView({ card }: { card: ListingCard }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useCompanyOwnerInfo(card.id);
  const d = info.data;
  const c = d?.company;
  const review = c?.review_status ?? card.review_status;
  return (
    <QueryState isPending={info.isPending} error={info.error} onRetry={() => void info.refetch()}>
      {d && c && (
        <>
          <section className="section mycomp__head">
            <CompanyIdentity company={c} titleTestId="my-company-title">
              <span className={`mycomp__review mycomp__review--${review}`} data-testid="my-company-review">
                {t(`companies.mine.review.${review}`)}
              </span>
            </CompanyIdentity>
          </section>
          {review === 'failed' && c.review_reason && (
            <div className="mycomp__reason" role="alert" data-testid="my-company-reason">
              {t('companies.mine.reason', { reason: c.review_reason })}
            </div>
          )}
          <section className="section mycomp__stats">
            <div>
              <strong data-testid="my-company-jobs">{d.jobs.live}</strong>
              <span>{t('companies.mine.jobs')}</span>
              <em>{t('companies.mine.live', { live: d.jobs.live, total: d.jobs.total })}</em>
            </div>
            <div>
              <strong>{d.listings.live}</strong>
              <span>{t('companies.mine.listings')}</span>
              <em>{t('companies.mine.live', { live: d.listings.live, total: d.listings.total })}</em>
            </div>
            <div>
              <strong data-testid="my-company-followers">{d.follower_count}</strong>
              <span>{t('companies.mine.followers')}</span>
            </div>
          </section>
          <section className="section mycomp__links">
            <Link to={paths.detail({ kind: 'company' }, c.id)} data-testid="my-company-view">
              {t('companies.mine.view')}
              <RightOutline />
            </Link>
            <Link to={paths.edit({ kind: 'company' }, c.id)}>
              {t('companies.mine.edit')}
              <RightOutline />
            </Link>
            <Link to={KINDS.job.pages.manage}>
              {t('companies.mine.manageJobs')}
              <RightOutline />
            </Link>
            <Link to="/pagesA/job/delivery-company">
              {t('companies.mine.applicants')}
              <RightOutline />
            </Link>
          </section>
          <BusinessVerifySection companyId={c.id} />
          {review === 'passed' && (
            <div className="page-pad">
              <Button block color="primary" shape="rounded" onClick={() => navigate(paths.edit({ kind: 'job' }))} data-testid="my-company-post-job">
                {t('companies.mine.postJob')}
              </Button>
            </div>
          )}
        </>
      )}
    </QueryState>
  );
}
