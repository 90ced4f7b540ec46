import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { CLUB } from '@haiwai/contracts/clubs/constants';
import { showToast } from '../../lib/feedback';
import { Avatar } from '../common/avatar';
import { EmptyBlock } from '../common/empty-block';
import { PagedList } from '../common/paged-list';
import { QueryState } from '../common/query-state';
import { RequireLogin } from '../common/require-login';
import { TabStrip } from '../common/tab-strip';
import { ClubCard, ClubStatusTag } from './club-card';
import { ClubForm } from './club-form';
import { EventCard } from './event-card';
import { EventForm } from './event-form';
import { clubPaths } from './paths';
import { useAnswerMember, useClub, useClubEvents, useClubMembers, useMyClubs, useSignups, type Club, type ClubEvent, type ClubMember } from './queries';
import { Popup } from '../common/lazy-parts';
import './clubs.css';

type ListTab = 'owned' | 'joined';
type ManageTab = 'requests' | 'members' | 'events';

/**
 * `/pagesA/club/customer`: my clubs (created by me, joined) with "create a club"; with `?club=<id>` the owner's
 * desk for one club: join requests to approve or refuse, members, events with their sign-ups.
 */
export function ClubCustomerPage() {
  const [search] = useSearchParams();
  const clubId = Number(search.get('club')) || 0;
  return <RequireLogin>{clubId > 0 ? <Manage clubId={clubId} /> : <MyClubs />}</RequireLogin>;
}

function MyClubs() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ListTab>('owned');
  const [creating, setCreating] = useState(false);
  const list = useMyClubs(tab === 'joined');
  return (
    <div className="ce" data-testid="club-customer">
      <div className="ce-head">
        <h2 className="ce-h">{t('club.customer.title')}</h2>
        <Button size="small" color="primary" shape="rounded" onClick={() => setCreating(true)} data-testid="club-create">
          {t('club.customer.create')}
        </Button>
      </div>
      <TabStrip<ListTab>
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'owned', title: <span data-testid="club-tab-owned">{t('club.customer.owned')}</span> },
          { key: 'joined', title: <span data-testid="club-tab-joined">{t('club.customer.joined')}</span> },
        ]}
      />
      <PagedList
        query={list}
        className="ce-cards"
        testId={`club-mine-${tab}`}
        renderItem={(c) => <ClubCard c={c} to={tab === 'owned' ? clubPaths.manageOf(c.id) : undefined} />}
        empty={tab === 'owned' ? { title: t('club.customer.emptyOwned'), text: t('club.customer.emptyOwnedText'), testId: 'club-mine-empty' } : { title: t('club.customer.emptyJoined'), testId: 'club-mine-empty' }}
        noMore={t('club.customer.noMore')}
      />
      {creating && <ClubForm club={null} visible={creating} onClose={() => setCreating(false)} />}
    </div>
  );
}

function Manage({ clubId }: { clubId: number }) {
  const { t } = useTranslation();
  const club = useClub(clubId);
  const [tab, setTab] = useState<ManageTab>('requests');
  const [editing, setEditing] = useState(false);
  return (
    <div className="ce" data-testid="club-manage-page">
      <Link to={clubPaths.customer} className="ce-link">
        {t('club.customer.back')}
      </Link>
      <QueryState isPending={club.isPending} error={club.error} onRetry={() => void club.refetch()}>
        {club.data && !club.data.is_owner && <EmptyBlock title={t('club.detail.notFound')} testId="club-manage-not-owner" />}
        {club.data?.is_owner && (
          <>
            <div className="ce-head">
              <h1 className="ce-hero__title">
                <Link to={clubPaths.detailOf(club.data.id)}>{club.data.name}</Link>
              </h1>
              <ClubStatusTag status={club.data.status} />
            </div>
            <div className="ce-actions">
              <Button size="small" shape="rounded" onClick={() => setEditing(true)} data-testid="club-edit">
                {t('club.customer.edit')}
              </Button>
            </div>
            <TabStrip<ManageTab>
              activeKey={tab}
              onChange={setTab}
              items={[
                { key: 'requests', title: <span data-testid="club-tab-requests">{t('club.customer.requests')}</span> },
                { key: 'members', title: <span data-testid="club-tab-members">{t('club.customer.members')}</span> },
                { key: 'events', title: <span data-testid="club-tab-events">{t('club.customer.events')}</span> },
              ]}
            />
            {tab === 'events' ? <OwnerEvents club={club.data} /> : <Members clubId={clubId} pending={tab === 'requests'} />}
            {editing && <ClubForm club={club.data} visible={editing} onClose={() => setEditing(false)} />}
          </>
        )}
      </QueryState>
    </div>
  );
}

function Members({ clubId, pending }: { clubId: number; pending: boolean }) {
  const { t } = useTranslation();
  const list = useClubMembers(clubId, pending ? 'pending' : 'approved');
  const [refusing, setRefusing] = useState<ClubMember | null>(null);
  return (
    <>
      <PagedList
        query={list}
        className="ce-people"
        testId={pending ? 'club-requests' : 'club-members'}
        renderItem={(m) => <MemberRow m={m} onRefuse={() => setRefusing(m)} />}
        empty={{ title: pending ? t('club.customer.noRequests') : t('club.customer.noMembers'), testId: 'club-members-empty' }}
        noMore={t('club.customer.noMore')}
      />
      {refusing && <RefuseSheet m={refusing} onClose={() => setRefusing(null)} />}
    </>
  );
}

function MemberRow({ m, onRefuse }: { m: ClubMember; onRefuse(): void }) {
  const { t } = useTranslation();
  const answer = useAnswerMember();
  const approve = async () => {
    await answer.mutateAsync({ id: m.id, status: 'approved' });
    showToast({ icon: 'success', content: t('club.customer.approved') });
  };
  return (
    <div className="ce-person" data-testid={`club-member-${m.user.id}`}>
      <Avatar src={m.user.avatar} size={36} />
      <div className="ce-person__main">
        <div>{m.user.nickname}</div>
        {m.note && <div className="ce-person__note">{t('club.customer.note', { note: m.note })}</div>}
      </div>
      {m.status === 'pending' && (
        <div className="ce-person__actions">
          <Button size="small" shape="rounded" onClick={onRefuse} data-testid={`club-refuse-${m.user.id}`}>
            {t('club.customer.refuse')}
          </Button>
          <Button size="small" shape="rounded" color="primary" loading={answer.isPending} onClick={() => void approve()} data-testid={`club-approve-${m.user.id}`}>
            {t('club.customer.approve')}
          </Button>
        </div>
      )}
    </div>
  );
}

function RefuseSheet({ m, onClose }: { m: ClubMember; onClose(): void }) {
  const { t } = useTranslation();
  const answer = useAnswerMember();
  const [reason, setReason] = useState('');
  const send = async () => {
    await answer.mutateAsync({ id: m.id, status: 'refused', reason: reason.trim().length >= 2 ? reason.trim() : undefined });
    showToast(t('club.customer.refused'));
    onClose();
  };
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="ce-sheet">
      <div data-testid="club-refuse-sheet">
        <div className="ce-sheet__title">
          {t('club.customer.refuse')} · {m.user.nickname}
        </div>
        <div className="ce-field">
          <span>{t('club.customer.refuseReason')}</span>
          <TextArea value={reason} onChange={setReason} maxLength={CLUB.reasonMax} rows={3} aria-label={t('club.customer.refuseReason')} data-testid="club-refuse-reason" />
        </div>
        <Button block color="danger" shape="rounded" size="large" loading={answer.isPending} onClick={() => void send()} data-testid="club-refuse-send">
          {t('club.customer.refuse')}
        </Button>
      </div>
    </Popup>
  );
}

function OwnerEvents({ club }: { club: Club }) {
  const { t } = useTranslation();
  const events = useClubEvents(club.id);
  const [editing, setEditing] = useState<ClubEvent | 'new' | null>(null);
  return (
    <>
      <div className="ce-actions">
        {club.status === 'online' ? (
          <Button size="small" color="primary" shape="rounded" onClick={() => setEditing('new')} data-testid="club-event-new">
            {t('club.customer.newEvent')}
          </Button>
        ) : (
          <p className="ce-note">{t('club.customer.notOnline')}</p>
        )}
      </div>
      <PagedList
        query={events}
        className="ce-cards"
        testId="club-owner-events"
        renderItem={(e) => (
          <EventCard e={e} showSignup={false}>
            <Signups event={e} onEdit={() => setEditing(e)} />
          </EventCard>
        )}
        empty={{ title: t('club.detail.noEvents'), testId: 'club-owner-events-empty' }}
        noMore={t('club.detail.noMoreEvents')}
      />
      {editing && <EventForm clubId={club.id} event={editing === 'new' ? null : editing} visible onClose={() => setEditing(null)} />}
    </>
  );
}

function Signups({ event, onEdit }: { event: ClubEvent; onEdit(): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="ce-event__row">
        <button type="button" className="ce-link" aria-expanded={open} onClick={() => setOpen((o) => !o)} data-testid={`club-signups-toggle-${event.id}`}>
          {t('club.customer.signups', { count: event.signed_up })}
        </button>
        {event.starts_at * 1000 > Date.now() && (
          <button type="button" className="ce-link" onClick={onEdit}>
            {t('club.customer.editEvent')}
          </button>
        )}
      </div>
      {open && <SignupList eventId={event.id} />}
    </>
  );
}

function SignupList({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const list = useSignups(eventId);
  return (
    <PagedList
      query={list}
      className="ce-people"
      testId={`club-signups-${eventId}`}
      pull={false}
      renderItem={(s) => (
        <div className="ce-person">
          <Avatar src={s.user.avatar} size={28} />
          <div className="ce-person__main">{s.user.nickname}</div>
        </div>
      )}
      empty={{ title: t('club.customer.noSignups'), testId: `club-signups-empty-${eventId}` }}
      noMore={t('club.customer.noMore')}
    />
  );
}
