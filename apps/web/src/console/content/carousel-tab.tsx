import { useState } from 'react';
import { Button, Drawer, Form, Input, InputNumber, Space, Switch, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { CONTENT_ADMIN } from '@haiwai/contracts/basis/constants';
import type { AdminCarousel } from '@haiwai/contracts/basis';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { useConsoleArea } from '../app/access';
import { useConsoleT } from '../i18n';
import { fromLocalInput, ImageField, LangInputs, LoadMore, toLocalInput, useAdminList, useAreaChoices, useRefresh, useSave } from './kit';
import { AreaSelect, EnabledTag, FormButtons, RemoveButton, inLang } from './parts';

const KEY = ['console', 'content', 'carousel'] as const;

interface SlideForm {
  site_area_id: number;
  position: string;
  titles: { zh: string; en: string; vi: string };
  contents: { zh: string; en: string; vi: string };
  image: string;
  link: string;
  sort: number;
  enabled: boolean;
  starts_at: string;
  ends_at: string;
}

const toForm = (s: AdminCarousel): SlideForm => ({
  site_area_id: s.site_area_id,
  position: s.position,
  titles: { zh: s.titles.zh, en: s.titles.en ?? '', vi: s.titles.vi ?? '' },
  contents: { zh: s.contents.zh, en: s.contents.en ?? '', vi: s.contents.vi ?? '' },
  image: s.image,
  link: s.link ?? '',
  sort: s.sort,
  enabled: s.enabled,
  starts_at: toLocalInput(s.starts_at),
  ends_at: toLocalInput(s.ends_at),
});

/** The slide drawer: picture, titles and captions in zh / en / vi, link, order, area, on/off and the window it shows in. */
function SlideDrawer({ editing, onClose }: { editing: AdminCarousel | 'new'; onClose: () => void }) {
  const { t } = useConsoleT();
  const [form] = Form.useForm<SlideForm>();
  const areas = useAreaChoices('content');
  const save = useSave();
  const refresh = useRefresh(KEY);
  const initial: SlideForm =
    editing === 'new'
      ? { site_area_id: areas.initial, position: 'home', titles: { zh: '', en: '', vi: '' }, contents: { zh: '', en: '', vi: '' }, image: '', link: '', sort: 100, enabled: true, starts_at: '', ends_at: '' }
      : toForm(editing);
  const submit = async (v: SlideForm) => {
    const body = { ...v, id: editing === 'new' ? undefined : editing.id, link: v.link.trim() || null, starts_at: fromLocalInput(v.starts_at), ends_at: fromLocalInput(v.ends_at) };
    if (await save(form, () => call('adminCarouselSave', { body, silent: true }))) {
      await refresh();
      onClose();
    }
  };
  return (
    <Drawer open size="large" title={t(editing === 'new' ? 'content.carousel.addTitle' : 'content.carousel.editTitle')} onClose={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)} data-testid="slide-form">
        <AreaSelect choices={areas} />
        <Form.Item name="image" label={t('content.carousel.image')} rules={[{ required: true, message: t('content.common.required') }]}>
          <ImageField testId="slide-image" />
        </Form.Item>
        <LangInputs name="titles" label={t('content.carousel.titleCol')} max={CONTENT_ADMIN.titleMax} />
        <LangInputs name="contents" label={t('content.carousel.text')} max={CONTENT_ADMIN.slideTextMax} required={false} />
        <Form.Item name="link" label={t('content.common.link')} extra={t('content.common.linkHelp')}>
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
        <Space size="large" wrap>
          <Form.Item name="starts_at" label={t('content.carousel.from')}>
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item name="ends_at" label={t('content.carousel.until')}>
            <Input type="datetime-local" />
          </Form.Item>
        </Space>
        <FormButtons onClose={onClose} saveTestId="slide-save" />
      </Form>
    </Drawer>
  );
}

const when = (s: number | null) => (s === null ? '' : new Date(s * 1000).toLocaleString());

/** Carousel slides of the console's area (and the all-areas ones), newest first; add, edit, delete. */
export function CarouselTab() {
  const { t } = useConsoleT();
  const lang = useApp((s) => s.lang);
  const area = useConsoleArea();
  const areas = useAreaChoices('content');
  const save = useSave();
  const refresh = useRefresh(KEY);
  const [editing, setEditing] = useState<AdminCarousel | 'new' | null>(null);
  const { q, rows } = useAdminList([...KEY, area ?? 'mine'], (cursor) => call('adminCarouselList', { query: { site_area_id: area, cursor, limit: 50 }, silent: true }));
  const remove = async (id: number) => {
    if (await save(null, () => call('adminCarouselDelete', { params: { id }, silent: true }), t('content.common.removed'))) await refresh();
  };
  return (
    <>
      <div className="content-toolbar">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')} data-testid="slide-add">
          {t('content.common.add')}
        </Button>
      </div>
      <Table<AdminCarousel>
        rowKey="id"
        size="middle"
        loading={q.isLoading}
        dataSource={rows}
        pagination={false}
        data-testid="slide-table"
        columns={[
          { title: t('content.carousel.image'), dataIndex: 'image', width: 120, render: (src: string, r) => <img src={src} alt={inLang(r.titles, lang)} className="content-thumb" /> },
          { title: t('content.carousel.titleCol'), key: 'title', render: (_, r) => inLang(r.titles, lang), sorter: (a, b) => inLang(a.titles, lang).localeCompare(inLang(b.titles, lang)) },
          { title: t('content.common.area'), dataIndex: 'site_area_id', render: (id: number) => areas.name(id) },
          { title: t('content.common.position'), dataIndex: 'position' },
          { title: t('content.common.sort'), dataIndex: 'sort', sorter: (a, b) => a.sort - b.sort, defaultSortOrder: 'ascend' },
          {
            title: t('content.carousel.window'),
            key: 'window',
            render: (_, r) => (r.starts_at === null && r.ends_at === null ? t('content.carousel.always') : `${when(r.starts_at)} – ${when(r.ends_at)}`),
          },
          { title: t('content.common.enabled'), dataIndex: 'enabled', render: (on: boolean) => <EnabledTag on={on} /> },
          {
            title: t('content.common.actions'),
            key: 'actions',
            render: (_, r) =>
              areas.mayWrite(r.site_area_id) ? (
                <Space>
                  <Button size="small" onClick={() => setEditing(r)} data-testid={`slide-edit-${r.id}`}>
                    {t('content.common.edit')}
                  </Button>
                  <RemoveButton onConfirm={() => void remove(r.id)} />
                </Space>
              ) : null,
          },
        ]}
      />
      <LoadMore q={q} />
      {editing ? <SlideDrawer editing={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
