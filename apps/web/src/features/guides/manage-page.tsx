import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { GUIDE, GUIDE_PATHS } from '@haiwai/contracts/guides/constants';
import type { ListingCard } from '@haiwai/contracts/listings';
import { showToast } from '../../lib/feedback';
import { call } from '../../lib/http';
import { imageUrl } from '../../lib/image-url';
import { PagedList } from '../common/paged-list';
import { RequireLogin } from '../common/require-login';
import { TabStrip } from '../common/tab-strip';
import { uploadImage } from '../common/upload';
import { flattenPages, useUserListings } from '../listings';
import { usePay } from '../payments';
import { AppointmentCard } from './appointment-card';
import { dayCells, DayGrid, todayLocal } from './guide-bits';
import { useAppointments, useGuideProfile, useUpdateProfile, type Profile } from './queries';
import '../listings/listings.css';
import './guides.css';

type Tab = 'profile' | 'guide' | 'mine';

/** /pages/translate/manage: my profile (status, fee, certificates, free days), the bookings of me (`tab=guide`) and mine (`tab=mine`). */
export function GuideManagePage() {
  return (
    <RequireLogin>
      <Manage />
    </RequireLogin>
  );
}

function Manage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const raw = search.get('tab');
  const tab: Tab = raw === 'guide' || raw === 'mine' ? raw : 'profile';
  return (
    <div className="gd-manage" data-testid="guide-manage-page">
      <TabStrip
        activeKey={tab}
        onChange={(k) => setSearch(k === 'profile' ? {} : { tab: k }, { replace: true })}
        items={[
          { key: 'profile', title: <span data-testid="guide-tab-profile">{t('guides.manage.tabProfile')}</span> },
          { key: 'guide', title: <span data-testid="guide-tab-guide">{t('guides.manage.tabGuide')}</span> },
          { key: 'mine', title: <span data-testid="guide-tab-mine">{t('guides.manage.tabMine')}</span> },
        ]}
      />
      {tab === 'profile' ? <MyProfile /> : <Appointments side={tab === 'guide' ? 'guide' : 'user'} />}
    </div>
  );
}

function Appointments({ side }: { side: 'guide' | 'user' }) {
  const { t } = useTranslation();
  const list = useAppointments(side);
  return (
    <PagedList
      query={list}
      className="gd-appts"
      testId={`guide-appts-${side}`}
      renderItem={(a) => <AppointmentCard a={a} />}
      empty={{ title: t('guides.manage.empty'), text: side === 'guide' ? t('guides.manage.emptyGuide') : t('guides.manage.emptyMine'), testId: 'guide-appts-empty' }}
      noMore={t('guides.manage.noMore')}
    />
  );
}

function MyProfile() {
  const { t } = useTranslation();
  const mine = useUserListings('guide', null);
  const first = flattenPages(mine.data)[0];
  const profile = useGuideProfile(first?.id ?? 0);
  if (mine.isPending) return null;
  if (!first) {
    return (
      <div className="gd-section gd-center" data-testid="guide-no-profile">
        <p>{t('guides.manage.noProfile')}</p>
        <Link className="gd-btn" to={GUIDE_PATHS.register}>
          {t('guides.manage.register')}
        </Link>
      </div>
    );
  }
  return (
    <div data-testid="guide-my-profile">
      <ProfileHead item={first} profile={profile.data} />
      {profile.data && <Certificates id={first.id} siteAreaId={first.site_area_id} profile={profile.data} />}
      {profile.data && <FreeDays id={first.id} profile={profile.data} />}
    </div>
  );
}

function ProfileHead({ item, profile }: { item: ListingCard; profile?: Profile }) {
  const { t } = useTranslation();
  const pay = usePay();
  const payFee = async () => pay(await call('guidePay', { body: { id: item.id } }));
  return (
    <section className="gd-section gd-mine">
      {item.cover ? <img className="gd-card__photo" src={imageUrl(item.cover, { preset: 'avatar' }, item.site_area_id)} alt="" /> : <span className="gd-card__photo" />}
      <div className="gd-mine__body">
        <div className="gd-card__title">{item.title}</div>
        <div className="gd-muted" data-testid="guide-my-status">
          {t('guides.manage.status')}: {t(`listing.status.${item.status}`)} · {t(`listing.review.${item.review_status}`)}
        </div>
        {profile?.fee === 'awaiting_fee' || profile?.fee === 'refunded' ? (
          <div className="gd-fee">
            <span>{t('guides.manage.feeDue')}</span>
            <Button size="small" color="primary" onClick={() => void payFee()} data-testid="guide-pay-fee">
              {t('guides.manage.payFee')}
            </Button>
          </div>
        ) : profile?.fee === 'paid' ? (
          <div className="gd-muted">{t('guides.manage.feePaid')}</div>
        ) : null}
        <div className="gd-mine__links">
          <Link to={`${GUIDE_PATHS.register}?id=${item.id}`}>{t('guides.manage.edit')}</Link>
          <Link to={`${GUIDE_PATHS.detail}?id=${item.id}`}>{t('guides.manage.view')}</Link>
        </div>
      </div>
    </section>
  );
}

/** Certificate photos: add (upload), remove, save. */
function Certificates({ id, siteAreaId, profile }: { id: number; siteAreaId: number; profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [list, setList] = useState(profile.certificates);
  const add = async (file: File | undefined) => {
    if (!file) return;
    try {
      const up = await uploadImage(file);
      setList((l) => [...l, up.url].slice(0, GUIDE.certificatesMax));
    } catch {
      // the http client showed why
    }
  };
  const save = async () => {
    await update.mutateAsync({ id, certificates: list });
    showToast({ icon: 'success', content: t('guides.manage.saved') });
  };
  return (
    <section className="gd-section" data-testid="guide-my-certificates">
      <h2 className="gd-section__title">{t('guides.manage.certificates')}</h2>
      <div className="gd-certs">
        {list.map((src, i) => (
          <button key={src} type="button" className="gd-cert" onClick={() => setList((l) => l.filter((x) => x !== src))} aria-label={`${t('listing.owner.remove')} ${i + 1}`}>
            <img src={imageUrl(src, { preset: 'dynamics' }, siteAreaId)} alt="" />
          </button>
        ))}
        {list.length < GUIDE.certificatesMax && (
          <label className="gd-cert gd-cert--add">
            +
            <input type="file" accept="image/*" className="gd-hidden" aria-label={t('guides.manage.certificates')} onChange={(e) => void add(e.target.files?.[0])} data-testid="guide-cert-input" />
          </label>
        )}
      </div>
      <Button size="small" onClick={() => void save()} loading={update.isPending} data-testid="guide-save-certificates">
        {t('guides.manage.saveCertificates')}
      </Button>
    </section>
  );
}

/** The next six weeks: tap a day to mark it free or not, then save. */
function FreeDays({ id, profile }: { id: number; profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [free, setFree] = useState(() => new Set([...profile.free_days, ...profile.booked_days]));
  const cells = dayCells(todayLocal(), 42, [...free], profile.booked_days);
  const toggle = (day: string) =>
    setFree((s) => {
      const n = new Set(s);
      if (n.has(day)) n.delete(day);
      else n.add(day);
      return n;
    });
  const save = async () => {
    await update.mutateAsync({ id, free_days: [...free].filter((d) => d >= todayLocal()).sort() });
    showToast({ icon: 'success', content: t('guides.manage.saved') });
  };
  return (
    <section className="gd-section" data-testid="guide-my-days">
      <h2 className="gd-section__title">{t('guides.manage.freeDays')}</h2>
      <DayGrid cells={cells} selected={free} onPick={toggle} pickAll testId="guide-my-daygrid" />
      <Button size="small" onClick={() => void save()} loading={update.isPending} data-testid="guide-save-days">
        {t('guides.manage.saveDays')}
      </Button>
    </section>
  );
}
