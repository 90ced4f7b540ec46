import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { exhibitionPaths } from './paths';
import type { Exhibition } from './queries';

/** A fair in a list: picture, name, dates, venue, industry, interested count (and its state, for my own). */
export function ExhibitionCard({ e }: { e: Exhibition }) {
  const { t } = useTranslation();
  return (
    <Link to={exhibitionPaths.detailOf(e.id)} className="ce-card" data-testid={`exhibition-card-${e.id}`}>
      {e.photos[0] ? <img className="ce-card__img" src={`${e.photos[0]}?w=200&h=150&fit=cover`} alt="" loading="lazy" /> : <span className="ce-card__img" aria-hidden="true" />}
      <span className="ce-card__main">
        <span className="ce-card__title">{e.title}</span>
        <span className="ce-card__meta">{t('exhibition.list.dates', { from: e.starts_on, to: e.ends_on })} · {e.venue}</span>
        <span className="ce-card__meta">
          <span className="ce-tag">{t(`exhibition.industry.${e.industry}`)}</span> {t('exhibition.list.interested', { count: e.interested_count })}
          {e.status !== 'online' && <span className={`ce-tag ${e.status === 'reviewing' ? 'ce-tag--wait' : 'ce-tag--no'}`}> {t(`exhibition.status.${e.status}`)}</span>}
        </span>
      </span>
    </Link>
  );
}
