import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import { readJson, write } from '../../lib/storage';
import { QueryState } from '../common/query-state';
import { loginOnly } from '../common/require-login';
import { flattenPages, useUserListings } from '../listings';
import { EmptyBlock } from '../common/empty-block';
import { JOB_PATHS, useJobCategories } from './queries';
import '../listings/listings.css';
import './jobs.css';

/**
 * Before posting a job (/pagesA/resume/before): jobs are posted under a company that passed review, so this
 * checks mine first (none → register one; in review or rejected → say so), then leads to the category choice.
 */
export const PostBeforePage = loginOnly(PostBefore);

function PostBefore() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const companies = useUserListings('company', null);
  const list = flattenPages(companies.data);
  const passed = list.find((c) => c.review_status === 'passed');
  const waiting = list.find((c) => c.review_status === 'pending');
  const failed = list.find((c) => c.review_status === 'failed');
  return (
    <div className="jbefore" data-testid="post-before">
      <QueryState isPending={companies.isPending} error={companies.isError ? companies.error : null} onRetry={() => void companies.refetch()}>
        {passed ? (
          <>
            <section className="jbefore__card">
              <div className="jbefore__company" data-testid="post-before-company">
                <ShopbagOutline />
                <span>{passed.title}</span>
              </div>
              <h2 className="jbefore__heading">{t('jobs.before.heading')}</h2>
              <p className="muted">{t('jobs.before.intro')}</p>
              <ol className="jbefore__steps">
                <li>{t('jobs.before.step1')}</li>
                <li>{t('jobs.before.step2')}</li>
                <li>{t('jobs.before.step3')}</li>
              </ol>
            </section>
            <div className="jbefore__action">
              <Button block color="primary" shape="rounded" size="large" onClick={() => navigate(JOB_PATHS.type)} data-testid="post-before-choose">
                {t('jobs.before.choose')}
              </Button>
            </div>
          </>
        ) : waiting ? (
          <EmptyBlock title={t('jobs.before.reviewing')} text={t('jobs.before.reviewingText', { name: waiting.title })} testId="post-before-reviewing" />
        ) : failed ? (
          <EmptyBlock
            title={t('jobs.before.failed')}
            text={t('jobs.before.failedText', { name: failed.title })}
            action={{ label: t('jobs.before.edit'), onClick: () => navigate(`${JOB_PATHS.companyRegister}?id=${failed.id}`) }}
            testId="post-before-failed"
          />
        ) : (
          <EmptyBlock
            title={t('jobs.before.noCompany')}
            text={t('jobs.before.noCompanyText')}
            action={{ label: t('jobs.before.register'), onClick: () => navigate(JOB_PATHS.companyRegister) }}
            testId="post-before-no-company"
          />
        )}
      </QueryState>
    </div>
  );
}

/** Where the generic edit form keeps a new job's draft (features/listings/edit-page.tsx and edit-draft.ts, `listing-draft:listing:<kind>:new`). */
const NEW_JOB_DRAFT = 'listing-draft:listing:job:new';

/**
 * The job categories with their open positions (/pagesA/resume/type); choosing one opens the job form with
 * that category already chosen (through the form's own draft, kept with anything typed before).
 */
export function PostTypePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cats = useJobCategories();
  const choose = (id: number) => {
    const draft = readJson<Record<string, unknown>>(NEW_JOB_DRAFT) ?? {};
    write(NEW_JOB_DRAFT, { ...draft, category_id: id });
    navigate(`${JOB_PATHS.hire}?category_id=${id}`);
  };
  return (
    <div className="jtype" data-testid="post-type">
      <p className="jtype__hint muted">{t('jobs.type.hint')}</p>
      <QueryState isPending={cats.isPending} error={cats.error} onRetry={() => void cats.refetch()}>
        <div className="jtype__grid">
          {(cats.data ?? [])
            .filter((c) => c.parent_id === null)
            .map((c) => (
              <button key={c.id} type="button" className="jtype__item" onClick={() => choose(c.id)} data-testid={`post-type-${c.id}`}>
                <span className="jtype__name">{c.name}</span>
                <span className="jtype__count muted">{t('jobs.type.count', { count: c.count })}</span>
                <RightOutline className="jtype__arrow" />
              </button>
            ))}
        </div>
      </QueryState>
    </div>
  );
}
