import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Modal, Popconfirm, Result, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { RejectReason } from '@haiwai/contracts/console';
import { call } from '../../lib/http';
import { useConsoleArea } from '../app/access';
import { useConsoleT } from '../i18n';
import { PageHeading } from '../layout/page-heading';
import { QUEUE_CALLS, queueKeys } from './queue-calls';
import { errorText } from './use-queue-actions';

type Draft = { id?: number; queue: string | null; sort: number; texts: { zh: string; en: string; vi: string } };
const reasonsKey = (area: number) => ['console', 'reasons', area] as const;

/** The reason editor: three languages, the queue it is for, its place in the list. */
function ReasonForm({ draft, open, busy, onCancel, onSave }: { draft: Draft | null; open: boolean; busy: boolean; onCancel(): void; onSave(d: Draft): void }) {
  const { t } = useConsoleT();
  const [form] = Form.useForm<Draft>();
  const area = useConsoleArea();
  const queues = useQuery({ queryKey: queueKeys.list('review', area), queryFn: () => call(QUEUE_CALLS.review.queues, { query: { site_area_id: area }, silent: true }), enabled: open });
  const options = [{ value: '', label: t('queues.reasons.anyQueue') }, ...(queues.data ?? []).map((q) => ({ value: q.key, label: q.title }))];
  return (
    <Modal
      open={open}
      title={t(draft?.id ? 'queues.reasons.edit' : 'queues.reasons.add')}
      okText={t('queues.confirm')}
      cancelText={t('queues.cancel')}
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() => void form.validateFields().then((v) => onSave({ ...v, id: draft?.id, queue: v.queue || null }))}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={draft ?? undefined} preserve={false}>
        {(['zh', 'en', 'vi'] as const).map((l) => (
          <Form.Item key={l} name={['texts', l]} label={t(`queues.reasons.${l}`)} rules={[{ required: true, whitespace: true, message: t('queues.reasons.needText') }]}>
            <Input.TextArea rows={2} maxLength={200} showCount data-testid={`reason-${l}`} />
          </Form.Item>
        ))}
        <Space size="large">
          <Form.Item name="queue" label={t('queues.reasons.queue')}>
            <Select options={options} style={{ minWidth: 220 }} />
          </Form.Item>
          <Form.Item name="sort" label={t('queues.reasons.sort')}>
            <InputNumber min={0} max={9999} />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}

/** /admin/reasons: the chosen area's reject reasons, in three languages, added, edited and deleted by its admins. */
export function ReasonsPage() {
  const { t } = useConsoleT();
  const { message } = App.useApp();
  const area = useConsoleArea();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft | null>(null);
  const list = useQuery({ queryKey: reasonsKey(area ?? 0), queryFn: () => call('consoleReasonList', { query: { site_area_id: area! }, silent: true }), enabled: Boolean(area) });
  const done = (key: string) => {
    void message.success(t(key));
    void client.invalidateQueries({ queryKey: ['console'] });
  };
  const save = useMutation({
    mutationFn: (d: Draft) => call('consoleReasonSave', { body: { id: d.id, site_area_id: area!, queue: d.queue, texts: d.texts, sort: d.sort }, silent: true }),
    onSuccess: () => (setDraft(null), done('queues.reasons.saved')),
    onError: (err) => void message.error(errorText(err, t('app.loadFailed'))),
  });
  const remove = useMutation({
    mutationFn: (id: number) => call('consoleReasonDelete', { body: { id }, silent: true }),
    onSuccess: () => done('queues.reasons.removed'),
    onError: (err) => void message.error(errorText(err, t('app.loadFailed'))),
  });
  if (!area) return <Result status="info" title={t('queues.reasonsTitle')} subTitle={t('queues.reasons.chooseArea')} />;

  const columns: TableColumnsType<RejectReason> = [
    { title: t('queues.reasons.zh'), key: 'zh', render: (_, r) => r.texts.zh },
    { title: t('queues.reasons.en'), key: 'en', render: (_, r) => r.texts.en },
    { title: t('queues.reasons.vi'), key: 'vi', render: (_, r) => r.texts.vi },
    { title: t('queues.reasons.queue'), key: 'queue', width: 140, render: (_, r) => r.queue ?? t('queues.reasons.anyQueue') },
    { title: t('queues.reasons.sort'), dataIndex: 'sort', width: 80 },
    {
      title: t('queues.columns.actions'),
      key: 'actions',
      width: 160,
      render: (_, r) => (
        <Space>
          <Button size="small" onClick={() => setDraft({ id: r.id, queue: r.queue, sort: r.sort, texts: r.texts })}>
            {t('queues.reasons.edit')}
          </Button>
          <Popconfirm title={t('queues.reasons.removeConfirm')} okText={t('queues.confirm')} cancelText={t('queues.cancel')} onConfirm={() => remove.mutate(r.id)}>
            <Button size="small" danger>
              {t('queues.reasons.remove')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <>
      <PageHeading
        title={t('queues.reasonsTitle')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDraft({ queue: null, sort: 100, texts: { zh: '', en: '', vi: '' } })} data-testid="reason-add">
            {t('queues.reasons.add')}
          </Button>
        }
      />
      <Typography.Paragraph type="secondary">{t('queues.reasons.intro')}</Typography.Paragraph>
      <Table<RejectReason> rowKey="id" columns={columns} dataSource={list.data ?? []} loading={list.isLoading} pagination={false} size="middle" />
      <ReasonForm draft={draft} open={draft !== null} busy={save.isPending} onCancel={() => setDraft(null)} onSave={(d) => save.mutate(d)} />
    </>
  );
}
