import { useState } from 'react';
import { Button, Form, Input, Modal, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { WEB_VIEW } from '@haiwai/contracts/web-view/constants';
import type { ApiData } from '../../lib/contracts';
import { ApiError, call } from '../../lib/http';
import { useConsoleArea } from '../app/access';
import { LoadMore, useAdminList, useAreaChoices, useRefresh, useSave } from '../content/kit';
import { AreaSelect, RemoveButton } from '../content/parts';
import { useConsoleT } from '../i18n';
import { PageHeading } from '../layout/page-heading';

type Host = ApiData<'adminWebViewHostList'>['list'][number];
type FormValues = { site_area_id: number; url: string; note: string };
const KEY = ['console', 'webView', 'hosts'] as const;

/** Adds one host; the server's refusal (http, an IP address, a port, already listed) shows under the field as it says it. */
function HostForm({ onClose }: { onClose: () => void }) {
  const { t } = useConsoleT();
  const [form] = Form.useForm<FormValues>();
  const areas = useAreaChoices('content', false);
  const save = useSave();
  const refresh = useRefresh(KEY);
  const submit = async (v: FormValues) => {
    const run = () =>
      call('adminWebViewHostSave', { body: { ...v, url: v.url.trim() }, silent: true }).catch((err: unknown) => {
        if (err instanceof ApiError && (err.code === 400 || err.code === 409)) form.setFields([{ name: 'url', errors: [Object.values(err.fields)[0] ?? err.message] }]);
        throw err;
      });
    if (await save(form, run)) {
      await refresh();
      onClose();
    }
  };
  return (
    <Modal open title={t('webView.add')} onCancel={onClose} onOk={() => form.submit()} okText={t('content.common.save')} cancelText={t('content.common.cancel')} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ site_area_id: areas.initial, url: '', note: '' }} onFinish={(v) => void submit(v)} data-testid="webview-host-form">
        <AreaSelect choices={areas} />
        <Form.Item name="url" label={t('webView.url')} extra={t('webView.urlHelp')} rules={[{ required: true, whitespace: true, message: t('content.common.required') }]}>
          <Input maxLength={WEB_VIEW.urlMax} data-testid="webview-host-url" />
        </Form.Item>
        <Form.Item name="note" label={t('webView.note')}>
          <Input maxLength={WEB_VIEW.noteMax} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** /admin/web-view: the https hosts the app's web view may frame, per area (permission 'content'). */
export function WebViewHostsPage() {
  const { t } = useConsoleT();
  const area = useConsoleArea();
  const areas = useAreaChoices('content', false);
  const save = useSave();
  const refresh = useRefresh(KEY);
  const [adding, setAdding] = useState(false);
  const { q, rows } = useAdminList([...KEY, area ?? 'mine'], (cursor) => call('adminWebViewHostList', { query: { site_area_id: area || undefined, cursor, limit: 200 }, silent: true }));
  const remove = async (id: number) => {
    if (await save(null, () => call('adminWebViewHostDelete', { params: { id }, silent: true }), t('content.common.removed'))) await refresh();
  };
  return (
    <>
      <PageHeading
        title={t('webView.title')}
        extra={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)} data-testid="webview-host-add">
            {t('webView.add')}
          </Button>
        }
      />
      <p style={{ maxWidth: 900 }}>{t('webView.intro')}</p>
      <Table<Host>
        rowKey="id"
        size="middle"
        loading={q.isLoading}
        dataSource={rows}
        pagination={false}
        data-testid="webview-hosts"
        columns={[
          { title: t('webView.host'), dataIndex: 'host', render: (h: string) => <code>{h}</code> },
          { title: t('webView.note'), dataIndex: 'note' },
          { title: t('content.common.area'), dataIndex: 'site_area_id', width: 160, render: (id: number) => areas.name(id) },
          { title: t('webView.createdAt'), dataIndex: 'created_at', width: 200, render: (s: number) => new Date(s * 1000).toLocaleString() },
          { title: t('content.common.actions'), key: 'actions', width: 110, render: (_, r) => <RemoveButton onConfirm={() => void remove(r.id)} /> },
        ]}
      />
      <LoadMore q={q} />
      {adding ? <HostForm onClose={() => setAdding(false)} /> : null}
    </>
  );
}
