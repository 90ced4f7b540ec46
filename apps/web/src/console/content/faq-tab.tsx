import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Form, Input, InputNumber, Select, Space, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { FAQ, FAQ_LANGS, type FaqLang } from '@haiwai/contracts/customer/constants';
import type { ApiData } from '../../lib/contracts';
import { call } from '../../lib/http';
import { useConsoleArea } from '../app/access';
import { useConsoleT } from '../i18n';
import { LoadMore, useAdminList, useAreaChoices, useRefresh, useSave } from './kit';
import { AreaSelect, FormButtons, RowActions } from './parts';

type FaqItem = ApiData<'customerAdminSave'>;
const KEY = ['console', 'content', 'faq'] as const;
interface FaqForm {
  site_area_id: number;
  lang: FaqLang;
  category_id: number;
  title: string;
  answer: string;
  sort: number;
}

function useCategories() {
  return useQuery({ queryKey: ['console', 'content', 'faq-categories'], queryFn: () => call('customerCategories', { silent: true }) });
}

function FaqDrawer({ editing, onClose }: { editing: FaqItem | 'new'; onClose: () => void }) {
  const { t } = useConsoleT();
  const [form] = Form.useForm<FaqForm>();
  const areas = useAreaChoices('content');
  const categories = useCategories();
  const save = useSave();
  const refresh = useRefresh(KEY);
  const initial: FaqForm = editing === 'new' ? { site_area_id: areas.initial, lang: 'zh', category_id: categories.data?.[0]?.id ?? 0, title: '', answer: '', sort: 100 } : editing;
  const submit = async (v: FaqForm) => {
    const body = { ...v, id: editing === 'new' ? undefined : editing.id, replaces_id: editing === 'new' ? undefined : editing.replaces_id };
    if (await save(form, () => call('customerAdminSave', { body, silent: true }))) {
      await refresh();
      onClose();
    }
  };
  return (
    <Drawer open size="large" title={t(editing === 'new' ? 'content.faq.addTitle' : 'content.faq.editTitle')} onClose={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)}>
        <AreaSelect choices={areas} />
        <Space size="large" wrap>
          <Form.Item name="lang" label={t('content.faq.lang')}>
            <Select style={{ width: 160 }} options={FAQ_LANGS.map((l) => ({ value: l, label: t(`content.common.${l}`) }))} />
          </Form.Item>
          <Form.Item name="category_id" label={t('content.faq.category')} rules={[{ required: true, message: t('content.common.required') }]}>
            <Select style={{ width: 240 }} loading={categories.isLoading} options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))} />
          </Form.Item>
          <Form.Item name="sort" label={t('content.common.sort')}>
            <InputNumber min={0} max={FAQ.sortMax} />
          </Form.Item>
        </Space>
        <Form.Item name="title" label={t('content.faq.question')} rules={[{ required: true, whitespace: true, message: t('content.common.required') }]}>
          <Input maxLength={FAQ.titleMax} />
        </Form.Item>
        <Form.Item name="answer" label={t('content.faq.answer')} extra={t('content.pages.contentHelp')} rules={[{ required: true, whitespace: true, message: t('content.common.required') }]}>
          <Input.TextArea rows={10} maxLength={FAQ.answerMax} className="content-code" />
        </Form.Item>
        <FormButtons onClose={onClose} />
      </Form>
    </Drawer>
  );
}

/** The FAQ through its own calls (customer module): the console's area, or the site-wide questions. */
export function FaqTab() {
  const { t } = useConsoleT();
  const area = useConsoleArea() ?? 0;
  const areas = useAreaChoices('content');
  const categories = useCategories();
  const save = useSave();
  const refresh = useRefresh(KEY);
  const [lang, setLang] = useState<FaqLang | undefined>(undefined);
  const [editing, setEditing] = useState<FaqItem | 'new' | null>(null);
  const { q, rows } = useAdminList([...KEY, area, lang ?? 'all'], (cursor) => call('customerAdminList', { query: { site_area_id: area, lang, cursor, limit: 50 }, silent: true }));
  const categoryName = (id: number) => categories.data?.find((c) => c.id === id)?.name ?? `#${id}`;
  const remove = async (id: number) => {
    if (await save(null, () => call('customerAdminDelete', { params: { id }, silent: true }), t('content.common.removed'))) await refresh();
  };
  return (
    <>
      <div className="content-toolbar">
        <Select
          allowClear
          aria-label={t('content.faq.lang')}
          placeholder={t('content.faq.lang')}
          value={lang}
          onChange={(v: FaqLang | undefined) => setLang(v)}
          style={{ width: 160 }}
          options={FAQ_LANGS.map((l) => ({ value: l, label: t(`content.common.${l}`) }))}
        />
        <span className="content-toolbar__note">{area === 0 ? t('content.faq.global') : areas.name(area)}</span>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
          {t('content.common.add')}
        </Button>
      </div>
      <Table<FaqItem>
        rowKey="id"
        size="middle"
        loading={q.isLoading}
        dataSource={rows}
        pagination={false}
        columns={[
          { title: t('content.faq.question'), dataIndex: 'title' },
          { title: t('content.faq.category'), dataIndex: 'category_id', render: (id: number) => categoryName(id) },
          { title: t('content.faq.lang'), dataIndex: 'lang', render: (l: FaqLang) => t(`content.common.${l}`) },
          { title: t('content.common.area'), dataIndex: 'site_area_id', render: (id: number) => areas.name(id) },
          { title: t('content.faq.helpful'), key: 'votes', render: (_, r) => `${r.helpful_count} / ${r.unhelpful_count}` },
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
      {editing ? <FaqDrawer editing={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
