import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import Toast from 'antd-mobile/es/components/toast';
import { ApiError } from '../../lib/http';
import { useSession } from '../../stores/session-store';
import { usePay } from '../payments';
import { QueryState } from '../common/query-state';
import { AnswerSheet } from './answer-sheet';
import { StatusTag, useDay, useMoney } from './bits';
import { exposurePaths } from './paths';
import { useExposure, usePayExposure, useRenewExposure, useWithdrawExposure, type Exposure } from './queries';
import { ReplyReview, ReviewPanel } from './review-panel';
import './exposures.css';

/** `/pagesA/exposure/detail?id=`: one exposure — masked for the public, whole for its author and the area's admins. */
export function ExposureDetailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const q = useExposure(id);
  const missing = q.error instanceof ApiError && (q.error.code === 404 || q.error.code === 403);
  return (
    <div className="expo expo--detail" data-testid="exposure-detail">
      {missing || !id ? (
        <p className="expo-empty" data-testid="exposure-not-found">
          {t('exposure.detail.notFound')}
        </p>
      ) : (
        <QueryState isPending={q.isPending} error={q.error} onRetry={() => void q.refetch()}>
          {q.data && <Detail e={q.data} />}
        </QueryState>
      )}
    </div>
  );
}

function Detail({ e }: { e: Exposure }) {
  const { t } = useTranslation();
  const money = useMoney();
  const day = useDay();
  const [answering, setAnswering] = useState(false);
  const loggedIn = useSession((s) => Boolean(s.token));
  return (
    <>
      <div className="expo-head">
        <h1 className="expo-title">{e.title}</h1>
        {(e.is_mine || e.status !== 'approved') && <StatusTag status={e.status} />}
      </div>
      {e.is_mine && e.review_reason && (
        <p className="expo-alert" role="status">
          {t('exposure.detail.reviewReason', { reason: e.review_reason })}
        </p>
      )}
      <dl className="expo-facts" data-testid="exposure-party">
        <Fact label={t('exposure.detail.party')} value={e.party.name} testId="exposure-party-name" />
        {e.party.phone && <Fact label={t('exposure.detail.phone')} value={e.party.phone} testId="exposure-party-phone" />}
        {(e.party.company || e.party.company_name) && <Fact label={t('exposure.detail.company')} value={e.party.company?.title || e.party.company_name} />}
        {e.party.listing && <Fact label={t('exposure.detail.listing')} value={e.party.listing.title} />}
        {e.party.user && <Fact label={t('exposure.detail.member')} value={e.party.user.nickname} />}
        <Fact label={t('exposure.detail.happened')} value={e.happened_on} />
        {e.amount > 0 && <Fact label={t('exposure.detail.amount')} value={money(e.amount, e.currency)} />}
        <Fact label={t('exposure.detail.author')} value={e.author.nickname} />
      </dl>
      {e.masked && <p className="expo-note">{t('exposure.detail.masked')}</p>}
      <h2 className="expo-h">{t('exposure.detail.story')}</h2>
      <p className="expo-story">{e.story}</p>
      <Evidence e={e} />
      <ReplyBox e={e} />
      {e.status === 'approved' && e.expires_at && <p className="expo-note">{t('exposure.detail.expires', { date: day(e.expires_at) })}</p>}
      {e.is_mine && <AuthorActions e={e} />}
      {e.can.review && <ReviewPanel e={e} />}
      {e.can.review_reply && <ReplyReview e={e} />}
      {!e.is_mine && e.status === 'approved' && (loggedIn ? e.can.reply : !e.reply) && (
        <>
          <Button block shape="rounded" className="expo-answer" onClick={() => setAnswering(true)} data-testid="exposure-answer">
            {t('exposure.detail.answer')}
          </Button>
          {answering && <AnswerSheet e={e} onClose={() => setAnswering(false)} />}
        </>
      )}
    </>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="expo-fact">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

function Evidence({ e }: { e: Exposure }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="expo-h">{t('exposure.detail.evidence')}</h2>
      {e.evidence.length === 0 ? (
        <p className="expo-note">{t('exposure.detail.evidenceNone')}</p>
      ) : (
        <div className="expo-evidence" data-testid="exposure-evidence">
          {e.evidence.map((item, i) =>
            item.link ? <img key={item.url} src={`${item.link}?w=320&h=240&fit=cover&format=webp`} alt={t('exposure.detail.evidenceAlt', { n: i + 1 })} loading="lazy" /> : null,
          )}
        </div>
      )}
      {e.masked && e.evidence.length > 0 && <p className="expo-note">{t('exposure.detail.evidenceHidden')}</p>}
    </>
  );
}

function ReplyBox({ e }: { e: Exposure }) {
  const { t } = useTranslation();
  if (!e.reply) return null;
  return (
    <section className="expo-reply" data-testid="exposure-reply" aria-label={t('exposure.detail.reply')}>
      <div className="expo-reply__head">
        <h2 className="expo-h">{t('exposure.detail.reply')}</h2>
        {e.reply.status !== 'approved' && <span className={`expo-tag expo-tag--${e.reply.status}`}>{t(`exposure.replyStatus.${e.reply.status}`)}</span>}
      </div>
      <p className="expo-story">{e.reply.body}</p>
      <p className="expo-note">{t('exposure.detail.proofBy', { proof: t(`exposure.proof.${e.reply.proof}`) })}</p>
      {e.reply.review_reason && <p className="expo-alert">{t('exposure.detail.replyReason', { reason: e.reply.review_reason })}</p>}
    </section>
  );
}

function AuthorActions({ e }: { e: Exposure }) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const pay = usePay();
  const payFee = usePayExposure();
  const renew = useRenewExposure();
  const withdraw = useWithdrawExposure();
  const fail = (err: unknown) => {
    if (err instanceof ApiError) Toast.show({ content: err.message });
  };
  return (
    <div className="expo-owner">
      {e.can.pay && e.fee && (
        <Button block color="primary" shape="rounded" loading={payFee.isPending} onClick={() => void payFee.mutateAsync(e.id).then(pay, fail)} data-testid="exposure-pay">
          {t('exposure.detail.pay', { amount: money(e.fee.amount, e.fee.currency) })}
        </Button>
      )}
      {e.can.edit && (
        <Link to={exposurePaths.editOf(e.id)} className="expo-button" data-testid="exposure-edit">
          {t('exposure.detail.edit')}
        </Link>
      )}
      {e.can.renew && (
        <Button block shape="rounded" loading={renew.isPending} onClick={() => void renew.mutateAsync(e.id).then(() => void Toast.show({ content: t('exposure.detail.renewed') }), fail)} data-testid="exposure-renew">
          {t('exposure.detail.renew')}
        </Button>
      )}
      {e.can.withdraw && (
        <Button
          block
          shape="rounded"
          color="danger"
          fill="outline"
          onClick={async () => {
            if (!(await Dialog.confirm({ content: t('exposure.detail.withdrawConfirm') }))) return;
            await withdraw.mutateAsync(e.id).then(() => {
              Toast.show({ content: t('exposure.detail.withdrawn') });
              navigate(exposurePaths.manage, { replace: true });
            }, fail);
          }}
          data-testid="exposure-withdraw"
        >
          {t('exposure.detail.withdraw')}
        </Button>
      )}
    </div>
  );
}
