import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageUrl } from '../../lib/image-url';
import { walkPath } from './paths';
import type { WalkCard } from './queries';

/** "1.2 km" or "850 m". */
export function distanceText(t: TFunction, metres: number): string {
  return metres >= 1000 ? t('cityWalk.km', { value: (metres / 1000).toFixed(1) }) : t('cityWalk.m', { value: metres });
}

/** "1 h 20 min" or "45 min". */
export function durationText(t: TFunction, minutes: number): string {
  const h = Math.floor(minutes / 60);
  return h ? t('cityWalk.hours', { h, m: minutes % 60 }) : t('cityWalk.minutes', { m: minutes });
}

/** A map pin, where a walk has no photo. */
function PinIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="#8fa3b8" d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
    </svg>
  );
}

/** A walk in a list: its photo, title, stops, distance and time, author and counts (my own: its review state). */
export function WalkCardView({ walk, mine = false, wide = false }: { walk: WalkCard; mine?: boolean; wide?: boolean }) {
  const { t } = useTranslation();
  const facts = walk.kind === 'walk' ? [t('cityWalk.stops', { count: walk.stop_count }), distanceText(t, walk.distance_m), durationText(t, walk.duration_min)] : [t('cityWalk.kind.note')];
  return (
    <Link to={walkPath(walk.id, walk.official)} className={wide ? 'cwalk-card cwalk-card--wide' : 'cwalk-card'} data-testid={`walk-${walk.id}`}>
      <div className="cwalk-card__cover">{walk.cover ? <img src={imageUrl(walk.cover, { preset: 'hotMerchant' })} alt="" loading="lazy" /> : <PinIcon />}</div>
      <div className="cwalk-card__body">
        <h3 className="cwalk-card__title">{walk.title}</h3>
        <p className="cwalk-card__facts">{facts.join(' · ')}</p>
        <p className="cwalk-card__foot">
          <span>{walk.official ? t('cityWalk.official') : (walk.user?.nickname ?? '')}</span>
          <span>
            {t('cityWalk.likes', { count: walk.like_count })} · {t('cityWalk.commentsCount', { count: walk.comment_count })}
          </span>
        </p>
        {mine && walk.status !== 'online' && <span className={`cwalk-card__state cwalk-card__state--${walk.status}`}>{t(`cityWalk.status.${walk.status}`)}</span>}
      </div>
    </Link>
  );
}
