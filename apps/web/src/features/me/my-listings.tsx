import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import type { ApiData } from '../../lib/contracts';
import { useApp } from '../../stores/app-store';
import { KINDS, isListingKind, paths, pick } from '../listings';
import { useMyListingCounts } from './me-queries';

type MyListingCount = ApiData<'myListingCounts'>[number];

type State = Exclude<keyof MyListingCount, 'kind' | 'total'>;
/** The order states are shown in: what needs me first, then what is out there, then what is put away. */
const STATES: State[] = ['failed', 'expired', 'reviewing', 'live', 'offline', 'sold', 'off_shelf'];
const ATTENTION: ReadonlySet<State> = new Set(['failed', 'expired']);

/**
 * Me's "my listings": every kind I can publish, how many I have and where they stand (rejected, expired, in
 * review, live...); a tile opens that kind's own manage page (where a first one is published too).
 */
export function MyListings() {
  const { t } = useTranslation();
  const counts = useMyListingCounts();
  const rows = counts.data ?? [];
  const total = rows.reduce((n, r) => n + r.total, 0);
  const attention = rows.reduce((n, r) => n + r.failed + r.expired, 0);
  return (
    <section className="section my-listings" data-testid="me-listings">
      <div className="section__head">
        <div className="section__title">{t('me.listings.title')}</div>
        {counts.data && (
          <span className={attention ? 'my-listings__sum my-listings__sum--alert' : 'my-listings__sum'} data-testid="me-listings-sum">
            {attention ? t('me.listings.attention', { count: attention }) : t('me.listings.total', { count: total })}
          </span>
        )}
      </div>
      <div className="my-listings__grid">
        {rows.filter((r) => isListingKind(r.kind)).map((r) => (
          <KindTile key={r.kind} count={r} />
        ))}
        {counts.isPending && <div className="my-listings__placeholder" aria-hidden />}
      </div>
    </section>
  );
}

function KindTile({ count }: { count: MyListingCount }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useApp((s) => s.lang);
  const def = KINDS[count.kind].def;
  const word = (s: State) => (s === 'sold' && def.sold ? pick(def.sold, lang) : t(`me.listings.states.${s}`));
  const shown = STATES.filter((s) => count[s] > 0);
  return (
    <button type="button" className="my-listings__tile" onClick={() => navigate(paths.manage(count.kind))} data-testid={`me-listings-${count.kind}`}>
      <span className="my-listings__top">
        <span className="my-listings__kind">{pick(def.label, lang)}</span>
        <span className="my-listings__count" data-testid={`me-listings-${count.kind}-total`}>
          {count.total}
          <RightOutline />
        </span>
      </span>
      <span className="my-listings__states">
        {shown.length === 0 && <span className="my-listings__none">{t('me.listings.none')}</span>}
        {shown.map((s) => (
          <span key={s} className={`my-listings__state my-listings__state--${ATTENTION.has(s) ? 'alert' : s}`} data-testid={`me-listings-${count.kind}-${s}`}>
            {word(s)} {count[s]}
          </span>
        ))}
      </span>
    </button>
  );
}
