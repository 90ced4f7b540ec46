import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import Tag from 'antd-mobile/es/components/tag';
import LikeOutline from 'antd-mobile-icons/es/LikeOutline';
import { loginUrl } from '../../shell/navigation';
import { QueryState } from '../common/query-state';
import { RichContent } from '../common/rich-content';
import { useSession } from '../../stores/session-store';
import { customerPaths, positiveInt } from './paths';
import { useFaqInfo, useFaqVote, type FaqInfo } from './queries';
import { QuestionRow } from './question-row';
import './customer.css';

/** /pagesA/customer/question-detail?id= — the answer (sanitised HTML), "did this help?" once, related questions. */
export function QuestionDetailPage() {
  const [params] = useSearchParams();
  const id = positiveInt(params.get('id'));
  const info = useFaqInfo(id);
  return (
    <div className="faq" data-testid="faq-detail">
      <QueryState isPending={info.isPending && id > 0} error={info.error} onRetry={() => void info.refetch()}>
        {info.data && <Answer id={id} data={info.data} />}
      </QueryState>
    </div>
  );
}

function Answer({ id, data }: { id: number; data: FaqInfo }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const q = data.question;
  return (
    <>
      <article className="faq-answer">
        <h1 className="faq-answer__title" data-testid="faq-detail-title">{q.title}</h1>
        <div className="faq-answer__meta muted">
          <span>{q.category_name}</span>
          {q.area_specific && <Tag color="primary" fill="outline">{t('customer.detail.areaSpecific')}</Tag>}
          <span>{t('customer.detail.updated', { date: new Date(q.updated_at * 1000).toLocaleDateString(i18n.language) })}</span>
        </div>
        <div data-testid="faq-answer">
          <RichContent html={q.answer} />
        </div>
      </article>
      <Vote id={id} data={data} />
      {data.related.length > 0 && (
        <section className="faq-section" data-testid="faq-related">
          <h2 className="faq-section__title">{t('customer.detail.related')}</h2>
          <div className="faq-qlist">
            {data.related.map((r) => (
              <QuestionRow key={r.id} q={r} />
            ))}
          </div>
        </section>
      )}
      <div className="faq-still">
        <span className="muted">{t('customer.detail.stillNeedHelp')}</span>
        <Button size="small" color="primary" fill="outline" shape="rounded" onClick={() => navigate(customerPaths.centre)} data-testid="faq-contact-link">
          {t('customer.detail.contactService')}
        </Button>
      </div>
    </>
  );
}

/** "Did this help?": two buttons until I have answered, then my answer and the counts. */
function Vote({ id, data }: { id: number; data: FaqInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useSession((s) => Boolean(s.token));
  const vote = useFaqVote(id);
  const q = data.question;
  const mine = data.my_vote;
  const cast = (helpful: boolean) => {
    if (!loggedIn) navigate(loginUrl(location.pathname + location.search));
    else vote.mutate(helpful);
  };
  return (
    <section className="faq-vote" data-testid="faq-vote">
      {mine === null ? (
        <>
          <div className="faq-vote__q">{t('customer.detail.helpQuestion')}</div>
          <div className="faq-vote__buttons">
            <Button size="small" shape="rounded" color="primary" loading={vote.isPending && vote.variables === true} disabled={vote.isPending} onClick={() => cast(true)} data-testid="faq-vote-yes">
              <LikeOutline /> {t('customer.detail.yes')}
            </Button>
            <Button size="small" shape="rounded" loading={vote.isPending && vote.variables === false} disabled={vote.isPending} onClick={() => cast(false)} data-testid="faq-vote-no">
              {t('customer.detail.no')}
            </Button>
          </div>
          {!loggedIn && <div className="faq-vote__hint muted">{t('customer.detail.loginToVote')}</div>}
        </>
      ) : (
        <div className="faq-vote__done" data-testid="faq-vote-result">
          {mine ? t('customer.detail.votedYes') : t('customer.detail.votedNo')}
        </div>
      )}
      <div className="faq-vote__counts muted" data-testid="faq-vote-counts">
        {t('customer.detail.counts', { helpful: q.helpful_count, unhelpful: q.unhelpful_count })}
      </div>
    </section>
  );
}
