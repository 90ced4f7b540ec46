import { useTranslation } from 'react-i18next';
import { addDays, nightsOf, STAY_LIMITS, today, withCheckIn, withCheckOut, type Stay } from './stay';

/**
 * Check-in and check-out days (the browser's own date pickers) with the nights between them, and the guests: the
 * bar at the top of the hotel list, a hotel and a room type. Every change goes back through `onChange` (the screen
 * writes it into the address).
 */
export function StayBar({ stay, onChange, compact = false }: { stay: Stay; onChange(next: Stay): void; compact?: boolean }) {
  const { t } = useTranslation();
  const now = today();
  const nights = nightsOf(stay);
  const guests = (n: number) => onChange({ ...stay, guests: Math.min(STAY_LIMITS.maxGuests, Math.max(1, n)) });
  return (
    <div className={compact ? 'hstay hstay--compact' : 'hstay'} data-testid="stay-bar">
      <label className="hstay__day">
        <span className="hstay__label">{t('hotels.stay.checkIn')}</span>
        <input
          type="date"
          value={stay.checkIn}
          min={now}
          max={addDays(now, STAY_LIMITS.aheadDays)}
          onChange={(e) => e.target.value && onChange(withCheckIn(stay, e.target.value))}
          data-testid="stay-check-in"
        />
      </label>
      <span className="hstay__nights" data-testid="stay-nights">
        {t('hotels.stay.nights', { count: nights })}
      </span>
      <label className="hstay__day">
        <span className="hstay__label">{t('hotels.stay.checkOut')}</span>
        <input
          type="date"
          value={stay.checkOut}
          min={addDays(stay.checkIn, 1)}
          max={addDays(stay.checkIn, STAY_LIMITS.maxNights)}
          onChange={(e) => e.target.value && onChange(withCheckOut(stay, e.target.value))}
          data-testid="stay-check-out"
        />
      </label>
      <div className="hstay__guests" role="group" aria-label={t('hotels.stay.guestsLabel')}>
        <button type="button" className="hstay__step" onClick={() => guests(stay.guests - 1)} disabled={stay.guests <= 1} aria-label={t('hotels.stay.fewer')} data-testid="stay-guests-minus">
          −
        </button>
        <span className="hstay__count" data-testid="stay-guests" aria-live="polite">
          {t('hotels.stay.guests', { count: stay.guests })}
        </span>
        <button type="button" className="hstay__step" onClick={() => guests(stay.guests + 1)} disabled={stay.guests >= STAY_LIMITS.maxGuests} aria-label={t('hotels.stay.more')} data-testid="stay-guests-plus">
          +
        </button>
      </div>
    </div>
  );
}
