import { lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ListingDetail } from '@haiwai/contracts/listings';
import { loginUrl } from '../../shell/navigation';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { useSession } from '../../stores/session-store';
import { useAfterFirstPaint } from '../common/after-first-paint';
import { useDeferredData } from '../common/deferred-data';
import { OnceOpened } from '../common/once-opened';
import { QueryState } from '../common/query-state';
import { ContactBar } from './contact-bar';
import { DetailAttrs, DetailDescription, DetailGallery, DetailHead, DetailLocation, DetailPublisher, DetailRecommended } from './detail-sections';
import { EmptyBlock } from '../common/empty-block';
import { OwnerActions, StatusBadges } from './owner-actions';
import { useListingInfo } from './queries';
import { paths, type ListingScope } from './registry';
import './listings.css';

/** The report form loads when it is first opened (its popup brings antd-mobile's animation library). */
const ReportPopup = lazy(() => import('./report-popup').then((m) => ({ default: m.ReportPopup })));

export { CHAT_PATH } from './contact-bar';
export { OPEN_LOCATION_PATH } from './detail-sections';

/** One listing: photos, price, every declared attribute, description, place, publisher, contact bar. */
export function DetailPage({ scope }: { scope: ListingScope }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const info = useListingInfo(scope.kind, id);
  const { data: item, arriving } = useDeferredData(info.data, (d) => d.id === id);
  if (!id) return <EmptyBlock title={t('shell.notFoundTitle')} />;
  return (
    <QueryState isPending={info.isPending || arriving} error={info.error} onRetry={() => void info.refetch()}>
      {item && <Detail scope={scope} item={item} />}
    </QueryState>
  );
}

function Detail({ scope, item }: { scope: ListingScope; item: ListingDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useSession((s) => Boolean(s.token));
  const [reporting, setReporting] = useState(false);
  const here = location.pathname + location.search;
  const toLogin = () => navigate(loginUrl(here));

  // Browsing history, once per listing and visit, for logged-in visitors other than the owner.
  const recorded = useRef(0);
  useEffect(() => {
    if (!loggedIn || item.is_owner || recorded.current === item.id) return;
    recorded.current = item.id;
    call('userVestigeSave', { body: { kind: scope.kind, id: item.id }, noLoading: true, silent: true }).catch(() => undefined);
  }, [loggedIn, item.id, item.is_owner, scope.kind]);

  useEffect(() => {
    useApp.getState().setMeta({ title: item.title });
  }, [item.title]);

  const onReport = () => (loggedIn ? setReporting(true) : toLogin());
  // The first screenful (photos, title and price, attributes, contact bar) renders with the data; the sections below
  // it right after, in slices (one render of the whole page was a 62 ms task on the test box, four times that on a
  // slow phone).
  const below = useAfterFirstPaint();

  return (
    <div className="ldetail" data-testid="listing-detail">
      <DetailGallery kind={scope.kind} item={item} />
      <DetailHead scope={scope} item={item} onReport={onReport} />

      {item.is_owner && (
        <section className="section ldetail__owner" data-testid="detail-owner">
          <div className="section__title">{t('listing.owner.panel')}</div>
          <div className="page-pad ldetail__owner-body">
            <StatusBadges scope={scope} item={item} />
            <OwnerActions scope={scope} id={item.id} can={item.can} afterRemove={() => navigate(paths.manage(scope.kind), { replace: true })} />
          </div>
        </section>
      )}
      {item.deleted && <div className="ldetail__notice">{t('listing.detail.deleted')}</div>}

      <DetailAttrs scope={scope} item={item} />
      {below && (
        <>
          <DetailDescription scope={scope} item={item} />
          <DetailLocation scope={scope} item={item} />
          <DetailPublisher scope={scope} item={item} />
          <DetailRecommended scope={scope} item={item} />
        </>
      )}

      {!item.is_owner && <ContactBar scope={scope} item={item} toLogin={toLogin} />}
      <OnceOpened open={reporting}>
        <ReportPopup visible={reporting} onClose={() => setReporting(false)} kind={scope.kind} id={item.id} siteAreaId={item.site_area_id} />
      </OnceOpened>
    </div>
  );
}
