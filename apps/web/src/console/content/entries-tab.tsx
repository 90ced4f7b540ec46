import { useState } from 'react';
import { Button, Drawer, Form, Input, InputNumber, Space, Switch, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { CONTENT_ADMIN } from '@haiwai/contracts/basis/constants';
import type { AdminFunctionEntry } from '@haiwai/contracts/basis';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { useConsoleArea } from '../app/access';
import { useConsoleT } from '../i18n';
import { ImageField, LangInputs, LoadMore, useAdminList, useAreaChoices, useRefresh, useSave } from './kit';
import { AreaSelect, EnabledTag, FormButtons, RowActions, inLang } from './parts';

const KEY = ['console', 'content', 'entries'] as const;

type EntryForm = Omit<AdminFunctionEntry, 'id' | 'names'> & { names: { zh: string; en: string; vi: string } };

function EntryDrawer({ editing, onClose }: { editing: AdminFunctionEntry | 'new'; onClose: () => void }) {
  const { t } = useConsoleT();
  const [form] = Form.useForm<EntryForm>();
  const areas = useAreaChoices('content');
  const save = useSave();
  const refresh = useRefresh(KEY);
  const initial: EntryForm =
    editing === 'new'
      ? { site_area_id: areas.initial, position: 'home', names: { zh: '', en: '', vi: '' }, icon: '', path: '', sort: 100, enabled: true }
      : { ...editing, names: { zh: editing.names.zh, en: editing.names.en ?? '', vi: editing.names.vi ?? '' } };
  const submit = async (v: EntryForm) => {
    if (await save(form, () => call('adminFunctionEntrySave', { body: { ...v, id: editing === 'new' ? undefined : editing.id }, silent: true }))) {
      await refresh();
      onClose();
    }
  };
  return (
    <Drawer open size="large" title={t(editing === 'new' ? 'content.entries.addTitle' : 'content.entries.editTitle')} onClose={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)}>
        <AreaSelect choices={areas} />
        <Form.Item name="icon" label={t('content.entries.icon')} rules={[{ required: true, message: t('content.common.required') }]}>
          <ImageField />
        </Form.Item>
        <LangInputs name="names" label={t('content.entries.label')} max={CONTENT_ADMIN.labelMax} />
        <Form.Item name="path" label={t('content.entries.path')} extra={t('content.common.linkHelp')} rules={[{ required: true, message: t('content.common.required') }]}>
          <Input maxLength={CONTENT_ADMIN.linkMax} />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item name="position" label={t('content.common.position')}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="sort" label={t('content.common.sort')} extra={t('content.common.sortHelp')}>
            <InputNumber min={0} max={CONTENT_ADMIN.sortMax} />
          </Form.Item>
          <Form.Item name="enabled" label={t('content.common.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <FormButtons onClose={onClose} />
      </Form>
    </Drawer>
  );
}

/** The function grid's entries: icon, label in zh / en / vi, target path, order, on/off. */
export function EntriesTab() {
  const { t } = useConsoleT();
  const lang = useApp((s) => s.lang);
  const area = useConsoleArea();
  const areas = useAreaChoices('content');
  const save = useSave();
  const refresh = useRefresh(KEY);
  const [editing, setEditing] = useState<AdminFunctionEntry | 'new' | null>(null);
  const { q, rows } = useAdminList([...KEY, area ?? 'mine'], (cursor) => call('adminFunctionEntryList', { query: { site_area_id: area, cursor, limit: 100 }, silent: true }));
  const remove = async (id: number) => {
    if (await save(null, () => call('adminFunctionEntryDelete', { params: { id }, silent: true }), t('content.common.removed'))) await refresh();
  };
  return (
    <>
      <div className="content-toolbar">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
          {t('content.common.add')}
        </Button>
      </div>
      <Table<AdminFunctionEntry>
        rowKey="id"
        size="middle"
        loading={q.isLoading}
        dataSource={rows}
        pagination={false}
        columns={[
          { title: t('content.entries.icon'), dataIndex: 'icon', width: 80, render: (src: string, r) => <img src={src} alt={inLang(r.names, lang)} className="content-icon" /> },
          { title: t('content.entries.label'), key: 'name', render: (_, r) => inLang(r.names, lang) },
          { title: t('content.entries.path'), dataIndex: 'path' },
          { title: t('content.common.area'), dataIndex: 'site_area_id', render: (id: number) => areas.name(id) },
          { title: t('content.common.position'), dataIndex: 'position' },
          { title: t('content.common.sort'), dataIndex: 'sort', sorter: (a, b) => a.sort - b.sort, defaultSortOrder: 'ascend' },
          { title: t('content.common.enabled'), dataIndex: 'enabled', render: (on: boolean) => <EnabledTag on={on} /> },
          {
            title: t('content.common.actions'),
            key: 'actions',
            render: (_, r) =>
              areas.mayWrite(r.site_area_id) ? (
                <RowActions onEdit={() => setEditing(r)} onRemove={() => void remove(r.id)} />
              ) : null,
          },
        ]}
      />
      <LoadMore q={q} />
      {editing ? <EntryDrawer editing={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
