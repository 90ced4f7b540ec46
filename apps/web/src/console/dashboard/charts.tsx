import type { ApiData } from '@haiwai/contracts';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Lang } from '../../lib/contracts';
import { useConsoleT } from '../i18n';
import { ChartFigure } from './chart-figure';
import { daysOf, durationParts, formatCount, formatDay, formatMoney } from './format';

type Figures = ApiData<'adminDashboard'>;
const COLORS = ['#1677ff', '#fa8c16', '#52c41a', '#eb2f96', '#722ed1', '#13c2c2', '#faad14', '#a0d911', '#f5222d', '#2f54eb', '#8c8c8c'];
const AXIS = { fontSize: 12, fill: '#595959' };
/** Legend entries in the text colour (the series' colours are for the marks, too light for words on white). */
const legendText = (value: string) => <span className="dash-legend">{value}</span>;

/** The words of a duration in minutes ("1 h 5 min"). */
export function useDuration() {
  const { t } = useConsoleT();
  return (minutes: number | null) => {
    if (minutes === null) return t('dashboard.none');
    const p = durationParts(minutes);
    return p.unit === 'minutes' ? t('dashboard.duration.minutes', { count: p.count }) : p.unit === 'hours' ? t('dashboard.duration.hours', { h: p.h, m: p.m }) : t('dashboard.duration.days', { d: p.d, h: p.h });
  };
}

/** A listing kind's name in the console's language (the key itself for a kind the words do not know). */
export function useKindName() {
  const { t } = useConsoleT();
  return (kind: string) => t(`dashboard.kinds.${kind}`, { defaultValue: kind });
}

function xAxis(lang: Lang, label: string) {
  return <XAxis dataKey="day" tick={AXIS} tickFormatter={(d: string) => formatDay(d, lang)} minTickGap={16} label={{ value: label, position: 'insideBottom', offset: -4, ...AXIS }} height={44} />;
}

export function ListingsChart({ f, lang }: { f: Figures; lang: Lang }) {
  const { t } = useConsoleT();
  const kindName = useKindName();
  const kinds = [...new Set(f.listings.map((l) => l.kind))].sort();
  const data = daysOf(f.from, f.to).map((day) => ({ day, ...Object.fromEntries(kinds.map((k) => [k, f.listings.find((l) => l.day === day && l.kind === k)?.count ?? 0])) }));
  const perDay = data.map((d) => ({ day: d.day, total: kinds.reduce((s, k) => s + Number((d as Record<string, unknown>)[k]), 0) }));
  const total = perDay.reduce((s, d) => s + d.total, 0);
  const busiest = perDay.reduce((m, d) => (d.total > m.total ? d : m), perDay[0]!);
  const summary = total
    ? t('dashboard.summary.listings', { total: formatCount(total, lang), day: formatDay(busiest.day, lang, true), count: formatCount(busiest.total, lang) })
    : t('dashboard.summary.listingsNone');
  return (
    <ChartFigure
      id="listings"
      title={t('dashboard.charts.listings')}
      summary={summary}
      rows={f.listings}
      rowKey={(r) => `${r.day}|${r.kind}`}
      columns={[
        { title: t('dashboard.columns.day'), dataIndex: 'day', render: (d: string) => formatDay(d, lang, true) },
        { title: t('dashboard.columns.kind'), dataIndex: 'kind', render: kindName },
        { title: t('dashboard.columns.count'), dataIndex: 'count', align: 'right', render: (n: number) => formatCount(n, lang) },
      ]}
      chart={
        <ResponsiveContainer width="100%" height={280}>
          <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 16, left: 8, bottom: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            {xAxis(lang, t('dashboard.axis.day'))}
            <YAxis tick={AXIS} allowDecimals={false} tickFormatter={(n: number) => formatCount(n, lang)} label={{ value: t('dashboard.axis.count'), angle: -90, position: 'insideLeft', ...AXIS }} />
            <Tooltip labelFormatter={(d) => formatDay(String(d), lang, true)} formatter={(v) => formatCount(Number(v), lang)} />
            <Legend verticalAlign="top" formatter={legendText} />
            {kinds.map((k, i) => (
              <Bar key={k} dataKey={k} name={kindName(k)} stackId="kinds" fill={COLORS[i % COLORS.length]} isAnimationActive={false} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      }
    />
  );
}

export function ActivityChart({ f, lang }: { f: Figures; lang: Lang }) {
  const { t } = useConsoleT();
  const data = daysOf(f.from, f.to).map((day) => ({ day, active: f.active.find((a) => a.day === day)?.count ?? 0, messages: f.messages.find((m) => m.day === day)?.count ?? 0 }));
  const peak = data.reduce((m, d) => (d.active > m.active ? d : m), data[0]!);
  const messages = data.reduce((s, d) => s + d.messages, 0);
  const summary = t('dashboard.summary.activity', {
    active: formatCount(data.reduce((s, d) => s + d.active, 0) / data.length, lang, 1),
    peak: formatCount(peak.active, lang),
    day: formatDay(peak.day, lang, true),
    messages: formatCount(messages, lang),
  });
  return (
    <ChartFigure
      id="activity"
      title={t('dashboard.charts.activity')}
      summary={summary}
      rows={data}
      rowKey={(r) => r.day}
      columns={[
        { title: t('dashboard.columns.day'), dataIndex: 'day', render: (d: string) => formatDay(d, lang, true) },
        { title: t('dashboard.series.active'), dataIndex: 'active', align: 'right', render: (n: number) => formatCount(n, lang) },
        { title: t('dashboard.series.messages'), dataIndex: 'messages', align: 'right', render: (n: number) => formatCount(n, lang) },
      ]}
      chart={
        <ResponsiveContainer width="100%" height={280}>
          <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 16, left: 8, bottom: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            {xAxis(lang, t('dashboard.axis.day'))}
            <YAxis yAxisId="members" tick={AXIS} allowDecimals={false} tickFormatter={(n: number) => formatCount(n, lang)} label={{ value: t('dashboard.axis.members'), angle: -90, position: 'insideLeft', ...AXIS }} />
            <YAxis yAxisId="messages" orientation="right" tick={AXIS} allowDecimals={false} tickFormatter={(n: number) => formatCount(n, lang)} label={{ value: t('dashboard.axis.messages'), angle: 90, position: 'insideRight', ...AXIS }} />
            <Tooltip labelFormatter={(d) => formatDay(String(d), lang, true)} formatter={(v) => formatCount(Number(v), lang)} />
            <Legend verticalAlign="top" formatter={legendText} />
            <Line yAxisId="members" type="monotone" dataKey="active" name={t('dashboard.series.active')} stroke={COLORS[0]} dot={false} strokeWidth={2} isAnimationActive={false} />
            <Line yAxisId="messages" type="monotone" dataKey="messages" name={t('dashboard.series.messages')} stroke={COLORS[1]} dot={false} strokeWidth={2} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      }
    />
  );
}

/** One chart per currency: amounts of different currencies are never drawn on one axis or added up. */
export function RevenueChart({ f, lang, currency }: { f: Figures; lang: Lang; currency: string }) {
  const { t } = useConsoleT();
  const rows = f.orders.filter((o) => o.currency === currency);
  const data = daysOf(f.from, f.to).map((day) => ({ day, revenue: rows.find((o) => o.day === day)?.revenue ?? 0, orders: rows.find((o) => o.day === day)?.count ?? 0 }));
  const total = f.revenue.find((r) => r.currency === currency)!;
  const summary = t('dashboard.summary.revenue', { currency, orders: formatCount(total.count, lang), revenue: formatMoney(total.revenue, currency, lang) });
  return (
    <ChartFigure
      id={`revenue-${currency}`}
      title={t('dashboard.charts.revenue', { currency })}
      summary={summary}
      rows={rows}
      rowKey={(r) => r.day}
      columns={[
        { title: t('dashboard.columns.day'), dataIndex: 'day', render: (d: string) => formatDay(d, lang, true) },
        { title: t('dashboard.columns.orders'), dataIndex: 'count', align: 'right', render: (n: number) => formatCount(n, lang) },
        { title: t('dashboard.columns.revenue'), dataIndex: 'revenue', align: 'right', render: (n: number) => formatMoney(n, currency, lang) },
      ]}
      chart={
        <ResponsiveContainer width="100%" height={240}>
          <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 16, left: 16, bottom: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            {xAxis(lang, t('dashboard.axis.day'))}
            <YAxis tick={AXIS} width={80} tickFormatter={(n: number) => formatMoney(n, currency, lang, true)} label={{ value: t('dashboard.axis.revenue', { currency }), angle: -90, position: 'insideLeft', offset: -8, ...AXIS }} />
            <Tooltip labelFormatter={(d) => formatDay(String(d), lang, true)} formatter={(v, name) => (name === t('dashboard.series.revenue') ? formatMoney(Number(v), currency, lang) : formatCount(Number(v), lang))} />
            <Legend verticalAlign="top" formatter={legendText} />
            <Bar dataKey="revenue" name={t('dashboard.series.revenue')} fill={COLORS[2]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
    />
  );
}

export function ReviewChart({ f, lang }: { f: Figures; lang: Lang }) {
  const { t } = useConsoleT();
  const duration = useDuration();
  const data = daysOf(f.from, f.to).map((day) => {
    const d = f.review.daily.find((r) => r.day === day);
    return { day, median: d?.median_minutes ?? null, count: d?.count ?? 0 };
  });
  const summary = f.review.count ? t('dashboard.summary.review', { count: formatCount(f.review.count, lang), median: duration(f.review.median_minutes) }) : t('dashboard.summary.reviewNone');
  return (
    <ChartFigure
      id="review"
      title={t('dashboard.charts.review')}
      summary={summary}
      rows={f.review.daily}
      rowKey={(r) => r.day}
      columns={[
        { title: t('dashboard.columns.day'), dataIndex: 'day', render: (d: string) => formatDay(d, lang, true) },
        { title: t('dashboard.series.reviews'), dataIndex: 'count', align: 'right', render: (n: number) => formatCount(n, lang) },
        { title: t('dashboard.columns.median'), dataIndex: 'median_minutes', align: 'right', render: (m: number | null) => duration(m) },
      ]}
      chart={
        <ResponsiveContainer width="100%" height={240}>
          <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 16, left: 8, bottom: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            {xAxis(lang, t('dashboard.axis.day'))}
            <YAxis tick={AXIS} tickFormatter={(n: number) => formatCount(n, lang)} label={{ value: t('dashboard.axis.minutes'), angle: -90, position: 'insideLeft', ...AXIS }} />
            <Tooltip labelFormatter={(d) => formatDay(String(d), lang, true)} formatter={(v) => duration(Number(v))} />
            <Legend verticalAlign="top" formatter={legendText} />
            <Line type="monotone" dataKey="median" name={t('dashboard.series.median')} stroke={COLORS[4]} connectNulls strokeWidth={2} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      }
    />
  );
}
