import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import Dialog from 'antd-mobile/es/components/dialog';
import ImageViewer from 'antd-mobile/es/components/image-viewer';
import Swiper from 'antd-mobile/es/components/swiper';
import Toast from 'antd-mobile/es/components/toast';
import EnvironmentOutline from 'antd-mobile-icons/es/EnvironmentOutline';
import ExclamationCircleOutline from 'antd-mobile-icons/es/ExclamationCircleOutline';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import PhoneFill from 'antd-mobile-icons/es/PhoneFill';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import StarFill from 'antd-mobile-icons/es/StarFill';
import StarOutline from 'antd-mobile-icons/es/StarOutline';
import type { ListingDetail } from '@haiwai/contracts/listings';
import { loginUrl } from '../../app/navigation';
import { imageUrl } from '../../lib/image-url';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { useSession } from '../../stores/session-store';
import { Avatar } from '../me/profile-card';
import { QueryState } from '../common/query-state';
import { EmptyBlock } from './empty-block';
import { formatAttr, usePriceText, useRelativeTime } from './display';
import { ListingCardView } from './listing-card';
import { OwnerActions, StatusBadges } from './owner-actions';
import { useCollect, useListingInfo, useRecommended } from './queries';
import { KINDS, VARIANTS, paths, pick, type ListingScope } from './registry';
import { ReportPopup } from './report-popup';
import './listings.css';

export const CHAT_PATH = '/pagesA/chat/chat/chat';
export const OPEN_LOCATION_PATH = '/pagesA/system/open-location';

/** One listing: photos, price, every declared attribute, description, place, publisher, contact bar. */
export function DetailPage({ scope }: { scope: ListingScope }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const info = useListingInfo(scope.kind, id);
  if (!id) return <EmptyBlock title={t('shell.notFoundTitle')} />;
  return (
    <QueryState isPending={info.isPending} error={info.error} onRetry={() => void info.refetch()}>
      {info.data && <Detail scope={scope} item={info.data} />}
    </QueryState>
  );
}

function Detail({ scope, item }: { scope: ListingScope; item: ListingDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const lang = useApp((s) => s.lang);
  const loggedIn = useSession((s) => Boolean(s.token));
  const def = KINDS[scope.kind].def;
  const fixed = scope.variant ? VARIANTS[scope.variant].fixed : {};
  const priceText = usePriceText(def);
  const ago = useRelativeTime();
  const collect = useCollect(scope.kind, item.id);
  const rec = useRecommended(scope.kind, item.id, !item.deleted);
  const [viewer, setViewer] = useState<number | null>(null);
  const [slide, setSlide] = useState(0);
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

  const onCollect = async () => {
    if (!loggedIn) return toLogin();
    try {
      const res = await collect.mutateAsync(!item.is_collect);
      Toast.show({ content: res.collected ? t('listing.detail.collectedToast') : t('listing.detail.uncollectedToast') });
    } catch {
      // rolled back; the http client showed why
    }
  };
  const onPhone = () => {
    if (item.contact_hidden === 'login' || (!loggedIn && !item.contact_phone)) return toLogin();
    if (item.contact_hidden === 'locked') {
      void Dialog.alert({ title: t('listing.detail.locked'), content: t('listing.detail.lockedHint'), confirmText: t('common.ok') });
      return;
    }
    if (item.contact_phone) window.location.href = `tel:${item.contact_phone.replace(/\s+/g, '')}`;
  };
  const chatUrl = `${CHAT_PATH}?user_id=${item.user.id}&kind=${scope.kind}&listing_id=${item.id}`;
  const onChat = () => (loggedIn ? navigate(chatUrl) : navigate(loginUrl(chatUrl)));
  const onReport = () => (loggedIn ? setReporting(true) : toLogin());

  const attrs = item as unknown as Record<string, unknown>;
  const rows: Array<[string, string]> = [];
  if (item.category_name) rows.push([t('listing.detail.category'), item.category_name]);
  if (item.district_name) rows.push([t('listing.detail.district'), item.district_name]);
  for (const [name, f] of Object.entries(def.fields)) {
    if (name in fixed) continue;
    const text = formatAttr(f, attrs[name], lang, [t('listing.detail.yes'), t('listing.detail.no')]);
    rows.push([pick(f.label, lang), text || (f.locked && !item.is_owner ? t('listing.detail.locked') : '—')]);
  }
  const hasCoords = item.latitude !== null && item.longitude !== null;
  const mapUrl = hasCoords ? `${OPEN_LOCATION_PATH}?lat=${item.latitude}&lng=${item.longitude}&name=${encodeURIComponent(item.address ?? item.title)}` : null;
  const images = item.images;
  const recList = (rec.data ?? []).filter((r) => r.id !== item.id);
  const phoneLabel =
    item.contact_hidden === 'login'
      ? t('listing.detail.loginForPhone')
      : item.contact_hidden === 'locked'
        ? t('listing.detail.locked')
        : item.contact_phone
          ? item.contact_phone
          : t('listing.detail.noPhone');

  return (
    <div className="ldetail" data-testid="listing-detail">
      {images.length > 0 && (
        <div className="ldetail__gallery">
          <Swiper indicator={() => null} onIndexChange={setSlide} data-testid="detail-swiper">
            {images.map((src, i) => (
              <Swiper.Item key={src + i}>
                <button type="button" className="ldetail__photo" onClick={() => setViewer(i)} data-testid={`detail-photo-${i}`}>
                  <img src={imageUrl(src, { preset: 'detailBanner' }, item.site_area_id)} alt="" />
                </button>
              </Swiper.Item>
            ))}
          </Swiper>
          <span className="ldetail__count">{t('listing.detail.photoCount', { index: slide + 1, count: images.length })}</span>
          <ImageViewer.Multi
            images={images.map((src) => imageUrl(src, { w: 1200, h: 1200 }, item.site_area_id))}
            visible={viewer !== null}
            defaultIndex={viewer ?? 0}
            onClose={() => setViewer(null)}
          />
        </div>
      )}

      <section className="section ldetail__head">
        <h1 className="ldetail__title" data-testid="detail-title">
          {item.is_top && <span className="lcard__top lcard__top--inline">{t('listing.top')}</span>}
          {item.title}
        </h1>
        {def.price && (
          <div className="ldetail__price" data-testid="detail-price">
            {priceText(item)}
          </div>
        )}
        <div className="ldetail__meta">
          <span>{t('listing.detail.publishedAt', { time: ago(item.published_at) })}</span>
          <span>{t('listing.detail.views', { count: item.view_count })}</span>
          {!item.is_owner && (
            <button type="button" className="ldetail__report" onClick={onReport} data-testid="detail-report">
              <ExclamationCircleOutline /> {t('listing.detail.report')}
            </button>
          )}
        </div>
      </section>

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

      <section className="section">
        <div className="section__title">{t('listing.detail.info')}</div>
        <dl className="ldetail__attrs" data-testid="detail-attrs">
          {rows.map(([label, value]) => (
            <div key={label} className="ldetail__attr">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="section">
        <div className="section__title">{pick(def.description.label, lang) || t('listing.detail.description')}</div>
        <p className="ldetail__desc" data-testid="detail-description">
          {item.description}
        </p>
      </section>

      {def.location && (item.address || hasCoords) && (
        <section className="section">
          <div className="section__title">{t('listing.detail.location')}</div>
          <div className="ldetail__loc" data-testid="detail-location">
            <EnvironmentOutline />
            <span>{[item.district_name, item.address].filter(Boolean).join(' · ')}</span>
            {mapUrl && (
              <Link to={mapUrl} className="ldetail__map" data-testid="detail-map">
                {t('listing.detail.openMap')}
                <RightOutline />
              </Link>
            )}
          </div>
        </section>
      )}

      <section className="section">
        <Link to={paths.list(scope, { user_id: item.user.id, name: item.user.nickname })} className="ldetail__publisher" data-testid="detail-publisher">
          <Avatar src={item.user.avatar} size={44} />
          <div className="ldetail__publisher-name">
            <div>{item.company?.title || item.user.nickname}</div>
            <div className="muted">
              {item.contact_name ? `${t('listing.detail.contactName')}：${item.contact_name}` : t('listing.detail.publisher')}
            </div>
          </div>
          <span className="ldetail__publisher-more">
            {t('listing.detail.otherListings')}
            <RightOutline />
          </span>
        </Link>
      </section>

      {recList.length > 0 && (
        <section className="section ldetail__rec" data-testid="detail-recommend">
          <div className="section__title">{t('listing.detail.recommend')}</div>
          <div className="llist__items llist__items--row">
            {recList.map((r) => (
              <ListingCardView key={r.id} item={r} scope={scope} layout="row" />
            ))}
          </div>
        </section>
      )}

      {!item.is_owner && (
        <div className="lbar" data-testid="contact-bar">
          <button type="button" className={item.is_collect ? 'lbar__icon lbar__icon--on' : 'lbar__icon'} onClick={() => void onCollect()} disabled={collect.isPending} data-testid="detail-collect" aria-pressed={item.is_collect}>
            {item.is_collect ? <StarFill /> : <StarOutline />}
            <span>{item.is_collect ? t('listing.detail.collected') : t('listing.detail.collect')}</span>
          </button>
          <button type="button" className="lbar__btn lbar__btn--chat" onClick={onChat} data-testid="detail-chat">
            <MessageOutline /> {t('listing.detail.chat')}
          </button>
          <button type="button" className="lbar__btn lbar__btn--phone" onClick={onPhone} disabled={item.contact_hidden === 'none' && !item.contact_phone} data-testid="detail-phone">
            <PhoneFill /> <span className="lbar__phone">{phoneLabel}</span>
          </button>
        </div>
      )}
      <ReportPopup visible={reporting} onClose={() => setReporting(false)} kind={scope.kind} id={item.id} siteAreaId={item.site_area_id} />
    </div>
  );
}
