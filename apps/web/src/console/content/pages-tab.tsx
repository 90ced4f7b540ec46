import { useState } from 'react';
import { Button, Drawer, Form, Input, Space, Table, Tabs } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { CONTENT_ADMIN } from '@haiwai/contracts/basis/constants';
import type { AdminSinglePage } from '@haiwai/contracts/basis';
import { RichContent } from '../../features/common/rich-content';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { useConsoleArea } from '../app/access';
import { useConsoleT } from '../i18n';
import { LoadMore, useAdminList, useAreaChoices, useRefresh, useSave } from './kit';
import { AreaSelect, FormButtons, RemoveButton, inLang } from './parts';

const KEY = ['console', 'content', 'pages'] as const;
const LANGS = ['zh', 'en', 'vi'] as const;
type Three = { zh: string; en: string; vi: string };
interface PageForm {
  site_area_id: number;
  key: string;
  titles: Three;
  contents: Three;
}
const three = (x: { zh: string; en?: string; vi?: string }): Three => ({ zh: x.zh, en: x.en ?? '', vi: x.vi ?? '' });

/** One language of a page: its title, its HTML, and the app's view of that HTML beside it. */
function LangPane({ lang }: { lang: (typeof LANGS)[number] }) {
  const { t } = useConsoleT();
  const html = Form.useWatch(['contents', lang]) as string | undefined;
  return (
    <>
      <Form.Item name={['titles', lang]} label={t('content.pages.titleCol')} rules={[{ required: true, whitespace: true, message: t('content.common.required') }]}>
        <Input maxLength={CONTENT_ADMIN.pageTitleMax} data-testid={`page-title-${lang}`} />
      </Form.Item>
      <div className="content-page-editor">
        <Form.Item name={['contents', lang]} label={t('content.pages.content')} extra={t('content.pages.contentHelp')} rules={[{ required: true, whitespace: true, message: t('content.common.required') }]}>
          <Input.TextArea rows={14} maxLength={CONTENT_ADMIN.pageContentMax} data-testid={`page-content-${lang}`} className="content-code" />
        </Form.Item>
        <section className="content-preview" aria-label={t('content.pages.preview')}>
          <h2 className="content-preview__title">{t('content.pages.preview')}</h2>
          <RichContent html={html ?? ''} />
        </section>
      </div>
    </>
  );
}

function PageDrawer({ editing, onClose }: { editing: AdminSinglePage | 'new'; onClose: () => void }) {
  const { t } = useConsoleT();
  const [form] = Form.useForm<PageForm>();
  const areas = useAreaChoices('content');
  const save = useSave();
  const refresh = useRefresh(KEY);
  const initial: PageForm =
    editing === 'new'
      ? { site_area_id: areas.initial, key: '', titles: three({ zh: '' }), contents: three({ zh: '' }) }
      : { site_area_id: editing.site_area_id, key: editing.key, titles: three(editing.titles), contents: three(editing.contents) };
  const submit = async (v: PageForm) => {
    if (await save(form, () => call('adminSinglePageSave', { body: { ...v, id: editing === 'new' || !editing.id ? undefined : editing.id }, silent: true }))) {
      await refresh();
      onClose();
    }
  };
  return (
    <Drawer open size="large" width="min(1100px, 96vw)" title={t(editing === 'new' || !editing.id ? 'content.pages.addTitle' : 'content.pages.editTitle')} onClose={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)} data-testid="page-form">
        <Space size="large" wrap align="start">
          <AreaSelect choices={areas} />
          <Form.Item name="key" label={t('content.pages.key')} extra={t('content.pages.keyHelp')} rules={[{ required: true, pattern: new RegExp(CONTENT_ADMIN.pageKeyPattern), message: t('content.pages.keyHelp') }]}>
            <Input maxLength={64} style={{ width: 240 }} />
          </Form.Item>
        </Space>
        <Tabs items={LANGS.map((l) => ({ key: l, label: t(`content.common.${l}`), forceRender: true, children: <LangPane lang={l} /> }))} />
        <FormButtons onClose={onClose} saveTestId="page-save" />
      </Form>
    </Drawer>
  );
}

/** Single pages (about, terms…): an area's page of a key replaces the all-areas page in that area. */
export function PagesTab() {
  const { t } = useConsoleT();
  const lang = useApp((s) => s.lang);
  const area = useConsoleArea();
  const areas = useAreaChoices('content');
  const save = useSave();
  const refresh = useRefresh(KEY);
  const [editing, setEditing] = useState<AdminSinglePage | 'new' | null>(null);
  const { q, rows } = useAdminList([...KEY, area ?? 'mine'], (cursor) => call('adminSinglePageList', { query: { site_area_id: area, cursor, limit: 100 }, silent: true }));
  const remove = async (id: number) => {
    if (await save(null, () => call('adminSinglePageDelete', { params: { id }, silent: true }), t('content.common.removed'))) await refresh();
  };
  // An area admin changes an all-areas page by writing the area's own copy of it.
  const copyFor = (r: AdminSinglePage): AdminSinglePage | 'new' => (areas.mayWrite(r.site_area_id) ? r : { ...r, id: 0, site_area_id: areas.initial });
  return (
    <>
      <div className="content-toolbar">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
          {t('content.common.add')}
        </Button>
      </div>
      <Table<AdminSinglePage>
        rowKey="id"
        size="middle"
        loading={q.isLoading}
        dataSource={rows}
        pagination={false}
        data-testid="page-table"
        columns={[
          { title: t('content.pages.key'), dataIndex: 'key', sorter: (a, b) => a.key.localeCompare(b.key), defaultSortOrder: 'ascend' },
          { title: t('content.pages.titleCol'), key: 'title', render: (_, r) => inLang(r.titles, lang) },
          { title: t('content.common.area'), dataIndex: 'site_area_id', render: (id: number) => areas.name(id) },
          { title: t('content.pages.updated'), dataIndex: 'updated_at', render: (s: number) => new Date(s * 1000).toLocaleString() },
          {
            title: t('content.common.actions'),
            key: 'actions',
            render: (_, r) => (
              <Space>
                <Button size="small" onClick={() => setEditing(copyFor(r))} data-testid={`page-edit-${r.key}-${r.site_area_id}`}>
                  {areas.mayWrite(r.site_area_id) ? t('content.common.edit') : t('content.pages.areaCopy')}
                </Button>
                {areas.mayWrite(r.site_area_id) ? (
                  <RemoveButton onConfirm={() => void remove(r.id)} />
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <LoadMore q={q} />
      {editing ? <PageDrawer editing={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
