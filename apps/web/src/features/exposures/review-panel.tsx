import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Toast from 'antd-mobile/es/components/toast';
import { EXPOSURE } from '@haiwai/contracts/exposures/constants';
import { ApiError } from '../../lib/http';
import { useReviewExposure, useReviewReply, type Exposure } from './queries';

/** Approve and reject, with a reason for a rejection; the caller says what an approval sends. */
function Decision({ testId, approveLabel, rejectLabel, busy, onDecide }: { testId: string; approveLabel: string; rejectLabel: string; busy: boolean; onDecide(pass: boolean, reason?: string): Promise<unknown> }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const decide = async (pass: boolean) => {
    if (!pass && reason.trim().length < 2) return setError(t('exposure.review.reasonRequired'));
    setError('');
    try {
      await onDecide(pass, pass ? undefined : reason.trim());
      Toast.show({ content: t('exposure.review.done') });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    }
  };
  return (
    <>
      <label className="expo-field">
        <span>{t('exposure.review.reason')}</span>
        <input value={reason} maxLength={EXPOSURE.reasonMax} placeholder={t('exposure.review.reasonPlaceholder')} onChange={(e) => setReason(e.target.value)} data-testid={`${testId}-reason`} />
      </label>
      {error && (
        <div className="expo-error" role="alert">
          {error}
        </div>
      )}
      <div className="expo-row">
        <Button color="primary" shape="rounded" loading={busy} onClick={() => void decide(true)} data-testid={`${testId}-approve`}>
          {approveLabel}
        </Button>
        <Button color="danger" fill="outline" shape="rounded" loading={busy} onClick={() => void decide(false)} data-testid={`${testId}-reject`}>
          {rejectLabel}
        </Button>
      </div>
    </>
  );
}

/** The area's reviewer: which evidence shows publicly, then approve — or reject with a reason. */
export function ReviewPanel({ e }: { e: Exposure }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<string[]>([]);
  const review = useReviewExposure();
  const toggle = (url: string) => setShown((s) => (s.includes(url) ? s.filter((u) => u !== url) : [...s, url]));
  return (
    <section className="expo-review" data-testid="exposure-review" aria-label={t('exposure.review.title')}>
      <h2 className="expo-h">{t('exposure.review.title')}</h2>
      <p className="expo-note">{t('exposure.review.publicHint')}</p>
      <div className="expo-review__evidence">
        {e.evidence.map((item, i) => (
          <label key={item.url} className="expo-check expo-check--evidence">
            {item.link && <img src={`${item.link}?w=160&h=120&fit=cover&format=webp`} alt={t('exposure.detail.evidenceAlt', { n: i + 1 })} />}
            <span>
              <input type="checkbox" checked={shown.includes(item.url)} onChange={() => toggle(item.url)} data-testid={`exposure-review-public-${i}`} /> {t('exposure.review.makePublic')}
            </span>
          </label>
        ))}
      </div>
      <Decision
        testId="exposure-review"
        approveLabel={t('exposure.review.approve')}
        rejectLabel={t('exposure.review.reject')}
        busy={review.isPending}
        onDecide={(pass, reason) => review.mutateAsync({ id: e.id, body: { pass, reason, public_evidence: pass ? shown : [] } })}
      />
    </section>
  );
}

/** The area's reviewer: show the exposed party's answer, or refuse it with a reason. */
export function ReplyReview({ e }: { e: Exposure }) {
  const { t } = useTranslation();
  const review = useReviewReply();
  return (
    <section className="expo-review" data-testid="exposure-reply-review" aria-label={t('exposure.review.replyTitle')}>
      <h2 className="expo-h">{t('exposure.review.replyTitle')}</h2>
      <Decision
        testId="exposure-reply-review"
        approveLabel={t('exposure.review.replyApprove')}
        rejectLabel={t('exposure.review.replyReject')}
        busy={review.isPending}
        onDecide={(pass, reason) => review.mutateAsync({ id: e.id, body: { pass, reason } })}
      />
    </section>
  );
}
