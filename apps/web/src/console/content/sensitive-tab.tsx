import { useState } from 'react';
import { Button, Form, Input, Modal, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { SENSITIVE_WORD } from '@haiwai/contracts/moderation/constants';
import type { ApiData } from '../../lib/contracts';
import { call } from '../../lib/http';
import { useConsoleArea } from '../app/access';
import { useConsoleT } from '../i18n';
import { LoadMore, useAdminList, useAreaChoices, useRefresh, useSave } from './kit';
import { AreaSelect, RemoveButton } from './parts';

type Word = ApiData<'adminSensitiveWordList'>['list'][number];
const KEY = ['console', 'content', 'sensitive'] as const;

function AddWords({ onClose }: { onClose: () => void }) {
  const { t } = useConsoleT();
  const [form] = Form.useForm<{ site_area_id: number; text: string }>();
  const areas = useAreaChoices('content');
  const save = useSave();
  const refresh = useRefresh(KEY);
  const submit = async (v: { site_area_id: number; text: string }) => {
    const words = [...new Set(v.text.split('\n').map((w) => w.trim()).filter(Boolean))].slice(0, SENSITIVE_WORD.maxPerSave);
    const r = await save(form, () => call('adminSensitiveWordSave', { body: { site_area_id: v.site_area_id, words }, silent: true }));
    if (r) {
      Modal.info({ title: t('content.sensitive.added', { count: r.added.length, skipped: r.skipped.length }) });
      await refresh();
      onClose();
    }
  };
  return (
    <Modal open title={t('content.sensitive.addTitle')} onCancel={onClose} onOk={() => form.submit()} okText={t('content.common.save')} cancelText={t('content.common.cancel')} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ site_area_id: areas.initial, text: '' }} onFinish={(v) => void submit(v)}>
        <AreaSelect choices={areas} />
        <Form.Item name="text" label={t('content.sensitive.words')} rules={[{ required: true, whitespace: true, message: t('content.common.required') }]}>
          <Input.TextArea rows={8} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The sensitive-word lists through their own calls (moderation module): the area's and the all-areas one. */
export function SensitiveTab() {
  const { t } = useConsoleT();
  const area = useConsoleArea();
  const areas = useAreaChoices('content');
  const save = useSave();
  const refresh = useRefresh(KEY);
  const [keyword, setKeyword] = useState('');
  const [adding, setAdding] = useState(false);
  const { q, rows } = useAdminList([...KEY, area ?? 'mine', keyword], (cursor) => call('adminSensitiveWordList', { query: { site_area_id: area, keyword: keyword || undefined, cursor, limit: 100 }, silent: true }));
  const remove = async (id: number) => {
    if (await save(null, () => call('adminSensitiveWordDelete', { params: { id }, silent: true }), t('content.common.removed'))) await refresh();
  };
  return (
    <>
      <div className="content-toolbar">
        <Input.Search allowClear placeholder={t('content.sensitive.search')} aria-label={t('content.sensitive.search')} onSearch={(v) => setKeyword(v.trim())} style={{ maxWidth: 320 }} />
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
          {t('content.common.add')}
        </Button>
      </div>
      <Table<Word>
        rowKey="id"
        size="middle"
        loading={q.isLoading}
        dataSource={rows}
        pagination={false}
        columns={[
          { title: t('content.sensitive.word'), dataIndex: 'word' },
          { title: t('content.common.area'), dataIndex: 'site_area_id', render: (id: number | null) => areas.name(id ?? 0) },
          { title: t('content.sensitive.createdAt'), dataIndex: 'created_at', render: (s: number) => new Date(s * 1000).toLocaleString() },
          {
            title: t('content.common.actions'),
            key: 'actions',
            render: (_, r) =>
              areas.mayWrite(r.site_area_id ?? 0) ? (
                <RemoveButton onConfirm={() => void remove(r.id)} />
              ) : null,
          },
        ]}
      />
      <LoadMore q={q} />
      {adding ? <AddWords onClose={() => setAdding(false)} /> : null}
    </>
  );
}
