import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { CLUB } from '@haiwai/contracts/clubs/constants';
import { confirmDialog, showToast } from '../../lib/feedback';
import { Avatar } from '../common/avatar';
import { EmptyBlock } from '../common/empty-block';
import { MapView, type MapMarker } from '../common/map';
import { PagedList } from '../common/paged-list';
import { QueryState } from '../common/query-state';
import { SnapStrip } from '../common/snap-strip';
import { useLoginFirst } from '../common/use-login-first';
import { ClubStatusTag } from './club-card';
import { EventCard } from './event-card';
import { clubPaths } from './paths';
import { useClub, useClubEvents, useJoinClub, useLeaveClub, type Club } from './queries';
import { Popup } from '../common/lazy-parts';
import './clubs.css';

/** `/pagesA/club/detail?id=`: a club — photos, introduction, members, its events with sign-ups — and joining or leaving. */
export function ClubDetailPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const club = useClub(id);
  const { t } = useTranslation();
  return (
    <div className="ce ce--detail" data-testid="club-detail">
      {id > 0 ? (
        <QueryState isPending={club.isPending} error={club.error} onRetry={() => void club.refetch()}>
          {club.data && <ClubDetail c={club.data} />}
        </QueryState>
      ) : (
        <EmptyBlock title={t('club.detail.notFound')} testId="club-detail-missing" />
      )}
    </div>
  );
}

function ClubDetail({ c }: { c: Club }) {
  const { t } = useTranslation();
  return (
    <>
      {c.photos.length > 0 && (
        <SnapStrip testId="club-photos">
          {c.photos.map((p, i) => (
            <img key={p} className="ce-hero__img" src={`${p}?w=800&h=450&fit=cover`} alt={t('club.detail.photo', { n: i + 1 })} />
          ))}
        </SnapStrip>
      )}
      <h1 className="ce-hero__title" data-testid="club-detail-name">
        {c.name}
      </h1>
      <div className="ce-card__meta">
        <span className="ce-tag">{t(`club.category.${c.category}`)}</span> <span data-testid="club-member-count">{t('club.list.members', { count: c.member_count })}</span>
      </div>
      {c.status !== 'online' && (
        <p className="ce-note" role="status">
          <ClubStatusTag status={c.status} /> {t('club.detail.notListed', { status: t(`club.status.${c.status}`) })} {c.review_reason && t('club.detail.reviewReason', { reason: c.review_reason })}
        </p>
      )}
      <h2 className="ce-h">{t('club.detail.owner')}</h2>
      <div className="ce-owner">
        <Avatar src={c.owner.avatar} size={32} />
        <span>{c.owner.nickname}</span>
      </div>
      <h2 className="ce-h">{t('club.detail.intro')}</h2>
      <p className="ce-text">{c.intro}</p>
      <Events clubId={c.id} />
      <JoinBar c={c} />
    </>
  );
}

function Events({ clubId }: { clubId: number }) {
  const { t } = useTranslation();
  const events = useClubEvents(clubId);
  const markers = useMemo<MapMarker[]>(
    () => (events.data?.pages.flatMap((p) => p.list) ?? []).filter((e) => e.lat !== null && e.lng !== null).map((e) => ({ id: e.id, lat: e.lat!, lng: e.lng!, title: e.title })),
    [events.data],
  );
  return (
    <section>
      <h2 className="ce-h">{t('club.detail.events')}</h2>
      {markers.length > 0 && <MapView markers={markers} words="club.map" numbered={false} height={200} showList={false} />}
      <PagedList
        query={events}
        className="ce-cards"
        testId="club-events"
        pull={false}
        renderItem={(e) => <EventCard e={e} />}
        empty={{ title: t('club.detail.noEvents'), testId: 'club-events-empty' }}
        noMore={t('club.detail.noMoreEvents')}
      />
    </section>
  );
}

/** The bottom bar: ask to join (with a note), my pending request or membership, or the owner's way to manage. */
function JoinBar({ c }: { c: Club }) {
  const { t } = useTranslation();
  const loginFirst = useLoginFirst();
  const navigate = useNavigate();
  const join = useJoinClub();
  const leave = useLeaveClub();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const send = async () => {
    await join.mutateAsync({ id: c.id, note: note.trim() });
    setAsking(false);
    showToast({ icon: 'success', content: t('club.detail.joinSent') });
  };
  const quit = async () => {
    if (c.my_status === 'approved' && !(await confirmDialog({ content: t('club.detail.leaveConfirm') }))) return;
    await leave.mutateAsync(c.id);
    showToast(t('club.detail.left'));
  };
  let bar;
  if (c.is_owner) {
    bar = (
      <Button block color="primary" shape="rounded" size="large" onClick={() => void navigate(clubPaths.manageOf(c.id))} data-testid="club-manage">
        {t('club.detail.manage')}
      </Button>
    );
  } else if (c.my_status === 'pending' || c.my_status === 'approved') {
    bar = (
      <>
        <span className="ce-bar__state" data-testid="club-my-status">
          {c.my_status === 'pending' ? t('club.detail.pending') : t('club.member.approved')}
        </span>
        <Button shape="rounded" size="large" loading={leave.isPending} onClick={() => void quit()} data-testid="club-leave">
          {c.my_status === 'pending' ? t('club.detail.withdraw') : t('club.detail.leave')}
        </Button>
      </>
    );
  } else {
    bar = (
      <Button block color="primary" shape="rounded" size="large" disabled={c.status !== 'online'} onClick={() => {
          if (loginFirst()) setAsking(true);
        }} data-testid="club-join">
        {t('club.detail.join')}
      </Button>
    );
  }
  return (
    <>
      <div className="ce-bar">{bar}</div>
      <Popup visible={asking} onMaskClick={() => setAsking(false)} onClose={() => setAsking(false)} bodyClassName="ce-sheet" destroyOnClose>
        <div data-testid="club-join-sheet">
          <div className="ce-sheet__title">{t('club.detail.join')}</div>
          <div className="ce-field">
            <span>{t('club.detail.joinNote')}</span>
            <TextArea value={note} onChange={setNote} maxLength={CLUB.noteMax} rows={3} aria-label={t('club.detail.joinNote')} data-testid="club-join-note" />
          </div>
          <Button block color="primary" shape="rounded" size="large" loading={join.isPending} onClick={() => void send()} data-testid="club-join-send">
            {t('club.detail.joinSend')}
          </Button>
        </div>
      </Popup>
    </>
  );
}
