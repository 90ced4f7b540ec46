import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { TabStrip } from '../common/tab-strip';
import TextArea from 'antd-mobile/es/components/text-area';
import { CAR_APPOINTMENT, type CarAppointmentUpdate } from '../../lib/contracts';
import { imageUrl } from '../../lib/image-url';
import { RequireLogin } from '../common/require-login';
import { paths } from '../listings';
import { PagedList } from '../common/paged-list';
import { Avatar } from '../common/avatar';
import { useSum } from './booking-sheet';
import { useAppointments, useDecide, type Appointment, type Side } from './queries';
// The listing cards and chips are styled by the listing screens' sheet.
import { confirmDialog, showToast } from '../../lib/feedback';
import '../listings/listings.css';
import './cars.css';

/** Bookings: mine, and those of my cars (`?tab=owner`), with confirm / decline / cancel where allowed. */
export function AppointmentsPage() {
  return (
    <RequireLogin>
      <Appointments />
    </RequireLogin>
  );
}

function Appointments() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const side: Side = search.get('tab') === 'owner' ? 'owner' : 'user';
  const list = useAppointments(side);
  const setTab = (key: string) => setSearch(key === 'owner' ? { tab: 'owner' } : {}, { replace: true });
  return (
    <div className="appts" data-testid="appointments-page">
      <TabStrip
        activeKey={side}
        onChange={setTab}
        className="appts__tabs"
        items={[
          { key: 'user', title: <span data-testid="appt-tab-user">{t('cars.appt.tabMine')}</span> },
          { key: 'owner', title: <span data-testid="appt-tab-owner">{t('cars.appt.tabOwner')}</span> },
        ]}
      />
      <PagedList
        query={list}
        className="appts__list"
        testId="appointments-list"
        renderItem={(a) => <AppointmentCard a={a} />}
        empty={{ title: t('cars.appt.empty'), text: side === 'user' ? t('cars.appt.emptyMine') : t('cars.appt.emptyOwner'), testId: 'appointments-empty' }}
        noMore={t('cars.appt.noMore')}
      />
    </div>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');
function localTime(seconds: number): string {
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function AppointmentCard({ a }: { a: Appointment }) {
  const { t } = useTranslation();
  const detail = paths.detail(a.car.deal === 'rent' ? { kind: 'car', variant: 'rent' } : { kind: 'car' }, a.car_id);
  return (
    <div className="appt" data-testid={`appointment-${a.id}`}>
      <div className="appt__head">
        <span className="appt__kind">{t(`cars.appt.kind.${a.kind}`)}</span>
        <span className={`appt__status appt__status--${a.status}`} data-testid="appointment-status">
          {t(`cars.appt.status.${a.status}`)}
        </span>
      </div>
      <Link to={detail} className="appt__car">
        {a.car.cover ? <img src={imageUrl(a.car.cover, { preset: 'searchList' }, a.car.site_area_id)} alt="" /> : <span className="appt__nocover" />}
        <div className="appt__car-title">{a.car.title}</div>
      </Link>
      <AppointmentRows a={a} />
      {(a.can.confirm || a.can.decline || a.can.cancel) && <AppointmentActions a={a} />}
    </div>
  );
}

/** One term of the booking's list: its label and value. */
function Row({ label, className, testId, children }: { label: string; className?: string; testId?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={className} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function AppointmentRows({ a }: { a: Appointment }) {
  const { t } = useTranslation();
  const money = useSum();
  const other = a.is_owner ? a.user : a.owner;
  return (
    <dl className="appt__rows">
      {a.kind === 'rental' ? (
        <Row label={t('cars.appt.period')} testId="appointment-period">
          {a.start_date} → {a.end_date} · {t('cars.appt.days', { count: a.quote?.days ?? 0 })}
        </Row>
      ) : (
        <Row label={t('cars.appt.time')}>{localTime(a.starts_at)}</Row>
      )}
      {a.quote && (
        <Row label={t('cars.appt.total')} className="appt__money" testId="appointment-total">
          {money(a.quote.total, a.quote.currency)}
        </Row>
      )}
      <Row label={a.is_owner ? t('cars.appt.booker') : t('cars.appt.owner')} className="appt__person">
        <Avatar src={other.avatar} size={20} /> {other.nickname}
      </Row>
      {a.phone && (
        <Row label={t('cars.appt.phone')}>
          <a href={`tel:${a.phone.replace(/\s+/g, '')}`}>{a.phone}</a>
        </Row>
      )}
      {a.note && <Row label={t('cars.appt.note')}>{a.note}</Row>}
      {a.reason && <Row label={t('cars.appt.reason')}>{a.reason}</Row>}
    </dl>
  );
}

/** Confirm, decline (with an optional reason) or cancel, each asked first; the toast says what it became. */
function useDecisions(a: Appointment) {
  const { t } = useTranslation();
  const decide = useDecide();
  const run = async (status: CarAppointmentUpdate, reason?: string) => {
    try {
      await decide.mutateAsync({ id: a.id, status, reason });
      showToast({ icon: 'success', content: t(`cars.appt.${status}`) });
    } catch {
      // the http client showed the server's message
    }
  };
  const onConfirm = async () => {
    if (await confirmDialog({ content: t('cars.appt.confirmAsk'), confirmText: t('cars.appt.confirm'), cancelText: t('common.cancel') })) await run('confirmed');
  };
  const onCancel = async () => {
    if (await confirmDialog({ content: t('cars.appt.cancelAsk'), confirmText: t('cars.appt.cancel'), cancelText: t('common.cancel') })) await run('cancelled');
  };
  const onDecline = async () => {
    let reason = '';
    const ok = await confirmDialog({
      title: t('cars.appt.declineAsk'),
      content: <TextArea placeholder={t('cars.appt.declineReason')} maxLength={CAR_APPOINTMENT.reasonMax} rows={3} onChange={(v) => (reason = v)} data-testid="decline-reason" />,
      confirmText: t('cars.appt.decline'),
      cancelText: t('common.cancel'),
    });
    if (ok) await run('declined', reason.trim() || undefined);
  };
  return { busy: decide.isPending, onConfirm, onCancel, onDecline };
}

function AppointmentActions({ a }: { a: Appointment }) {
  const { t } = useTranslation();
  const { busy, onConfirm, onCancel, onDecline } = useDecisions(a);
  return (
    <div className="appt__actions card-actions">
      {a.can.decline && (
        <button type="button" className="appt__btn pill-button" disabled={busy} onClick={() => void onDecline()} data-testid="appointment-decline">
          {t('cars.appt.decline')}
        </button>
      )}
      {a.can.cancel && (
        <button type="button" className="appt__btn pill-button" disabled={busy} onClick={() => void onCancel()} data-testid="appointment-cancel">
          {t('cars.appt.cancel')}
        </button>
      )}
      {a.can.confirm && (
        <button type="button" className="appt__btn appt__btn--primary pill-button pill-button--primary" disabled={busy} onClick={() => void onConfirm()} data-testid="appointment-confirm">
          {t('cars.appt.confirm')}
        </button>
      )}
    </div>
  );
}
