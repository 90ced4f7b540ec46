import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Button, Card, Col, Result, Row, Segmented, Select, Space, Spin, Statistic, Table, Typography } from 'antd';
import { DASHBOARD_DEFAULT_RANGE, DASHBOARD_RANGES, type DashboardRange } from '@haiwai/contracts/dashboards/constants';
import type { ApiData } from '@haiwai/contracts';
import { call } from '../../lib/http';
import type { Lang } from '../../lib/contracts';
import { useApp } from '../../stores/app-store';
import { useConsoleArea, useConsoleAreaStore } from '../app/access';
import { useConsoleT } from '../i18n';
import { PageHeading } from '../layout/page-heading';
import { ActivityChart, ListingsChart, RevenueChart, ReviewChart, useDuration, useKindName } from './charts';
import { formatCount, formatDay } from './format';
import './dashboard.css';

type Figures = ApiData<'adminDashboard'>;

/** The range and area pickers: the area is the console's own choice (the bar's picker shows the same). */
function Pickers({ f, days, setDays }: { f: Figures | undefined; days: DashboardRange; setDays: (d: DashboardRange) => void }) {
  const { t } = useConsoleT();
  const area = useConsoleArea();
  const setArea = useConsoleAreaStore((s) => s.setArea);
  return (
    <Space size="middle" wrap>
      <Select
        aria-label={t('dashboard.area')}
        data-testid="dash-area"
        className="dash-area"
        value={area ?? 0}
        onChange={(v: number) => setArea(v)}
        options={[{ value: 0, label: t('app.allAreas') }, ...(f?.areas ?? []).map((a) => ({ value: a.id, label: a.name }))]}
      />
      <Segmented<DashboardRange>
        aria-label={t('dashboard.range')}
        data-testid="dash-range"
        value={days}
        onChange={setDays}
        options={DASHBOARD_RANGES.map((d) => ({ value: d, label: t('dashboard.lastDays', { count: d }) }))}
      />
    </Space>
  );
}

function Stats({ f, lang }: { f: Figures; lang: Lang }) {
  const { t } = useConsoleT();
  const duration = useDuration();
  const listings = f.listings.reduce((s, l) => s + l.count, 0);
  const activeAvg = f.active.reduce((s, a) => s + a.count, 0) / f.days;
  const messages = f.messages.reduce((s, m) => s + m.count, 0);
  const backlog = f.backlog.reduce((s, b) => s + b.count, 0);
  const items: Array<[string, string]> = [
    ['listings', formatCount(listings, lang)],
    ['active', formatCount(activeAvg, lang, 1)],
    ['messages', formatCount(messages, lang)],
    ['backlog', formatCount(backlog, lang)],
    ['median', duration(f.review.median_minutes)],
  ];
  return (
    <Row gutter={[16, 16]} className="dash-stats">
      {items.map(([key, value]) => (
        <Col key={key} flex="1 1 180px">
          <Card size="small" data-testid={`dash-stat-${key}`}>
            <Statistic title={t(`dashboard.stats.${key}`)} value={value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function Backlog({ f, lang }: { f: Figures; lang: Lang }) {
  const { t } = useConsoleT();
  const kindName = useKindName();
  const name = (queue: string, row: Figures['backlog'][number]) => row.title ?? (queue.startsWith('listing.') ? t('dashboard.queue', { kind: kindName(queue.slice(8)) }) : queue);
  const total = f.backlog.reduce((s, b) => s + b.count, 0);
  return (
    <Card size="small" className="dash-card" data-testid="dash-backlog">
      <h2 className="dash-figure-title">{t('dashboard.charts.backlog')}</h2>
      <p className="dash-summary">{total ? t('dashboard.summary.backlog', { count: formatCount(total, lang) }) : t('dashboard.noBacklog')}</p>
      {f.backlog.length ? (
        <Table
          size="small"
          pagination={false}
          rowKey="queue"
          dataSource={f.backlog}
          columns={[
            { title: t('dashboard.columns.queue'), dataIndex: 'queue', render: name },
            { title: t('dashboard.columns.count'), dataIndex: 'count', align: 'right', render: (n: number) => formatCount(n, lang) },
          ]}
        />
      ) : null}
    </Card>
  );
}

function Figures({ f, lang }: { f: Figures; lang: Lang }) {
  const { t } = useConsoleT();
  return (
    <>
      <Typography.Paragraph type="secondary" className="dash-period" data-testid="dash-period">
        {t('dashboard.period', { from: formatDay(f.from, lang, true), to: formatDay(f.to, lang, true) })} ·{' '}
        {f.rolled_up_to ? t('dashboard.rolledUp', { day: formatDay(f.rolled_up_to, lang, true) }) : t('dashboard.allLive')}
      </Typography.Paragraph>
      <Stats f={f} lang={lang} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <ListingsChart f={f} lang={lang} />
        </Col>
        <Col xs={24} xl={12}>
          <ActivityChart f={f} lang={lang} />
        </Col>
        {f.revenue.length ? (
          f.revenue.map((r) => (
            <Col key={r.currency} xs={24} xl={12}>
              <RevenueChart f={f} lang={lang} currency={r.currency} />
            </Col>
          ))
        ) : (
          <Col xs={24} xl={12}>
            <Card size="small" className="dash-card" data-testid="dash-revenue-none">
              <h2 className="dash-figure-title">{t('dashboard.charts.revenueAll')}</h2>
              <p className="dash-summary">{t('dashboard.summary.revenueNone')}</p>
            </Card>
          </Col>
        )}
        <Col xs={24} xl={12}>
          <ReviewChart f={f} lang={lang} />
        </Col>
        <Col xs={24} xl={12}>
          <Backlog f={f} lang={lang} />
        </Col>
      </Row>
    </>
  );
}

/** /admin/dashboard: the area's figures over 7, 30 or 90 days (docs/dashboards.md). */
export function DashboardPage() {
  const { t } = useConsoleT();
  const lang = useApp((s) => s.lang);
  const area = useConsoleArea();
  // The range lives in the address (?days=90): kept across a change of language and shareable as a link.
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days: DashboardRange = (DASHBOARD_RANGES as readonly number[]).includes(asked) ? (asked as DashboardRange) : DASHBOARD_DEFAULT_RANGE;
  const setDays = (d: DashboardRange) => setParams((p) => (p.set('days', String(d)), p), { replace: true });
  const q = useQuery({
    queryKey: ['console', 'dashboard', area ?? 0, days, lang],
    queryFn: () => call('adminDashboard', { query: { site_area_id: area, days }, silent: true }),
    staleTime: 60_000,
  });
  return (
    <>
      <PageHeading title={t('dashboard.title')} extra={<Pickers f={q.data} days={days} setDays={setDays} />} />
      {q.isLoading ? <Spin /> : null}
      {q.isError ? (
        <Result status="error" title={t('dashboard.loadFailed')} extra={<Button onClick={() => void q.refetch()}>{t('dashboard.retry')}</Button>} />
      ) : null}
      {q.data ? <Figures f={q.data} lang={lang} /> : null}
    </>
  );
}
