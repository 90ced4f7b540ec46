import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clubPaths } from './paths';
import type { Club } from './queries';

/** A club in a list: photo, name, category, members and coming events. */
export function ClubCard({ c, to }: { c: Club; to?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to ?? clubPaths.detailOf(c.id)} className="ce-card" data-testid={`club-card-${c.id}`}>
      {c.photos[0] ? <img className="ce-card__img" src={`${c.photos[0]}?w=200&h=150&fit=cover`} alt="" loading="lazy" /> : <span className="ce-card__img" aria-hidden="true" />}
      <span className="ce-card__main">
        <span className="ce-card__title">{c.name}</span>
        <span className="ce-card__meta">
          <span className="ce-tag">{t(`club.category.${c.category}`)}</span> {t('club.list.members', { count: c.member_count })} · {t('club.list.events', { count: c.upcoming_events })}
        </span>
        {c.status !== 'online' && <ClubStatusTag status={c.status} />}
      </span>
    </Link>
  );
}

export function ClubStatusTag({ status }: { status: Club['status'] }) {
  const { t } = useTranslation();
  return <span className={`ce-tag${status === 'reviewing' ? ' ce-tag--wait' : status === 'rejected' ? ' ce-tag--no' : ''}`}>{t(`club.status.${status}`)}</span>;
}
