import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import EnvironmentOutline from 'antd-mobile-icons/es/EnvironmentOutline';
import ExclamationCircleOutline from 'antd-mobile-icons/es/ExclamationCircleOutline';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import type { ListingDetail } from '@haiwai/contracts/listings';
import { imageUrl } from '../../lib/image-url';
import { useApp } from '../../stores/app-store';
import { Avatar } from '../common/avatar';
import { useHomePriceText } from '../exchange';
import { Translatable } from '../translate';
import { partOfPrice } from '../../lib/kind-price';
import { useAttrText, usePriceText, useRelativeTime } from './display';
import { ListingCardView } from './listing-card';
import { useRecommended } from './queries';
import { gallerySlides, counterSide } from './gallery';
import { LogoCover } from './logo-cover';
import { OnceOpened } from '../common/once-opened';
import { SnapStrip } from '../common/snap-strip';
import { KINDS, VARIANTS, paths, pick, type ListingKind, type ListingScope } from './registry';
import { ExposureWarning } from '../common/exposure-warning';
import { TrustTiers } from '../common/trust-tiers';

// The parts of a listing's detail screen, top to bottom; the page (detail-page.tsx) puts them together.

export const OPEN_LOCATION_PATH = '/pagesA/system/open-location';

type Props = { scope: ListingScope; item: ListingDetail };

/**
 * Photos in a swiper with a counter (kept clear of the area's watermark); a tap opens them full size. Logos are
 * composed into a cover (gallery.ts) instead of being blown up over the frame.
 */
/**
 * The full-screen viewer loads when a photo is first tapped: it brings antd-mobile's gesture and animation
 * libraries (≈ 25 KB gzip), which the detail's first paint does without.
 */
const PhotoViewer = lazy(() => import('antd-mobile/es/components/image-viewer').then((m) => ({ default: m.default.Multi })));

export function DetailGallery({ kind, item }: { kind: ListingKind; item: ListingDetail }) {
  const { t } = useTranslation();
  const [viewer, setViewer] = useState<number | null>(null);
  const [slide, setSlide] = useState(0);
  const watermark = useApp((s) => s.basicConfig?.watermark.position);
  const slides = gallerySlides(kind, item);
  if (slides.length === 0) return null;
  const logoName = item.company?.title ?? item.title;
  return (
    <div className="ldetail__gallery">
      <SnapStrip onIndexChange={setSlide} testId="detail-swiper">
        {slides.map((s, i) => (
          <button
            key={s.src + i}
            type="button"
            className="ldetail__photo"
            onClick={() => setViewer(i)}
            // A logo cover shows the name: the button's name starts with it (what is seen is what is said).
            aria-label={s.logo ? t('listing.detail.openLogo', { name: logoName, index: i + 1, count: slides.length }) : t('listing.detail.openPhoto', { index: i + 1, count: slides.length })}
            data-testid={`detail-photo-${i}`}
          >
            {s.logo ? <LogoCover src={s.src} name={logoName} testId="detail-logo-cover" /> : <img src={imageUrl(s.src, { preset: 'detailBanner' }, item.site_area_id)} alt="" draggable={false} />}
          </button>
        ))}
      </SnapStrip>
      {slides.length > 1 && (
        <span className={`ldetail__count ldetail__count--${counterSide(watermark)}`} data-testid="detail-photo-count">
          {t('listing.detail.photoCount', { index: slide + 1, count: slides.length })}
        </span>
      )}
      <OnceOpened open={viewer !== null}>
        <PhotoViewer
          images={slides.map((s) => (s.logo ? imageUrl(s.src) : imageUrl(s.src, { w: 1200, h: 1200 }, item.site_area_id)))}
          visible={viewer !== null}
          defaultIndex={viewer ?? 0}
          onClose={() => setViewer(null)}
        />
      </OnceOpened>
    </div>
  );
}

/** Title, price, when published, views, and (for visitors) the report link. */
export function DetailHead({ scope, item, onReport }: Props & { onReport: () => void }) {
  const { t } = useTranslation();
  const def = KINDS[scope.kind].def;
  const priceText = usePriceText(def);
  const homePrice = useHomePriceText(def)(item);
  const ago = useRelativeTime();
  return (
    <section className="section ldetail__head">
      <h1 className="ldetail__title" data-testid="detail-title">
        {item.is_top && <span className="lcard__top lcard__top--inline">{t('listing.top')}</span>}
        <span lang={item.text_lang}>{item.title}</span>
      </h1>
      {def.price && (
        <div className="ldetail__price">
          <span data-testid="detail-price">{priceText(item)}</span>
          {homePrice ? <span className="ldetail__approx" data-testid="detail-approx">{homePrice}</span> : homePrice === '' && <span className="ldetail__approx" aria-hidden>{'\u00a0'}</span>}
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
  );
}

/** Category, district and every declared attribute but those the variant fixes; locked ones say so. */
export function DetailAttrs({ scope, item }: Props) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const def = KINDS[scope.kind].def;
  const attrText = useAttrText(def);
  const fixed = scope.variant ? VARIANTS[scope.variant].fixed : {};
  const attrs = item as unknown as Record<string, unknown>;
  const rows: Array<[string, string]> = [];
  if (item.category_name) rows.push([t('listing.detail.category'), item.category_name]);
  if (item.district_name) rows.push([t('listing.detail.district'), item.district_name]);
  for (const [name, f] of Object.entries(def.fields)) {
    // A range's top (a salary's "to") is in the price above.
    if (name in fixed || partOfPrice(f)) continue;
    const text = attrText(f, attrs[name], item, [t('listing.detail.yes'), t('listing.detail.no')]);
    rows.push([pick(f.label, lang), text || (f.locked && !item.is_owner ? t('listing.detail.locked') : '—')]);
  }
  return (
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
  );
}

/** The description under the kind's own heading. */
export function DetailDescription({ scope, item }: Props) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const def = KINDS[scope.kind].def;
  return (
    <section className="section">
      <div className="section__title">{pick(def.description.label, lang) || t('listing.detail.description')}</div>
      {item.text_lang && item.text_lang !== item.lang_type ? (
        <PublisherVersion item={item} />
      ) : (
      /* "Translate" for a reader of another language: title and description together (docs/translation.md). */
      <Translatable type="listing" id={item.id} original={{ title: item.title, description: item.description }}>
        {(view, bar) => (
          <>
            {view.lang && (
              <p className="ldetail__trans-title" lang={view.lang} data-testid="detail-translated-title">
                {view.fields.title}
              </p>
            )}
            <p className="ldetail__desc" lang={view.lang} data-testid="detail-description">
              {view.fields.description}
            </p>
            {bar && <div className="ldetail__translate">{bar}</div>}
          </>
        )}
      </Translatable>
      )}
    </section>
  );
}

/**
 * The publisher's own version in the reader's language (docs/translation.md, "Listings in more than one language"):
 * marked as written by the publisher, with the original one tap away (and back), each part carrying its `lang`.
 */
function PublisherVersion({ item }: { item: ListingDetail }) {
  const { t } = useTranslation();
  const [showOriginal, setShowOriginal] = useState(false);
  const name = (l: string) => t(`listing.langName.${l}`);
  const original = item.texts?.[item.lang_type];
  const asOriginal = showOriginal && original;
  return (
    <>
      {asOriginal && (
        <p className="ldetail__trans-title" lang={item.lang_type} data-testid="detail-original-title">
          {original.title}
        </p>
      )}
      <p className="ldetail__desc" lang={asOriginal ? item.lang_type : item.text_lang} data-testid="detail-description">
        {asOriginal ? original.description : item.description}
      </p>
      <div className="ldetail__translate">
        <div className="ldetail__version" data-testid="detail-publisher-version">
          <span>{asOriginal ? t('listing.detail.originalIn', { lang: name(item.lang_type) }) : t('listing.detail.writtenIn', { lang: name(item.text_lang!) })}</span>
          {original && (
            <>
              <span aria-hidden="true"> · </span>
              <button type="button" className="ldetail__version-action" onClick={() => setShowOriginal(!asOriginal)} data-testid="detail-version-toggle">
                {asOriginal ? t('listing.detail.showVersion', { lang: name(item.text_lang!) }) : t('listing.detail.showOriginal')}
              </button>
            </>
          )}
        </div>
      </div>
    </>
  );
}

/** District and address, with a map link when the listing has coordinates; nothing for kinds without a place. */
export function DetailLocation({ scope, item }: Props) {
  const { t } = useTranslation();
  const hasCoords = item.latitude !== null && item.longitude !== null;
  if (!KINDS[scope.kind].def.location || !(item.address || hasCoords)) return null;
  const mapUrl = hasCoords ? `${OPEN_LOCATION_PATH}?lat=${item.latitude}&lng=${item.longitude}&name=${encodeURIComponent(item.address ?? item.title)}` : null;
  return (
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
  );
}

/** The publisher (or their company), linking to their other listings of this kind. */
export function DetailPublisher({ scope, item }: Props) {
  const { t } = useTranslation();
  return (
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
      <TrustTiers tiers={item.user.tiers} className="ldetail__tiers" testId="detail-publisher-tiers" />
      <ExposureWarning userId={item.user.id} />
    </section>
  );
}

/** Similar listings (not fetched for a deleted one). */
export function DetailRecommended({ scope, item }: Props) {
  const { t } = useTranslation();
  const rec = useRecommended(scope.kind, item.id, !item.deleted);
  const recList = (rec.data ?? []).filter((r) => r.id !== item.id);
  if (recList.length === 0) return null;
  return (
    <section className="section ldetail__rec" data-testid="detail-recommend">
      <div className="section__title">{t('listing.detail.recommend')}</div>
      <div className="llist__items llist__items--row">
        {recList.map((r) => (
          <ListingCardView key={r.id} item={r} scope={scope} layout="row" />
        ))}
      </div>
    </section>
  );
}
