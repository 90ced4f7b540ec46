import { useTranslation } from 'react-i18next';
import { monthsBetween, toggleDay } from './day-grid';

interface DayPickerProps {
  first: string;
  last: string;
  taken: readonly string[];
  max: number;
  value: string[];
  onChange(days: string[]): void;
}

/** The buyable days by month: taken days are disabled, picked ones highlighted; any set of days, up to `max`. */
export function DayPicker({ first, last, taken, max, value, onChange }: DayPickerProps) {
  const { i18n } = useTranslation();
  const takenSet = new Set(taken);
  // 2024-01-01 was a Monday: the header's seven days, Monday first, in the reader's language.
  const weekdays = Array.from({ length: 7 }, (_, i) => new Intl.DateTimeFormat(i18n.language, { weekday: 'narrow', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + i))));
  // The name starts with the number shown (axe: a label contains its visible text), then the full date and weekday.
  const dayName = (day: string) => `${Number(day.slice(8))}, ${new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))}`;
  const monthName = (month: string) => new Intl.DateTimeFormat(i18n.language, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
  return (
    <div className="ad-days" data-testid="ad-days">
      {monthsBetween(first, last).map((block) => (
        <section key={block.month} className="ad-days__month">
          <h4>{monthName(block.month)}</h4>
          <div className="ad-days__grid">
            {weekdays.map((w, i) => (
              <span key={`wd-${i}`} className="ad-days__weekday" aria-hidden>
                {w}
              </span>
            ))}
            {Array.from({ length: block.lead }, (_, i) => (
              <span key={`lead-${i}`} />
            ))}
            {block.days.map((day) => {
              const isTaken = takenSet.has(day);
              const on = value.includes(day);
              return (
                <button
                  key={day}
                  type="button"
                  className={`ad-day${on ? ' ad-day--on' : ''}${isTaken ? ' ad-day--taken' : ''}`}
                  disabled={isTaken}
                  aria-pressed={on}
                  aria-label={dayName(day)}
                  data-testid={`ad-day-${day}`}
                  onClick={() => onChange(toggleDay(value, day, max))}
                >
                  {Number(day.slice(8))}
                </button>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
