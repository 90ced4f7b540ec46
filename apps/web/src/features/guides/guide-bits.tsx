import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { guide as guideKind, type ListingCard } from '@haiwai/contracts/listings';
import { imageUrl } from '../../lib/image-url';
import { useApp } from '../../stores/app-store';
import { cardChips, useMoney } from '../listings';

/** Stars of a 1–5 rating, read out as the number. */
export function Stars({ value, label }: { value: number; label: string }) {
  const full = Math.round(value);
  return (
    <span className="gd-stars" role="img" aria-label={label}>
      {'★'.repeat(full)}
      <span className="gd-stars__off">{'★'.repeat(5 - full)}</span>
    </span>
  );
}

/** The hourly rate and, where given, the daily rate, in the guide's currency. */
export function useRates() {
  const { t } = useTranslation();
  const money = useMoney();
  return (item: { price: number | null; currency: string; rate_day?: unknown }) => {
    const out: string[] = [];
    if (item.price !== null) out.push(t('guides.card.perHour', { price: money(item.price, null, { currency: item.currency }) }));
    if (typeof item.rate_day === 'number') out.push(t('guides.card.perDay', { price: money(item.rate_day, null, { currency: item.currency }) }));
    return out.join(' · ');
  };
}

/** One guide or translator in a list: photo, name, roles and languages, cities, rates, rating; opens `detailPath`. */
export function GuideCard({ item, detailPath }: { item: ListingCard; detailPath: string }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const rates = useRates();
  const rating = typeof item.rating === 'number' ? item.rating : null;
  const count = typeof item.rating_count === 'number' ? item.rating_count : 0;
  // Cities and rates have lines of their own.
  const chips = cardChips(guideKind, item, lang, { cities: '', rate_day: '' });
  return (
    <Link to={`${detailPath}?id=${item.id}`} className="gd-card" data-testid={`guide-card-${item.id}`}>
      {item.cover ? <img className="gd-card__photo" src={imageUrl(item.cover, { preset: 'avatar' }, item.site_area_id)} alt="" /> : <span className="gd-card__photo" />}
      <span className="gd-card__body">
        <span className="gd-card__title">{item.title}</span>
        <span className="gd-card__chips">
          {chips.slice(0, 4).map((c) => (
            <span key={c} className="gd-chip">
              {c}
            </span>
          ))}
        </span>
        {typeof item.cities === 'string' && <span className="gd-card__meta">{item.cities}</span>}
        <span className="gd-card__rates">{rates(item)}</span>
        <span className="gd-card__meta">{rating !== null ? <><Stars value={rating} label={t('guides.card.rating', { rating, count })} /> {t('guides.card.rating', { rating, count })}</> : t('guides.card.noRating')}</span>
      </span>
    </Link>
  );
}

export interface DayCell {
  day: string;
  state: 'free' | 'booked' | 'off';
}

/** The next `count` days from `first` with their state: free days, days accepted bookings took, the rest. */
export function dayCells(first: string, count: number, free: readonly string[], booked: readonly string[]): DayCell[] {
  const f = new Set(free);
  const b = new Set(booked);
  const out: DayCell[] = [];
  const d = new Date(`${first}T00:00:00Z`);
  for (let i = 0; i < count; i++) {
    const day = d.toISOString().slice(0, 10);
    out.push({ day, state: b.has(day) ? 'booked' : f.has(day) ? 'free' : 'off' });
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}

/** Today as YYYY-MM-DD in the browser's calendar. */
export function todayLocal(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/**
 * A calendar strip of days (7 a row): free days green, taken days grey. With `onPick`, days are buttons (booking:
 * only free ones; the guide's own calendar: every day) and `selected` ones are marked.
 */
export function DayGrid({ cells, selected, onPick, pickAll = false, testId }: { cells: DayCell[]; selected?: ReadonlySet<string>; onPick?: (day: string) => void; pickAll?: boolean; testId?: string }) {
  const { t } = useTranslation();
  const stateText = { free: t('guides.detail.free'), booked: t('guides.detail.booked'), off: '' };
  return (
    <div className="gd-days" data-testid={testId}>
      {cells.map((c) => {
        const label = `${c.day.slice(5).replace('-', '/')}`;
        const on = selected?.has(c.day) ?? false;
        const cls = `gd-day gd-day--${c.state}${on ? ' gd-day--on' : ''}`;
        const name = `${c.day} ${stateText[c.state]}`.trim();
        return onPick && (pickAll || c.state === 'free') ? (
          <button key={c.day} type="button" className={cls} aria-pressed={on} aria-label={name} onClick={() => onPick(c.day)} data-day={c.day}>
            {label}
          </button>
        ) : (
          <span key={c.day} className={cls} title={name} data-day={c.day}>
            {label}
          </span>
        );
      })}
    </div>
  );
}
