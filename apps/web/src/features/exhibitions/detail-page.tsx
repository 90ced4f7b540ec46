import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { exhibitionIcsPath } from '@haiwai/contracts/exhibitions/constants';
import { EmptyBlock } from '../common/empty-block';
import { MapView } from '../common/map';
import { QueryState } from '../common/query-state';
import { SnapStrip } from '../common/snap-strip';
import { useContentScope } from '../common/content-scope';
import { useLoginFirst } from '../common/use-login-first';
import { ExhibitionForm } from './exhibition-form';
import { useExhibition, useInterest, type Exhibition } from './queries';
import '../clubs/clubs.css';

const CHAT = '/pagesA/chat/chat/chat';
const OPEN_LOCATION = '/pagesA/system/open-location';

/** `/pagesA/exhibition/detail?id=`: dates, venue on the map, organiser, schedule; interested, the calendar file, a chat with the organiser. */
export function ExhibitionDetailPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const e = useExhibition(id);
  const { t } = useTranslation();
  return (
    <div className="ce ce--detail" data-testid="exhibition-detail">
      {id > 0 ? (
        <QueryState isPending={e.isPending} error={e.error} onRetry={() => void e.refetch()}>
          {e.data && <Detail e={e.data} />}
        </QueryState>
      ) : (
        <EmptyBlock title={t('exhibition.detail.notFound')} testId="exhibition-detail-missing" />
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="ce-h">{title}</h2>
      {children}
    </section>
  );
}

function Detail({ e }: { e: Exhibition }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <>
      {e.photos.length > 0 && (
        <SnapStrip testId="exhibition-photos">
          {e.photos.map((p, i) => (
            <img key={p} className="ce-hero__img" src={`${p}?w=800&h=450&fit=cover`} alt={t('exhibition.detail.photo', { n: i + 1 })} />
          ))}
        </SnapStrip>
      )}
      <h1 className="ce-hero__title" data-testid="exhibition-detail-title">
        {e.title}
      </h1>
      {e.status !== 'online' && (
        <p className="ce-note" role="status">
          {t('exhibition.detail.notListed', { status: t(`exhibition.status.${e.status}`) })} {e.review_reason && t('exhibition.detail.reviewReason', { reason: e.review_reason })}
        </p>
      )}
      <dl className="ce-facts">
        <dt>{t('exhibition.detail.dates')}</dt>
        <dd data-testid="exhibition-dates">{t('exhibition.list.dates', { from: e.starts_on, to: e.ends_on })}</dd>
        <dt>{t('exhibition.detail.venue')}</dt>
        <dd>
          {e.venue}
          {e.address && <div className="ce-card__meta">{e.address}</div>}
        </dd>
        <dt>{t('exhibition.detail.organiser')}</dt>
        <dd>{e.organiser}</dd>
        <dt>{t('exhibition.detail.industry')}</dt>
        <dd>{t(`exhibition.industry.${e.industry}`)}</dd>
      </dl>
      {e.lat !== null && e.lng !== null && (
        <Section title={t('exhibition.detail.map')}>
          <MapView markers={[{ id: e.id, lat: e.lat, lng: e.lng, title: e.venue }]} words="exhibition.map" numbered={false} height={200} showList={false} />
          <Link to={`${OPEN_LOCATION}?${new URLSearchParams({ lat: String(e.lat), lng: String(e.lng), name: e.venue, address: e.address })}`} className="ce-link">
            {t('exhibition.detail.openMap')}
          </Link>
        </Section>
      )}
      <Section title={t('exhibition.detail.intro')}>
        <p className="ce-text">{e.intro}</p>
      </Section>
      {e.schedule.length > 0 && (
        <Section title={t('exhibition.detail.schedule')}>
          <ul className="ce-schedule" data-testid="exhibition-schedule">
            {e.schedule.map((s, i) => (
              <li key={`${i}-${s.date}`}>
                {s.date} {s.time} {s.text}
              </li>
            ))}
          </ul>
        </Section>
      )}
      <div className="ce-actions">
        <a className="ce-link" href={exhibitionIcsPath(e.id)} download={`exhibition-${e.id}.ics`} data-testid="exhibition-ics">
          {t('exhibition.detail.calendar')}
        </a>
        <span className="ce-card__meta" data-testid="exhibition-interested-count">
          {t('exhibition.detail.interestedCount', { count: e.interested_count })}
        </span>
      </div>
      <Bar e={e} onEdit={() => setEditing(true)} />
      {editing && <ExhibitionForm exhibition={e} visible onClose={() => setEditing(false)} />}
    </>
  );
}

/** Interested (with the count) and a chat with the organiser; the publisher edits instead. */
function Bar({ e, onEdit }: { e: Exhibition; onEdit(): void }) {
  const { t } = useTranslation();
  const { lang } = useContentScope();
  const loginFirst = useLoginFirst();
  const navigate = useNavigate();
  const interest = useInterest();
  if (e.is_mine) {
    return (
      <div className="ce-bar">
        <span className="ce-bar__state">{t('exhibition.detail.own')}</span>
        <Button shape="rounded" size="large" onClick={onEdit} data-testid="exhibition-edit">
          {t('exhibition.detail.edit')}
        </Button>
      </div>
    );
  }
  return (
    <div className="ce-bar" lang={lang}>
      <Button
        shape="rounded"
        size="large"
        color={e.is_interested ? 'success' : 'default'}
        aria-pressed={e.is_interested}
        loading={interest.isPending}
        disabled={e.status !== 'online'}
        onClick={() => {
          if (loginFirst()) interest.mutate({ id: e.id, on: !e.is_interested });
        }}
        data-testid="exhibition-interest"
      >
        {e.is_interested ? t('exhibition.detail.interestedOn') : t('exhibition.detail.interested')}
      </Button>
      <Button color="primary" shape="rounded" size="large" onClick={() => {
          if (loginFirst()) void navigate(`${CHAT}?user_id=${e.publisher.id}`);
        }} data-testid="exhibition-contact">
        {t('exhibition.detail.contact')}
      </Button>
    </div>
  );
}
