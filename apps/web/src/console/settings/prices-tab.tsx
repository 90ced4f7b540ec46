import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Empty, Form, Input, InputNumber, Select, Space, Switch, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { fromMinor, ORDER_KINDS, toMinor } from '@haiwai/contracts/payments/constants';
import type { ApiData } from '../../lib/contracts';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { useConsoleT } from '../i18n';
import { useAreaChoices, useSave } from '../content/kit';
import { EnabledTag, FormButtons, inLang } from '../content/parts';

type Price = ApiData<'adminPriceSave'>;
type Spec = Record<string, number | string | boolean>;
interface PriceForm {
  kind: string;
  code: string;
  names: { zh: string; en: string; vi: string };
  amount: string;
  spec: string;
  sort: number;
  enabled: boolean;
}
const key = (area: number) => ['console', 'settings', 'prices', area] as const;

function parseSpec(text: string): Spec | null {
  try {
    const v: unknown = JSON.parse(text || '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Spec) : null;
  } catch {
    return null;
  }
}

function PriceDrawer({ area, currency, editing, onClose }: { area: number; currency: string; editing: Price | 'new'; onClose: () => void }) {
  const { t } = useConsoleT();
  const [form] = Form.useForm<PriceForm>();
  const client = useQueryClient();
  const save = useSave();
  const initial: PriceForm =
    editing === 'new'
      ? { kind: 'top', code: '', names: { zh: '', en: '', vi: '' }, amount: '', spec: '{}', sort: 100, enabled: true }
      : { kind: editing.kind, code: editing.code, names: { zh: editing.names.zh, en: editing.names.en ?? '', vi: editing.names.vi ?? '' }, amount: fromMinor(editing.amount, editing.currency), spec: JSON.stringify(editing.spec), sort: editing.sort, enabled: editing.enabled };
  const submit = async (v: PriceForm) => {
    const amount = toMinor(v.amount, currency);
    const spec = parseSpec(v.spec);
    if (amount === null || spec === null) {
      if (amount === null) form.setFields([{ name: 'amount', errors: [t('settings.prices.amountInvalid')] }]);
      if (spec === null) form.setFields([{ name: 'spec', errors: [t('settings.prices.specInvalid')] }]);
      return;
    }
    const names = { zh: v.names.zh, en: v.names.en || undefined, vi: v.names.vi || undefined };
    const body = { id: editing === 'new' ? undefined : editing.id, site_area_id: area, kind: v.kind, code: v.code, names, amount, spec, sort: v.sort, enabled: v.enabled };
    if (await save(form, () => call('adminPriceSave', { body, silent: true }))) {
      await client.invalidateQueries({ queryKey: key(area) });
      onClose();
    }
  };
  return (
    <Drawer open size="large" title={t(editing === 'new' ? 'settings.prices.addTitle' : 'settings.prices.editTitle')} onClose={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)}>
        <Space size="large" wrap>
          <Form.Item name="kind" label={t('settings.prices.kind')}>
            <Select style={{ width: 160 }} options={ORDER_KINDS.map((k) => ({ value: k, label: k }))} disabled={editing !== 'new'} />
          </Form.Item>
          <Form.Item name="code" label={t('settings.prices.code')} extra={t('settings.prices.codeHelp')} rules={[{ required: true, pattern: /^[a-z0-9_-]{1,32}$/, message: t('settings.prices.codeHelp') }]}>
            <Input maxLength={32} disabled={editing !== 'new'} />
          </Form.Item>
        </Space>
        <fieldset className="content-langs">
          <legend>{t('settings.prices.name')}</legend>
          {(['zh', 'en', 'vi'] as const).map((l) => (
            <Form.Item key={l} name={['names', l]} label={t(`content.common.${l}`)} rules={l === 'zh' ? [{ required: true, whitespace: true, message: t('content.common.required') }] : []}>
              <Input maxLength={60} />
            </Form.Item>
          ))}
        </fieldset>
        <Space size="large" wrap align="start">
          <Form.Item name="amount" label={t('settings.prices.amount')} extra={t('settings.prices.amountHelp', { currency })} rules={[{ required: true, message: t('content.common.required') }]}>
            <Input style={{ width: 180 }} inputMode="decimal" />
          </Form.Item>
          <Form.Item name="sort" label={t('content.common.sort')}>
            <InputNumber min={0} max={100000} />
          </Form.Item>
          <Form.Item name="enabled" label={t('content.common.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Form.Item name="spec" label={t('settings.prices.spec')} extra={t('settings.prices.specHelp')}>
          <Input.TextArea rows={3} className="content-code" />
        </Form.Item>
        <FormButtons onClose={onClose} />
      </Form>
    </Drawer>
  );
}

/** The money engine's prices and fees of one area, through its own calls (payments: adminPriceList / adminPriceSave). */
export function PricesTab() {
  const { t } = useConsoleT();
  const lang = useApp((s) => s.lang);
  const areas = useAreaChoices('settings', false);
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const area = picked ?? areas.initial;
  const settings = useQuery({ queryKey: ['console', 'settings', 'areas'], queryFn: () => call('adminAreaSettingsList', { silent: true }) });
  const currency = settings.data?.find((a) => a.site_area_id === area)?.currency ?? '';
  const q = useQuery({ queryKey: key(area), enabled: area > 0, queryFn: () => call('adminPriceList', { query: { site_area_id: area }, silent: true }) });
  const [editing, setEditing] = useState<Price | 'new' | null>(null);
  if (!area) return <Empty description={t('settings.prices.pickArea')} />;
  return (
    <>
      <div className="content-toolbar">
        <Select aria-label={t('settings.area.pick')} value={area} onChange={(v: number) => setPicked(v)} style={{ minWidth: 220 }} options={areas.options} />
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')} disabled={!currency}>
          {t('content.common.add')}
        </Button>
      </div>
      <Table<Price>
        rowKey="id"
        size="middle"
        loading={q.isLoading}
        dataSource={q.data ?? []}
        pagination={false}
        columns={[
          { title: t('settings.prices.kind'), dataIndex: 'kind', filters: [...new Set((q.data ?? []).map((p) => p.kind))].map((k) => ({ text: k, value: k })), onFilter: (v, r) => r.kind === v },
          { title: t('settings.prices.code'), dataIndex: 'code' },
          { title: t('settings.prices.name'), key: 'name', render: (_, r) => inLang(r.names, lang) },
          { title: t('settings.prices.amount'), key: 'amount', sorter: (a, b) => a.amount - b.amount, render: (_, r) => `${fromMinor(r.amount, r.currency)} ${r.currency}` },
          { title: t('settings.prices.spec'), dataIndex: 'spec', render: (s: object) => <code>{JSON.stringify(s)}</code> },
          { title: t('content.common.sort'), dataIndex: 'sort', sorter: (a, b) => a.sort - b.sort, defaultSortOrder: 'ascend' },
          { title: t('content.common.enabled'), dataIndex: 'enabled', render: (on: boolean) => <EnabledTag on={on} /> },
          {
            title: t('content.common.actions'),
            key: 'actions',
            render: (_, r) => (
              <Button size="small" onClick={() => setEditing(r)}>
                {t('content.common.edit')}
              </Button>
            ),
          },
        ]}
      />
      {editing ? <PriceDrawer area={area} currency={currency} editing={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
