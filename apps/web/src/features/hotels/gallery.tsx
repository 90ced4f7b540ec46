import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../lib/image-url';
import { OnceOpened } from '../common/once-opened';
import { SnapStrip } from '../common/snap-strip';
// The listing detail's gallery look (listings.css): the same photos, the same frame and counter.
import '../listings/listings.css';

/** The full-screen viewer loads on the first tap (antd-mobile's gesture and animation libraries). */
const PhotoViewer = lazy(() => import('antd-mobile/es/components/image-viewer').then((m) => ({ default: m.default.Multi })));

/** A hotel's or a room type's photos, swiped, with a counter; a tap opens them full size. */
export function Gallery({ photos, siteAreaId, testId = 'hotel-gallery' }: { photos: readonly string[]; siteAreaId: number; testId?: string }) {
  const { t } = useTranslation();
  const [slide, setSlide] = useState(0);
  const [viewer, setViewer] = useState<number | null>(null);
  if (photos.length === 0) return <div className="hgallery--empty" aria-hidden />;
  return (
    <div className="ldetail__gallery" data-testid={testId}>
      <SnapStrip onIndexChange={setSlide}>
        {photos.map((src, i) => (
          <button key={src + i} type="button" className="ldetail__photo" onClick={() => setViewer(i)} aria-label={t('hotels.detail.photos', { index: i + 1, count: photos.length })}>
            <img src={imageUrl(src, { preset: 'detailBanner' }, siteAreaId)} alt="" draggable={false} />
          </button>
        ))}
      </SnapStrip>
      {photos.length > 1 && <span className="ldetail__count">{t('hotels.detail.photoCount', { index: slide + 1, count: photos.length })}</span>}
      <OnceOpened open={viewer !== null}>
        <PhotoViewer images={photos.map((s) => imageUrl(s, { w: 1200, h: 1200 }, siteAreaId))} visible={viewer !== null} defaultIndex={viewer ?? 0} onClose={() => setViewer(null)} />
      </OnceOpened>
    </div>
  );
}
