import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { AGREEMENT_SIDE_LANGS, type AgreementSideLang } from '@haiwai/contracts/agreements/constants';
import type { AgreementField } from '@haiwai/contracts/agreements';
import { call } from '../../lib/http';
import { showToast } from '../../lib/feedback';
import { Chips } from '../common/chips';
import { EmptyBlock } from '../common/empty-block';
import { FieldInput, FieldTextArea } from '../common/field-input';
import { QueryState } from '../common/query-state';
import { RequireLogin } from '../common/require-login';
import { useDefaultSide } from './bits';
import { agreementPaths } from './paths';
import { useAgreement, useAgreementChanged, useTemplates } from './queries';

interface Source {
  templateId: number;
  title: { zh: string; en: string; vi: string };
  fields: AgreementField[];
  values: Record<string, string>;
  side: AgreementSideLang | null;
  draftId: number;
}

/** Fills a template in (or changes my draft): the side language, then every field by its type. */
export function FillForm({ templateId, draftId }: { templateId: number; draftId: number }) {
  return (
    <RequireLogin>
      <div className="agr" data-testid="agr-fill">
        {draftId ? <FromDraft id={draftId} /> : <FromTemplate id={templateId} />}
      </div>
    </RequireLogin>
  );
}

function FromTemplate({ id }: { id: number }) {
  const { t } = useTranslation();
  const site = useTemplates(false);
  const mine = useTemplates(true);
  const all = [...(site.data?.pages ?? []), ...(mine.data?.pages ?? [])].flatMap((p) => p.list);
  const template = all.find((x) => x.id === id);
  return (
    <QueryState isPending={site.isPending || mine.isPending} error={site.error} onRetry={() => void site.refetch()}>
      {template ? (
        <Form source={{ templateId: template.id, title: template.title, fields: template.fields, values: {}, side: null, draftId: 0 }} />
      ) : (
        <EmptyBlock title={t('agreements.fill.notFound')} testId="agr-fill-missing" />
      )}
    </QueryState>
  );
}

function FromDraft({ id }: { id: number }) {
  const draft = useAgreement(id, null);
  const d = draft.data;
  return (
    <QueryState isPending={draft.isPending} error={draft.error} onRetry={() => void draft.refetch()}>
      {d && (
        <Form
          source={{
            templateId: d.template_id,
            title: { zh: d.title.zh, en: d.side_lang === 'en' ? d.title.side : '', vi: d.side_lang === 'vi' ? d.title.side : '' },
            fields: d.fields,
            values: Object.fromEntries(d.fields.map((f) => [f.key, f.value])),
            side: d.side_lang,
            draftId: d.id,
          }}
        />
      )}
    </QueryState>
  );
}

function Form({ source }: { source: Source }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const changed = useAgreementChanged();
  const fallback = useDefaultSide();
  const offered = AGREEMENT_SIDE_LANGS.filter((l) => source.title[l]);
  const [side, setSide] = useState<AgreementSideLang>(source.side ?? (offered.includes(fallback) ? fallback : (offered[0] ?? 'en')));
  const [values, setValues] = useState<Record<string, string>>(source.values);
  const [busy, setBusy] = useState(false);
  useEffect(() => setValues(source.values), [source.values]);

  const save = async () => {
    setBusy(true);
    try {
      const filled = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
      const saved = await call('contractSave', { body: { ...(source.draftId ? { id: source.draftId } : {}), template_id: source.templateId, side_lang: side, values: filled } });
      changed(saved);
      showToast(t('agreements.fill.saved'));
      navigate(agreementPaths.detailOf(saved.id), { replace: Boolean(source.draftId) });
    } catch {
      // The call showed its message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="agr-form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h1 className="agr-title" lang="zh">
        {source.title.zh}
      </h1>
      <p className="agr-sub" lang={side}>
        {source.title[side]}
      </p>
      <fieldset className="agr-fieldset">
        <legend className="agr-label">{t('agreements.fill.sideLang')}</legend>
        <Chips<AgreementSideLang> options={offered.map((l) => ({ label: t(`agreements.side.${l}`), value: l }))} value={[side]} onChange={(v) => v[0] && setSide(v[0])} testId="agr-side" />
        <p className="agr-hint">{t('agreements.fill.sideHint')}</p>
      </fieldset>
      {source.fields.map((f) => (
        <label key={f.key} className="agr-field">
          <span className="agr-label">
            <span lang="zh">{f.label.zh}</span> / <span lang={side}>{f.label[side]}</span>
            {f.required && <span className="agr-req"> · {t('agreements.fill.required')}</span>}
          </span>
          {f.type === 'longtext' ? (
            <FieldTextArea testId={`agr-field-${f.key}`} value={values[f.key] ?? ''} onChange={(v) => setValues((s) => ({ ...s, [f.key]: v }))} autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} />
          ) : (
            <FieldInput
              testId={`agr-field-${f.key}`}
              value={values[f.key] ?? ''}
              onChange={(v) => setValues((s) => ({ ...s, [f.key]: v }))}
              inputMode={f.type === 'number' || f.type === 'money' ? 'decimal' : undefined}
              placeholder={f.type === 'date' ? t('agreements.fill.datePlaceholder') : f.type === 'number' || f.type === 'money' ? t('agreements.fill.numberPlaceholder') : undefined}
              maxLength={500}
              clearable
            />
          )}
        </label>
      ))}
      <Button block color="primary" shape="rounded" type="submit" loading={busy} data-testid="agr-fill-save">
        {t('agreements.fill.save')}
      </Button>
    </form>
  );
}
