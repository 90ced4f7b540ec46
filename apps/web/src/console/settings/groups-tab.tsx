import { useState } from 'react';
import { Button, Drawer, Form, Input, InputNumber, Space, Switch, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { CONTENT_ADMIN } from '@haiwai/contracts/basis/constants';
import type { AdminWechatGroup } from '@haiwai/contracts/basis';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { useConsoleArea } from '../app/access';
import { useConsoleT } from '../i18n';
import { ImageField, LangInputs, LoadMore, useAdminList, useAreaChoices, useRefresh, useSave } from '../content/kit';
import { AreaSelect, EnabledTag, FormButtons, RowActions, inLang } from '../content/parts';

const KEY = ['console', 'settings', 'groups'] as const;
type Three = { zh: string; en: string; vi: string };
interface GroupForm {
  site_area_id: number;
  names: Three;
  descriptions: Three;
  qr_image: string;
  owner_wechat: string;
  sort: number;
  enabled: boolean;
}
const three = (x: { zh: string; en?: string; vi?: string }): Three => ({ zh: x.zh, en: x.en ?? '', vi: x.vi ?? '' });

function GroupDrawer({ editing, onClose }: { editing: AdminWechatGroup | 'new'; onClose: () => void }) {
  const { t } = useConsoleT();
  const [form] = Form.useForm<GroupForm>();
  const areas = useAreaChoices('settings', false);
  const save = useSave();
  const refresh = useRefresh(KEY);
  const initial: GroupForm =
    editing === 'new'
      ? { site_area_id: areas.initial, names: three({ zh: '' }), descriptions: three({ zh: '' }), qr_image: '', owner_wechat: '', sort: 100, enabled: true }
      : { ...editing, names: three(editing.names), descriptions: three(editing.descriptions), owner_wechat: editing.owner_wechat ?? '' };
  const submit = async (v: GroupForm) => {
    const body = { ...v, id: editing === 'new' ? undefined : editing.id, owner_wechat: v.owner_wechat.trim() || null };
    if (await save(form, () => call('adminWechatGroupSave', { body, silent: true }))) {
      await refresh();
      onClose();
    }
  };
  return (
    <Drawer open size="large" title={t(editing === 'new' ? 'settings.groups.addTitle' : 'settings.groups.editTitle')} onClose={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)}>
        <AreaSelect choices={areas} />
        <Form.Item name="qr_image" label={t('settings.groups.qr')} rules={[{ required: true, message: t('content.common.required') }]}>
          <ImageField />
        </Form.Item>
        <LangInputs name="names" label={t('settings.groups.name')} max={CONTENT_ADMIN.groupNameMax} />
        <LangInputs name="descriptions" label={t('settings.groups.description')} max={CONTENT_ADMIN.groupTextMax} required={false} />
        <Space size="large" wrap>
          <Form.Item name="owner_wechat" label={t('settings.groups.owner')}>
            <Input maxLength={CONTENT_ADMIN.contactMax} />
          </Form.Item>
          <Form.Item name="sort" label={t('content.common.sort')}>
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

/** The area's WeChat groups (QR picture, name): what the app's customer-service screen lists. */
export function GroupsTab() {
  const { t } = useConsoleT();
  const lang = useApp((s) => s.lang);
  const area = useConsoleArea();
  const areas = useAreaChoices('settings', false);
  const save = useSave();
  const refresh = useRefresh(KEY);
  const [editing, setEditing] = useState<AdminWechatGroup | 'new' | null>(null);
  const { q, rows } = useAdminList([...KEY, area ?? 'mine'], (cursor) => call('adminWechatGroupList', { query: { site_area_id: area, cursor, limit: 50 }, silent: true }));
  const remove = async (id: number) => {
    if (await save(null, () => call('adminWechatGroupDelete', { params: { id }, silent: true }), t('content.common.removed'))) await refresh();
  };
  return (
    <>
      <div className="content-toolbar">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
          {t('content.common.add')}
        </Button>
      </div>
      <Table<AdminWechatGroup>
        rowKey="id"
        size="middle"
        loading={q.isLoading}
        dataSource={rows}
        pagination={false}
        columns={[
          { title: t('settings.groups.qr'), dataIndex: 'qr_image', width: 90, render: (src: string, r) => <img src={src} alt={inLang(r.names, lang)} className="content-icon" /> },
          { title: t('settings.groups.name'), key: 'name', render: (_, r) => inLang(r.names, lang) },
          { title: t('settings.groups.owner'), dataIndex: 'owner_wechat' },
          { title: t('content.common.area'), dataIndex: 'site_area_id', render: (id: number) => areas.name(id) },
          { title: t('content.common.sort'), dataIndex: 'sort', sorter: (a, b) => a.sort - b.sort, defaultSortOrder: 'ascend' },
          { title: t('content.common.enabled'), dataIndex: 'enabled', render: (on: boolean) => <EnabledTag on={on} /> },
          {
            title: t('content.common.actions'),
            key: 'actions',
            render: (_, r) => (
              <RowActions onEdit={() => setEditing(r)} onRemove={() => void remove(r.id)} />
            ),
          },
        ]}
      />
      <LoadMore q={q} />
      {editing ? <GroupDrawer editing={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
