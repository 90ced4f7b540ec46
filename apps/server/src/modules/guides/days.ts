/**
 * Calendar days of an area (`YYYY-MM-DD` in its IANA time zone). Day arithmetic runs on UTC midnights, so no
 * daylight-saving change can skip or repeat a day.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The day `at` falls on in `timeZone`. */
export function today(timeZone: string, at: Date): string {
  let f = formatters.get(timeZone);
  if (!f) formatters.set(timeZone, (f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return f.format(at);
}

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

export function plusDays(day: string, n: number): string {
  const d = utc(day);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Whether `day` names a real date (2026-02-30 does not). */
export function realDay(day: string): boolean {
  const d = utc(day);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

/** Every day from `first` to `last`, both included. */
export function daysFrom(first: string, last: string): string[] {
  const out: string[] = [];
  for (let d = first; d <= last && out.length < 400; d = plusDays(d, 1)) out.push(d);
  return out;
}

/** Minutes since midnight of an `HH:MM`. */
export const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
