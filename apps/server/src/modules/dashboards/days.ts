/** Calendar days as `YYYY-MM-DD` strings: an area's today, steps, and the UTC instants around a run of days. */

const MS_DAY = 86_400_000;
/** Time zones span UTC−12 to UTC+14: a local day lies within these margins around the same UTC date. */
const BEFORE_MS = 14 * 3_600_000;
const AFTER_MS = 12 * 3_600_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day `at` falls on in `timeZone` (an IANA name; UTC when unknown). */
export function localDay(at: Date, timeZone: string): string {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      f = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' });
    }
    formatters.set(timeZone, f);
  }
  return f.format(at);
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * MS_DAY).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** UTC instants that contain the local days `from`..`to` of every time zone (rows outside are dropped by their local day). */
export function utcWindow(from: string, to: string): { start: Date; end: Date } {
  return { start: new Date(Date.parse(`${from}T00:00:00Z`) - BEFORE_MS), end: new Date(Date.parse(`${to}T00:00:00Z`) + MS_DAY + AFTER_MS) };
}
