import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { formatDateTime } from '../../lib/time';
import { showToast } from '../../lib/feedback';
import { useContentScope } from '../common/content-scope';
import { useLoginFirst } from '../common/use-login-first';
import { useSignup, type ClubEvent } from './queries';

const OPEN_LOCATION = '/pagesA/system/open-location';

/** One event: when, where (a link to the place on the map), places taken, and signing up or withdrawing. */
export function EventCard({ e, showSignup = true, children }: { e: ClubEvent; showSignup?: boolean; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const { lang } = useContentScope();
  const signup = useSignup();
  const loginFirst = useLoginFirst();
  const over = e.starts_at * 1000 <= Date.now();
  const full = e.signed_up >= e.capacity;
  const toggle = async (on: boolean) => {
    if (!loginFirst()) return;
    await signup.mutateAsync({ id: e.id, on });
    showToast({ icon: 'success', content: t(on ? 'club.event.signedUpDone' : 'club.event.withdrawn') });
  };
  return (
    <article className="ce-event" data-testid={`club-event-${e.id}`}>
      <h3 className="ce-event__title">{e.title}</h3>
      <dl className="ce-facts">
        <dt>{t('club.event.when')}</dt>
        <dd>{formatDateTime(e.starts_at, lang)}</dd>
        <dt>{t('club.event.where')}</dt>
        <dd>
          {e.lat !== null && e.lng !== null ? (
            <Link to={`${OPEN_LOCATION}?${new URLSearchParams({ lat: String(e.lat), lng: String(e.lng), name: e.place })}`} className="ce-link">
              {e.place}
            </Link>
          ) : (
            e.place
          )}
        </dd>
      </dl>
      {e.description && <p className="ce-text">{e.description}</p>}
      <div className="ce-event__row">
        <span data-testid={`club-event-places-${e.id}`}>{t('club.event.places', { count: e.signed_up, capacity: e.capacity })}</span>
        {showSignup &&
          (over ? (
            <span>{t('club.event.over')}</span>
          ) : e.is_signed_up ? (
            <Button size="small" shape="rounded" loading={signup.isPending} onClick={() => void toggle(false)} data-testid={`club-event-withdraw-${e.id}`}>
              {t('club.event.signedUp')}
            </Button>
          ) : e.can_sign_up ? (
            <Button size="small" shape="rounded" color="primary" loading={signup.isPending} onClick={() => void toggle(true)} data-testid={`club-event-signup-${e.id}`}>
              {t('club.event.signUp')}
            </Button>
          ) : (
            <span>{full ? t('club.event.full') : t('club.event.membersOnly')}</span>
          ))}
      </div>
      {children}
    </article>
  );
}
