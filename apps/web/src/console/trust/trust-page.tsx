import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Modal, Popconfirm, Radio, Select, Space, Switch, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { SCAM_PATTERN, SCAM_PATTERN_KINDS, SCAM_PATTERN_LANGS, SCAM_PATTERN_TOPICS } from '@haiwai/contracts/trust/constants';
import type { ApiData } from '../../lib/contracts';
import { ApiError, call } from '../../lib/http';
import { useConsoleArea } from '../app/access';
import { LoadMore, useAdminList, useAreaChoices, useRefresh, useSave } from '../content/kit';
import { AreaSelect } from '../content/parts';
import { useConsoleT } from '../i18n';
import { PageHeading } from '../layout/page-heading';
import './trust.css';
import { StatusTag } from '../layout/status-tag';

type Pattern = ApiData<'adminScamPatternList'>['list'][number];
type Match = ApiData<'adminScamPatternTest'>['matches'][number];
type Lang = (typeof SCAM_PATTERN_LANGS)[number];
type FormValues = Pick<Pattern, 'site_area_id' | 'kind' | 'lang' | 'topic' | 'pattern' | 'enabled'>;
const KEY = ['console', 'trust', 'patterns'] as const;

/** Add or change one pattern; the server's refusal (a bad or unsafe expression) is shown as it says it. */
function PatternForm({ editing, onClose }: { editing: Pattern | 'new'; onClose: () => void }) {
  const { t } = useConsoleT();
  const [form] = Form.useForm<FormValues>();
  const areas = useAreaChoices('content', false);
  const save = useSave();
  const refresh = useRefresh(KEY);
  const initial: FormValues = editing === 'new' ? { site_area_id: areas.initial, kind: 'word', lang: 'zh', topic: 'contact', pattern: '', enabled: true } : editing;
  const submit = async (v: FormValues) => {
    const body = { ...v, pattern: v.pattern.trim(), ...(editing === 'new' ? {} : { id: editing.id }) };
    // A refused pattern (bad or unsafe expression, too long, already there): the server's reason goes under the field.
    const run = () =>
      call('adminScamPatternSave', { body, silent: true }).catch((err: unknown) => {
        if (err instanceof ApiError && (err.code === 400 || err.code === 409)) form.setFields([{ name: 'pattern', errors: [err.message] }]);
        throw err;
      });
    if (await save(form, run)) {
      await refresh();
      onClose();
    }
  };
  return (
    <Modal open title={t(editing === 'new' ? 'trust.add' : 'trust.edit')} onCancel={onClose} onOk={() => form.submit()} okText={t('content.common.save')} cancelText={t('content.common.cancel')} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)} data-testid="trust-pattern-form">
        <AreaSelect choices={areas} disabled={editing !== 'new'} />
        <Form.Item name="kind" label={t('trust.kind')}>
          <Radio.Group options={SCAM_PATTERN_KINDS.map((k) => ({ value: k, label: t(`trust.kinds.${k}`) }))} />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item name="lang" label={t('trust.lang')}>
            <Select style={{ width: 160 }} options={SCAM_PATTERN_LANGS.map((l) => ({ value: l, label: t(`trust.langs.${l}`) }))} />
          </Form.Item>
          <Form.Item name="topic" label={t('trust.topic')}>
            <Select style={{ width: 220 }} options={SCAM_PATTERN_TOPICS.map((k) => ({ value: k, label: t(`trust.topics.${k}`) }))} />
          </Form.Item>
        </Space>
        <Form.Item name="pattern" label={t('trust.pattern')} extra={t('trust.patternHelp')} rules={[{ required: true, whitespace: true, message: t('content.common.required') }]}>
          <Input maxLength={SCAM_PATTERN.maxRegexLength} className="trust-pattern-input" data-testid="trust-pattern-input" />
        </Form.Item>
        <Form.Item name="enabled" label={t('trust.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Runs a text against the chosen area's patterns and the fixed detectors (nothing is stored). */
function TryIt({ areaId }: { areaId: number }) {
  const { t } = useConsoleT();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [matches, setMatches] = useState<Match[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      setMatches((await call('adminScamPatternTest', { body: { site_area_id: areaId, text }, silent: true })).matches);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card size="small" title={t('trust.testTitle')} className="trust-try">
      <Input.TextArea rows={2} value={text} maxLength={SCAM_PATTERN.maxTestLength} onChange={(e) => setText(e.target.value)} aria-label={t('trust.testText')} placeholder={t('trust.testText')} data-testid="trust-test-text" />
      <Button type="primary" onClick={() => void run()} loading={busy} disabled={!text.trim()} data-testid="trust-test-run">
        {t('trust.testRun')}
      </Button>
      {error ? <Alert type="error" message={error} showIcon /> : null}
      {matches ? (
        <div className="trust-try__result" data-testid="trust-test-result" role="status">
          {matches.length === 0 ? t('trust.testNone') : t('trust.testHits', { count: matches.length })}
          {matches.map((m, i) => (
            <StatusTag key={i} tone={m.topic === 'payment' ? 'volcano' : 'blue'}>
              {t(`trust.sources.${m.source}`)}: {m.text}
            </StatusTag>
          ))}
        </div>
      ) : null}
    </Card>
  );
}

/** /admin/trust: the area's scam patterns (permission 'content'), with a try-it box. */
export function TrustPage() {
  const { t } = useConsoleT();
  const area = useConsoleArea();
  const areas = useAreaChoices('content', false);
  const save = useSave();
  const refresh = useRefresh(KEY);
  const [lang, setLang] = useState<Lang | undefined>();
  const [editing, setEditing] = useState<Pattern | 'new' | null>(null);
  const { q, rows } = useAdminList([...KEY, area ?? 'mine', lang ?? 'all'], (cursor) => call('adminScamPatternList', { query: { site_area_id: area, lang, cursor, limit: 200 }, silent: true }));
  const toggle = async (p: Pattern, enabled: boolean) => {
    if (await save(null, () => call('adminScamPatternSave', { body: { id: p.id, site_area_id: p.site_area_id, kind: p.kind, lang: p.lang, topic: p.topic, pattern: p.pattern, enabled }, silent: true }))) await refresh();
  };
  const remove = async (id: number) => {
    if (await save(null, () => call('adminScamPatternDelete', { params: { id }, silent: true }), t('content.common.removed'))) await refresh();
  };
  const testArea = area ?? areas.initial;
  return (
    <>
      <PageHeading
        title={t('trust.title')}
        extra={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')} data-testid="trust-add">
            {t('trust.add')}
          </Button>
        }
      />
      <p className="trust-intro">{t('trust.intro')}</p>
      {testArea ? <TryIt areaId={testArea} /> : null}
      <div className="trust-toolbar">
        <Select<Lang | 'all'> value={lang ?? 'all'} onChange={(v) => setLang(v === 'all' ? undefined : v)} style={{ width: 180 }} aria-label={t('trust.lang')} options={[{ value: 'all', label: t('trust.allLangs') }, ...SCAM_PATTERN_LANGS.map((l) => ({ value: l, label: t(`trust.langs.${l}`) }))]} />
      </div>
      <Table<Pattern>
        rowKey="id"
        size="middle"
        loading={q.isLoading}
        dataSource={rows}
        pagination={false}
        data-testid="trust-patterns"
        columns={[
          { title: t('trust.pattern'), dataIndex: 'pattern', render: (s: string, r) => <code className={r.kind === 'regex' ? 'trust-code trust-code--regex' : 'trust-code'}>{s}</code> },
          { title: t('trust.kind'), dataIndex: 'kind', width: 150, filters: SCAM_PATTERN_KINDS.map((k) => ({ text: t(`trust.kinds.${k}`), value: k })), onFilter: (v, r) => r.kind === v, render: (k: Pattern['kind']) => t(`trust.kinds.${k}`) },
          { title: t('trust.lang'), dataIndex: 'lang', width: 110, render: (l: Lang) => t(`trust.langs.${l}`) },
          { title: t('trust.topic'), dataIndex: 'topic', width: 180, filters: SCAM_PATTERN_TOPICS.map((k) => ({ text: t(`trust.topics.${k}`), value: k })), onFilter: (v, r) => r.topic === v, render: (k: Pattern['topic']) => t(`trust.topics.${k}`) },
          { title: t('content.common.area'), dataIndex: 'site_area_id', width: 140, render: (id: number) => areas.name(id) },
          { title: t('trust.enabled'), dataIndex: 'enabled', width: 80, render: (on: boolean, r) => <Switch size="small" checked={on} aria-label={`${t('trust.enabled')} ${r.pattern}`} onChange={(v) => void toggle(r, v)} /> },
          { title: t('trust.updatedAt'), dataIndex: 'updated_at', width: 180, sorter: (a, b) => a.updated_at - b.updated_at, render: (s: number) => new Date(s * 1000).toLocaleString() },
          {
            title: t('content.common.actions'),
            key: 'actions',
            width: 170,
            render: (_, r) => (
              <Space>
                <Button size="small" onClick={() => setEditing(r)}>
                  {t('trust.edit')}
                </Button>
                <Popconfirm title={t('content.common.removeConfirm')} onConfirm={() => void remove(r.id)} okText={t('content.common.remove')} cancelText={t('content.common.cancel')}>
                  <Button size="small" danger>
                    {t('content.common.remove')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <LoadMore q={q} />
      {editing ? <PatternForm editing={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
