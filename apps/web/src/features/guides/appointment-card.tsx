import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import TextArea from 'antd-mobile/es/components/text-area';
import { GUIDE, GUIDE_PATHS, type GuideAppointmentMove } from '@haiwai/contracts/guides/constants';
import { confirmDialog, showToast } from '../../lib/feedback';
import { imageUrl } from '../../lib/image-url';
import { Avatar } from '../common/avatar';
import { useCommentComposer } from '../common/comments';
import { Term } from '../common/term';
import { useMoney } from '../listings';
import { appointmentReviews } from './comments';
import { useAppointmentLog, useDecide, type Appointment } from './queries';

/** One appointment as either side sees it, with the moves its side may make and its history on demand. */
export function AppointmentCard({ a }: { a: Appointment }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [history, setHistory] = useState(false);
  const other = a.is_guide ? a.user : a.owner;
  const when = a.start_time ? `${a.start_date} ${a.start_time}–${a.end_time}` : a.start_date === a.end_date ? a.start_date : `${a.start_date} → ${a.end_date}`;
  return (
    <div className="gd-appt" data-testid={`guide-appt-${a.id}`}>
      <div className="gd-appt__head">
        <Link to={`${GUIDE_PATHS.detail}?id=${a.guide_id}`} className="gd-appt__guide">
          {a.guide.cover ? <img src={imageUrl(a.guide.cover, { preset: 'searchList' }, a.guide.site_area_id)} alt="" /> : <span className="gd-appt__nocover" />}
          <span>{a.guide.title}</span>
        </Link>
        <span className={`gd-status gd-status--${a.status}`} data-testid="guide-appt-status" data-status={a.status}>
          {t(`guides.appt.status.${a.status}`)}
        </span>
      </div>
      <dl className="gd-appt__rows">
        <Term label={a.start_time ? t('guides.appt.hours') : t('guides.appt.days')}>{when}</Term>
        {a.quote && <Term label={t('guides.appt.total')}>{money(a.quote.total, null, { currency: a.quote.currency })}</Term>}
        <Term label={a.is_guide ? t('guides.appt.booker') : t('guides.appt.guide')}>
          <Avatar src={other.avatar} size={20} /> {other.nickname}
        </Term>
        {a.phone && <Term label={t('guides.appt.phone')}>{a.phone}</Term>}
        {a.note && <Term label={t('guides.appt.note')}>{a.note}</Term>}
        {a.reason && <Term label={t('guides.appt.reason')} testId="guide-appt-reason">{a.reason}</Term>}
      </dl>
      <Actions a={a} onHistory={() => setHistory((h) => !h)} />
      {history && <History id={a.id} />}
    </div>
  );
}

function History({ id }: { id: number }) {
  const { t } = useTranslation();
  const log = useAppointmentLog(id, true);
  return (
    <ol className="gd-log" data-testid="guide-appt-log">
      {(log.data?.list ?? []).map((e) => (
        <li key={e.id}>
          <span>{new Date(e.created_at * 1000).toLocaleString()}</span> {t(`guides.appt.by.${e.by}`)} · {e.from ? t(`guides.appt.status.${e.to}`) : t('guides.appt.booked')}
          {e.reason ? ` · ${e.reason}` : ''}
        </li>
      ))}
    </ol>
  );
}

/** Accept, decline (a reason), complete, cancel, each asked first; review through the kit's composer. */
function Actions({ a, onHistory }: { a: Appointment; onHistory(): void }) {
  const { t } = useTranslation();
  const decide = useDecide();
  // The review this card writes spends this booking (the server refuses a second review of it).
  const reviews = useMemo(() => appointmentReviews(a.id), [a.id]);
  const composer = useCommentComposer(reviews, a.guide_id);
  const run = async (status: GuideAppointmentMove, reason?: string) => {
    try {
      await decide.mutateAsync({ id: a.id, status, reason });
      showToast({ icon: 'success', content: t(`guides.appt.done.${status}`) });
    } catch {
      // the http client showed the server's message
    }
  };
  const ask = async (status: GuideAppointmentMove, question: string, label: string) => {
    if (await confirmDialog({ content: question, confirmText: label, cancelText: t('common.cancel') })) await run(status);
  };
  const withReason = async (status: 'declined' | 'cancelled') => {
    let reason = '';
    const ok = await confirmDialog({
      title: status === 'declined' ? t('guides.appt.declineAsk') : t('guides.appt.cancelAsk'),
      content: <TextArea aria-label={t('guides.appt.reason')} placeholder={status === 'declined' ? t('guides.appt.declineReason') : t('guides.appt.cancelReason')} maxLength={GUIDE.reasonMax} rows={3} onChange={(v) => (reason = v)} data-testid="guide-reason" />,
      confirmText: status === 'declined' ? t('guides.appt.decline') : t('guides.appt.cancel'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    if (status === 'declined' && !reason.trim()) return void showToast(t('guides.appt.needReason'));
    await run(status, reason.trim() || undefined);
  };
  return (
    <div className="gd-appt__actions">
      <button type="button" className="gd-btn gd-btn--ghost" onClick={onHistory} data-testid="guide-appt-history">
        {t('guides.appt.history')}
      </button>
      {a.can.decline && (
        <button type="button" className="gd-btn gd-btn--ghost" onClick={() => void withReason('declined')} data-testid="guide-appt-decline">
          {t('guides.appt.decline')}
        </button>
      )}
      {a.can.cancel && (
        <button type="button" className="gd-btn gd-btn--ghost" onClick={() => void withReason('cancelled')} data-testid="guide-appt-cancel">
          {t('guides.appt.cancel')}
        </button>
      )}
      {a.can.accept && (
        <button type="button" className="gd-btn" onClick={() => void ask('accepted', t('guides.appt.acceptAsk'), t('guides.appt.accept'))} data-testid="guide-appt-accept">
          {t('guides.appt.accept')}
        </button>
      )}
      {a.can.complete && (
        <button type="button" className="gd-btn" onClick={() => void ask('completed', t('guides.appt.completeAsk'), t('guides.appt.complete'))} data-testid="guide-appt-complete">
          {t('guides.appt.complete')}
        </button>
      )}
      {a.can.review && (
        <button type="button" className="gd-btn" onClick={() => composer.open(null)} data-testid="guide-appt-review">
          {t('guides.appt.review')}
        </button>
      )}
      {composer.view}
    </div>
  );
}
