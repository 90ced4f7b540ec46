import { useState } from 'react';
import { App, Button, DatePicker, Form, Input, InputNumber, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { AuditEntry } from '@haiwai/contracts/notices';
import type { ApiQuery } from '../../lib/contracts';
import { call, fetchFile } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { useConsoleArea, useConsoleMe } from '../app/access';
import { LoadMore, useAdminList } from '../content/kit';
import { useConsoleT } from '../i18n';
import { PageHeading } from '../layout/page-heading';
import { when } from '../users/format';

type Range = Parameters<NonNullable<React.ComponentProps<typeof DatePicker.RangePicker>['onChange']>>[0];
/** The list's and the export's filters but the area (the console's area picker gives it). */
type Filters = Omit<ApiQuery<'adminAuditExport'>, 'site_area_id'>;

/** The form's values as the calls' filters: a day range from the start of its first day to the end of its last. */
function toFilters(v: { action?: string; admin_id?: number | null; target_type?: string; target_id?: number | null; dates?: Range }): Filters {
  const [from, to] = v.dates ?? [null, null];
  return {
    action: v.action?.trim() || undefined,
    admin_id: v.admin_id ?? undefined,
    target_type: v.target_type?.trim() || undefined,
    target_id: v.target_id ?? undefined,
    from: from ? from.startOf('day').unix() : undefined,
    to: to ? to.endOf('day').unix() : undefined,
  };
}

/** Saves a Blob under `name` (a download started from script). */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** /admin/audit: the audit log of my areas with filters, page by page, and its CSV export with the same filters. */
export function AuditPage() {
  const { t } = useConsoleT();
  const { message } = App.useApp();
  const lang = useApp((s) => s.lang);
  const area = useConsoleArea();
  const { me } = useConsoleMe();
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Filters>({});
  const [exporting, setExporting] = useState(false);
  const { q, rows } = useAdminList(['console', 'audit', area ?? 0, filters], (cursor) => call('adminAuditList', { query: { ...filters, site_area_id: area, cursor, limit: 50 }, silent: true }));
  const total = (q.data?.pages[0] as { total?: number } | undefined)?.total;
  const areaName = (a: number | null) => (a === null ? t('audit.everyArea') : (me?.areas.find((x) => x.id === a)?.name ?? `#${a}`));
  const exportCsv = async () => {
    setExporting(true);
    try {
      save(await fetchFile('adminAuditExport', { ...filters, site_area_id: area }), `audit-${area ?? 'all'}-${new Date().toISOString().slice(0, 10)}.csv`);
      void message.success(t('audit.exported'));
    } finally {
      setExporting(false);
    }
  };
  const columns: TableColumnsType<AuditEntry> = [
    { title: t('audit.columns.time'), dataIndex: 'created_at', width: 170, render: (s: number) => when(s, lang) },
    { title: t('audit.columns.admin'), key: 'admin', render: (_, a) => `${a.admin_name} (#${a.admin_id})` },
    { title: t('audit.columns.area'), dataIndex: 'site_area_id', render: (a: number | null) => areaName(a) },
    { title: t('audit.columns.action'), dataIndex: 'action', render: (s: string) => <Tag>{s}</Tag> },
    { title: t('audit.columns.target'), key: 'target', render: (_, a) => (a.target_type ? `${a.target_type} #${a.target_id ?? ''}` : '—') },
    { title: t('audit.columns.detail'), dataIndex: 'detail', render: (d: Record<string, unknown>) => <Typography.Text ellipsis={{ tooltip: JSON.stringify(d) }} style={{ maxWidth: 360 }}>{JSON.stringify(d)}</Typography.Text> },
  ];
  return (
    <>
      <PageHeading
        title={t('audit.title')}
        extra={
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()} data-testid="audit-export">
            {t('audit.export')}
          </Button>
        }
      />
      <Form form={form} layout="inline" onFinish={(v) => setFilters(toFilters(v))} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="action" label={t('audit.filters.action')}>
          <Input allowClear style={{ width: 160 }} data-testid="audit-action" />
        </Form.Item>
        <Form.Item name="admin_id" label={t('audit.filters.admin')}>
          <InputNumber min={1} precision={0} style={{ width: 110 }} />
        </Form.Item>
        <Form.Item name="target_type" label={t('audit.filters.targetType')}>
          <Input allowClear style={{ width: 130 }} />
        </Form.Item>
        <Form.Item name="target_id" label={t('audit.filters.targetId')}>
          <InputNumber min={1} precision={0} style={{ width: 110 }} />
        </Form.Item>
        <Form.Item name="dates" label={t('audit.filters.dates')}>
          <DatePicker.RangePicker />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="audit-apply">
            {t('audit.apply')}
          </Button>
          <Button onClick={() => (form.resetFields(), setFilters({}))}>{t('audit.reset')}</Button>
        </Space>
      </Form>
      {total !== undefined ? <Typography.Paragraph type="secondary">{t('audit.total', { count: total })}</Typography.Paragraph> : null}
      <Table<AuditEntry> rowKey="id" columns={columns} dataSource={rows} loading={q.isLoading} pagination={false} locale={{ emptyText: t('audit.empty') }} data-testid="audit-table" />
      <LoadMore q={q} />
    </>
  );
}
