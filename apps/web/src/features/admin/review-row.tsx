import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListingCard } from '@haiwai/contracts/listings';
import { imageUrl } from '../../lib/image-url';
import { useApp } from '../../stores/app-store';
import { KINDS, isListingKind, pick } from '../listings';
import { useRelativeTime } from '../common/relative-time';
import { reviewDetailPath } from './paths';

/** One listing in a review queue: what an admin needs at a glance (kind, publisher, when, status, reason). */
export function ReviewRow({ item, areaName }: { item: ListingCard; areaName?: string }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const ago = useRelativeTime();
  const kind = isListingKind(item.kind) ? item.kind : 'housing';
  const cover = imageUrl(item.cover, { preset: 'searchList' });
  return (
    <Link to={reviewDetailPath(kind, item.id)} className="review-row" data-testid={`review-row-${item.id}`}>
      <div className="review-row__cover">{cover ? <img src={cover} alt="" loading="lazy" /> : <span>{pick(KINDS[kind].def.label, lang).slice(0, 2)}</span>}</div>
      <div className="review-row__body">
        <div className="review-row__title">
          <span className="review-row__kind">{pick(KINDS[kind].def.label, lang)}</span>
          {item.title}
        </div>
        <div className="review-row__meta">
          {[item.user.nickname, areaName, t('admin.submitted', { time: ago(item.updated_at) })].filter(Boolean).join(' · ')}
        </div>
        <div className="review-row__badges">
          <span className={`review-badge review-badge--${item.review_status}`}>{t(`admin.review.${item.review_status}`)}</span>
          {item.status !== 'reviewing' && <span className="review-badge">{t(`admin.status.${item.status}`)}</span>}
        </div>
      </div>
    </Link>
  );
}
