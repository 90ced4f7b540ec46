/**
 * Calendar days of an area (`YYYY-MM-DD` in its IANA time zone). Day arithmetic runs on UTC midnights, so
 * no daylight-saving change can skip or repeat a day.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The day `at` falls on in `timeZone`. */
export function dayIn(timeZone: string, at: Date): string {
  let f = formatters.get(timeZone);
  if (!f) formatters.set(timeZone, (f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return f.format(at);
}

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Whether `day` names a real date (2026-02-30 does not). */
export function isRealDay(day: string): boolean {
  const d = new Date(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

/** The days one may buy on `at`: from the area's tomorrow, `horizon` days long. */
export function buyableRange(timeZone: string, at: Date, horizon: number): { first: string; last: string } {
  const first = addDays(dayIn(timeZone, at), 1);
  return { first, last: addDays(first, horizon - 1) };
}
