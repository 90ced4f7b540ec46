import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AutoComplete, Button, Drawer, Form, Input, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { CONTENT_ADMIN } from '@haiwai/contracts/basis/constants';
import type { AdminLangWord } from '@haiwai/contracts/basis';
import { call } from '../../lib/http';
import { useConsoleArea } from '../app/access';
import { useConsoleT } from '../i18n';
import { loadBundledWords, type BundledWord } from './bundle-words';
import { LoadMore, useAdminList, useAreaChoices, useRefresh, useSave } from './kit';
import { AreaSelect, FormButtons, RowActions } from './parts';

const KEY = ['console', 'content', 'words'] as const;
const LANGS = ['zh', 'en', 'vi'] as const;
interface WordForm {
  site_area_id: number;
  key: string;
  values: { zh: string; en: string; vi: string };
}

const BUNDLE = { queryKey: ['console', 'content', 'bundle-words'], queryFn: loadBundledWords, staleTime: Infinity } as const;
function useBundle() {
  return useQuery(BUNDLE);
}

function WordDrawer({ editing, onClose }: { editing: AdminLangWord | 'new'; onClose: () => void }) {
  const { t } = useConsoleT();
  const [form] = Form.useForm<WordForm>();
  const areas = useAreaChoices('content');
  const save = useSave();
  const refresh = useRefresh(KEY);
  const bundle = useBundle();
  const client = useQueryClient();
  const byKey = useMemo(() => new Map((bundle.data ?? []).map((w) => [w.key, w])), [bundle.data]);
  const typed = (Form.useWatch('key', form) as string | undefined) ?? '';
  const known: BundledWord | undefined = byKey.get(typed);
  const options = useMemo(() => {
    const needle = typed.trim().toLowerCase();
    if (!needle) return [];
    return (bundle.data ?? [])
      .filter((w) => w.key.toLowerCase().includes(needle) || w.zh.includes(typed.trim()) || w.en.toLowerCase().includes(needle))
      .slice(0, 30)
      .map((w) => ({ value: w.key, label: `${w.key} — ${w.zh}` }));
  }, [bundle.data, typed]);
  const initial: WordForm =
    editing === 'new'
      ? { site_area_id: areas.initial, key: '', values: { zh: '', en: '', vi: '' } }
      : { site_area_id: editing.site_area_id, key: editing.key, values: { zh: editing.values.zh ?? '', en: editing.values.en ?? '', vi: editing.values.vi ?? '' } };
  const submit = async (v: WordForm) => {
    if (await save(form, () => call('adminLangWordSave', { body: v, silent: true }))) {
      await refresh();
      onClose();
    }
  };
  return (
    <Drawer open size="large" title={t(editing === 'new' ? 'content.words.addTitle' : 'content.words.editTitle')} onClose={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)} data-testid="word-form">
        <AreaSelect choices={areas} disabled={editing !== 'new'} />
        <Form.Item
          name="key"
          label={t('content.words.key')}
          extra={bundle.isLoading ? t('content.words.loadingKeys') : t('content.words.keyHelp')}
          rules={[
            { required: true, message: t('content.common.required') },
            {
              // Waits for the app's words when they are still loading: a key is accepted only once it is known.
              validator: async (_, v: string) => {
                if (!v) return;
                const words = await client.ensureQueryData(BUNDLE);
                if (!words.some((w) => w.key === v)) throw new Error(t('content.words.keyUnknown'));
              },
            },
          ]}
        >
          <AutoComplete options={options} disabled={editing !== 'new'} maxLength={CONTENT_ADMIN.wordKeyMax} data-testid="word-key" />
        </Form.Item>
        <fieldset className="content-langs">
          <legend>{t('content.words.override')}</legend>
          <Typography.Paragraph type="secondary">{t('content.words.overrideHelp')}</Typography.Paragraph>
          {LANGS.map((lang) => (
            <Form.Item key={lang} name={['values', lang]} label={t(`content.common.${lang}`)} extra={known ? `${t('content.words.bundled')}: ${known[lang]}` : undefined}>
              <Input maxLength={CONTENT_ADMIN.wordValueMax} placeholder={known?.[lang]} data-testid={`word-value-${lang}`} />
            </Form.Item>
          ))}
        </fieldset>
        <FormButtons onClose={onClose} saveTestId="word-save" />
      </Form>
    </Drawer>
  );
}

/** The admins' overrides of the app's UI words, per area (0: every area); the app's bundled word shows where none is set. */
export function WordsTab() {
  const { t } = useConsoleT();
  const area = useConsoleArea();
  const areas = useAreaChoices('content');
  const save = useSave();
  const refresh = useRefresh(KEY);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<AdminLangWord | 'new' | null>(null);
  const { q, rows } = useAdminList([...KEY, area ?? 'mine', keyword], (cursor) => call('adminLangWordList', { query: { site_area_id: area, keyword: keyword || undefined, cursor, limit: 50 }, silent: true }));
  const remove = async (r: AdminLangWord) => {
    if (await save(null, () => call('adminLangWordDelete', { body: { site_area_id: r.site_area_id, key: r.key }, silent: true }), t('content.common.removed'))) await refresh();
  };
  return (
    <>
      <div className="content-toolbar">
        <Input.Search allowClear placeholder={t('content.words.search')} aria-label={t('content.words.search')} onSearch={(v) => setKeyword(v.trim())} style={{ maxWidth: 320 }} />
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')} data-testid="word-add">
          {t('content.common.add')}
        </Button>
      </div>
      <Table<AdminLangWord>
        rowKey={(r) => `${r.site_area_id}:${r.key}`}
        size="middle"
        loading={q.isLoading}
        dataSource={rows}
        pagination={false}
        data-testid="word-table"
        columns={[
          { title: t('content.words.key'), dataIndex: 'key' },
          { title: t('content.common.area'), dataIndex: 'site_area_id', render: (id: number) => areas.name(id) },
          ...LANGS.map((lang) => ({ title: t(`content.common.${lang}`), key: lang, render: (_: unknown, r: AdminLangWord) => r.values[lang] ?? '' })),
          {
            title: t('content.common.actions'),
            key: 'actions',
            render: (_, r) =>
              areas.mayWrite(r.site_area_id) ? (
                <RowActions onEdit={() => setEditing(r)} onRemove={() => void remove(r)} />
              ) : null,
          },
        ]}
      />
      <LoadMore q={q} />
      {editing ? <WordDrawer editing={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
