import { lazy, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import CalendarOutline from 'antd-mobile-icons/es/CalendarOutline';
import { GUIDE_PATHS } from '@haiwai/contracts/guides/constants';
import type { ListingDetail } from '@haiwai/contracts/listings';
import { imageUrl } from '../../lib/image-url';
import { useSession } from '../../stores/session-store';
import { CommentThread, useCommentComposer } from '../common/comments';
import { OnceOpened } from '../common/once-opened';
import { useLoginFirst } from '../common/use-login-first';
import { useListingInfo } from '../listings';
import { listingScreen } from '../listings/pages';
import { guideComments } from './comments';
import { dayCells, DayGrid, Stars, todayLocal } from './guide-bits';
import { useGuideProfile, type Profile } from './queries';
import '../articles/articles.css';
import '../listings/detail-bar.css';
import './guides.css';

/** The booking form loads when first opened: its sheet brings antd-mobile's animation library. */
const BookSheet = lazy(() => import('./book-sheet').then((m) => ({ default: m.BookSheet })));

/**
 * A guide's or translator's page: the generic listing detail (photos, intro, languages, rates, contact), then the
 * certificates, the calendar of free days, the reviews, and the booking bar (the owner gets a link to manage).
 * The listing is read through the generic page's own query (same cache entry), so nothing is fetched twice.
 */
function makeGuideDetail(): ComponentType {
  const Generic = listingScreen('guide', 'detail');
  return function GuideDetail() {
    const [search] = useSearchParams();
    const id = Number(search.get('id')) || 0;
    const info = useListingInfo('guide', id);
    const profile = useGuideProfile(info.data && !info.data.deleted ? id : 0);
    return (
      <>
        <Generic />
        {info.data && !info.data.deleted && profile.data && <GuideExtras guide={info.data} profile={profile.data} />}
      </>
    );
  };
}

function GuideExtras({ guide, profile }: { guide: ListingDetail; profile: Profile }) {
  const { t } = useTranslation();
  const composer = useCommentComposer(guideComments, guide.id);
  const cells = dayCells(todayLocal(), 42, profile.free_days, profile.booked_days);
  return (
    <div className="gd-extras" data-testid="guide-extras">
      <section className="gd-section" data-testid="guide-certificates">
        <h2 className="gd-section__title">{t('guides.detail.certificates')}</h2>
        {profile.certificates.length ? (
          <div className="gd-certs">
            {profile.certificates.map((src, i) => (
              <img key={src} src={imageUrl(src, { preset: 'dynamics' }, guide.site_area_id)} alt={`${t('guides.detail.certificates')} ${i + 1}`} />
            ))}
          </div>
        ) : (
          <p className="gd-muted">{t('guides.detail.noCertificates')}</p>
        )}
      </section>
      <section className="gd-section" data-testid="guide-calendar">
        <h2 className="gd-section__title">{t('guides.detail.calendar')}</h2>
        <p className="gd-muted">{profile.free_days.length ? t('guides.detail.calendarHint') : t('guides.detail.noFreeDays')}</p>
        <DayGrid cells={cells} />
      </section>
      <section className="gd-section" data-testid="guide-reviews">
        <h2 className="gd-section__title">
          {t('guides.comment.title', { count: profile.rating_count })}
          {profile.rating !== null && <Stars value={profile.rating} label={t('guides.card.rating', { rating: profile.rating, count: profile.rating_count })} />}
        </h2>
        <CommentThread of={guideComments} targetId={guide.id} owner={guide.is_owner} onReply={(to) => (to ? composer.open(to) : undefined)} />
      </section>
      {composer.view}
      <BookBar guide={guide} profile={profile} />
    </div>
  );
}

function BookBar({ guide, profile }: { guide: ListingDetail; profile: Profile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useSession((s) => Boolean(s.token));
  const loginFirst = useLoginFirst();
  const [open, setOpen] = useState(false);
  if (guide.is_owner) {
    return (
      <>
        <div className="cbook-spacer" />
        <div className="cbook cbook--owner">
          <button type="button" className="cbook__btn cbook__btn--ghost" onClick={() => navigate(`${GUIDE_PATHS.manage}?tab=guide`)} data-testid="guide-owner-manage">
            {t('guides.detail.manage')}
          </button>
        </div>
      </>
    );
  }
  if (guide.status !== 'online' || guide.expired) return null;
  return (
    <>
      <div className="cbook-spacer" />
      <div className="cbook">
        <button type="button" className="cbook__btn" onClick={() => loginFirst() && setOpen(true)} data-testid="guide-book">
          <CalendarOutline /> {t('guides.detail.book')}
        </button>
      </div>
      {loggedIn && (
        <OnceOpened open={open}>
          <BookSheet guide={guide} profile={profile} visible={open} onClose={() => setOpen(false)} />
        </OnceOpened>
      )}
    </>
  );
}

/** `/pages/translate/detail?id=` and the city walk's `/pagesA/cityWalk/Local-guide-detail?id=`: the same page. */
export const GuideDetailPage = makeGuideDetail();
