import type { ApiData } from '@haiwai/contracts';
import type { FigureRow } from './sources.js';

type Summary = Pick<ApiData<'adminDashboard'>, 'listings' | 'active' | 'messages' | 'orders' | 'revenue' | 'review'>;

const sumBy = <K extends string>(rows: FigureRow[], key: (r: FigureRow) => K) => {
  const out = new Map<K, number>();
  for (const r of rows) out.set(key(r), (out.get(key(r)) ?? 0) + r.value);
  return out;
};
const byDay = (a: { day: string }, b: { day: string }) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0);

/**
 * The median of values given as (value, how many times) pairs: the middle one, or the mean of the two middle ones.
 * Review times are rolled up as minutes to decision (in steps above an hour: sources.ts) with their counts.
 */
export function weightedMedian(pairs: Array<[number, number]>): number | null {
  const sorted = pairs.filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((s, [, n]) => s + n, 0);
  if (!total) return null;
  const at = (k: number) => {
    let seen = 0;
    for (const [v, n] of sorted) if ((seen += n) > k) return v;
    return sorted[sorted.length - 1]![0];
  };
  return total % 2 ? at((total - 1) / 2) : (at(total / 2 - 1) + at(total / 2)) / 2;
}

/** Rows of several areas and days (rolled up or live) as the dashboard's series: added per day, money per currency. */
export function summarize(rows: FigureRow[], from: string, to: string): Summary {
  const inRange = rows.filter((r) => r.day >= from && r.day <= to);
  const of = (metric: string) => inRange.filter((r) => r.metric === metric);
  const perDay = (metric: string) => [...sumBy(of(metric), (r) => r.day)].map(([day, count]) => ({ day, count })).sort(byDay);
  const listings = [...sumBy(of('listings'), (r) => `${r.day}|${r.dim}`)]
    .map(([k, count]) => ({ day: k.slice(0, 10), kind: k.slice(11), count }))
    .sort((a, b) => byDay(a, b) || a.kind.localeCompare(b.kind));
  const orderCounts = sumBy(of('orders'), (r) => `${r.day}|${r.dim}`);
  const revenueByDay = sumBy(of('revenue'), (r) => `${r.day}|${r.dim}`);
  const orders = [...orderCounts]
    .map(([k, count]) => ({ day: k.slice(0, 10), currency: k.slice(11), count, revenue: revenueByDay.get(k) ?? 0 }))
    .sort((a, b) => byDay(a, b) || a.currency.localeCompare(b.currency));
  const totals = new Map<string, { currency: string; count: number; revenue: number }>();
  for (const o of orders) {
    const t = totals.get(o.currency) ?? { currency: o.currency, count: 0, revenue: 0 };
    t.count += o.count;
    t.revenue += o.revenue;
    totals.set(o.currency, t);
  }
  const reviews = of('reviews');
  const reviewDays = [...new Set(reviews.map((r) => r.day))].sort();
  const pairsOf = (rs: FigureRow[]) => rs.map((r) => [Number(r.dim), r.value] as [number, number]);
  return {
    listings,
    active: perDay('active'),
    messages: perDay('messages'),
    orders,
    revenue: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    review: {
      count: reviews.reduce((s, r) => s + r.value, 0),
      median_minutes: weightedMedian(pairsOf(reviews)),
      daily: reviewDays.map((day) => {
        const rs = reviews.filter((r) => r.day === day);
        return { day, count: rs.reduce((s, r) => s + r.value, 0), median_minutes: weightedMedian(pairsOf(rs)) };
      }),
    },
  };
}
