import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import { AGREEMENT_FIELD_TYPES, AGREEMENT_KINDS, type AgreementFieldType, type AgreementKind } from '@haiwai/contracts/agreements/constants';
import { call } from '../../lib/http';
import { showToast } from '../../lib/feedback';
import { Chips } from '../common/chips';
import { FieldInput, FieldTextArea } from '../common/field-input';
import { PagedList } from '../common/paged-list';
import { RequireLogin } from '../common/require-login';
import { TemplateCard } from './index-page';
import { agreementKeys, useTemplates, type AgreementTemplate } from './queries';
import './agreements.css';

type Text3 = { zh: string; en: string; vi: string };
interface Draft {
  id?: number;
  kind: AgreementKind;
  title: Text3;
  clauses: Text3[];
  fields: Array<{ key: string; type: AgreementFieldType; label: Text3; required: boolean }>;
  archived: boolean;
}
const empty3 = (): Text3 => ({ zh: '', en: '', vi: '' });
const blank = (): Draft => ({ kind: 'other', title: empty3(), clauses: [empty3()], fields: [{ key: '', type: 'text', label: empty3(), required: true }], archived: false });
const draftOf = (x: AgreementTemplate): Draft => ({ id: x.id, kind: x.kind, title: x.title, clauses: x.clauses, fields: x.fields, archived: x.archived });

/** `/pagesA/sign/manage`: a merchant's own templates — list, create, change, archive. */
export function AgreementManagePage() {
  return (
    <RequireLogin>
      <Manage />
    </RequireLogin>
  );
}

function Manage() {
  const { t } = useTranslation();
  const list = useTemplates(true);
  const [editing, setEditing] = useState<Draft | null>(null);
  if (editing) return <TemplateForm initial={editing} onDone={() => setEditing(null)} />;
  return (
    <div className="agr" data-testid="agr-manage">
      <Button block shape="rounded" color="primary" fill="outline" onClick={() => setEditing(blank())} data-testid="agr-template-new">
        {t('agreements.manage.new')}
      </Button>
      <PagedList
        query={list}
        className="agr-cards"
        testId="agr-my-templates"
        renderItem={(x) => (
          <div className="agr-mine">
            <TemplateCard x={x} />
            {x.archived && <span className="agr-tag agr-tag--voided">{t('agreements.manage.archived')}</span>}
            <Button size="small" fill="none" color="primary" onClick={() => setEditing(draftOf(x))} data-testid={`agr-template-edit-${x.id}`}>
              {t('agreements.manage.edit')}
            </Button>
          </div>
        )}
        empty={{ title: t('agreements.manage.empty'), text: t('agreements.manage.emptyText'), testId: 'agr-manage-empty' }}
        noMore=""
      />
    </div>
  );
}

function Texts({ value, onChange, label, testId, long = false }: { value: Text3; onChange(v: Text3): void; label: (l: 'zh' | 'en' | 'vi') => string; testId: string; long?: boolean }) {
  return (
    <>
      {(['zh', 'en', 'vi'] as const).map((l) => (
        <label key={l} className="agr-field">
          <span className="agr-label">{label(l)}</span>
          {long ? (
            <FieldTextArea testId={`${testId}-${l}`} value={value[l]} onChange={(v) => onChange({ ...value, [l]: v })} autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
          ) : (
            <FieldInput testId={`${testId}-${l}`} value={value[l]} onChange={(v) => onChange({ ...value, [l]: v })} maxLength={80} />
          )}
        </label>
      ))}
    </>
  );
}

function TemplateForm({ initial, onDone }: { initial: Draft; onDone(): void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [d, setD] = useState<Draft>(initial);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Draft>) => setD((s) => ({ ...s, ...patch }));
  const save = async () => {
    setBusy(true);
    try {
      await call('contractTemplateSave', { body: d });
      void client.invalidateQueries({ queryKey: [...agreementKeys.all, 'templates'] });
      showToast(t('agreements.manage.saved'));
      onDone();
    } catch {
      // The call showed its message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="agr agr-form"
      data-testid="agr-template-form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h1 className="agr-title">{t('agreements.manage.formTitle')}</h1>
      <fieldset className="agr-fieldset">
        <legend className="agr-label">{t('agreements.manage.kind')}</legend>
        <Chips<AgreementKind> options={AGREEMENT_KINDS.map((k) => ({ label: t(`agreements.kind.${k}`), value: k }))} value={[d.kind]} onChange={(v) => v[0] && set({ kind: v[0] })} testId="agr-template-kind" />
      </fieldset>
      <Texts value={d.title} onChange={(title) => set({ title })} label={(l) => t(`agreements.manage.title${l === 'zh' ? 'Zh' : l === 'en' ? 'En' : 'Vi'}`)} testId="agr-template-title" />
      <FieldsEditor d={d} set={set} />
      <ClausesEditor d={d} set={set} />
      {d.id && (
        <Checkbox className="agr-block" checked={d.archived} onChange={(archived) => set({ archived })}>
          {t('agreements.manage.archive')}
        </Checkbox>
      )}
      <div className="agr-actions">
        <Button shape="rounded" onClick={onDone}>
          {t('agreements.manage.cancel')}
        </Button>
        <Button shape="rounded" color="primary" type="submit" loading={busy} data-testid="agr-template-save">
          {t('agreements.manage.save')}
        </Button>
      </div>
    </form>
  );
}

type Edit = { d: Draft; set(patch: Partial<Draft>): void };
const useLangName = () => {
  const { t } = useTranslation();
  return (l: 'zh' | 'en' | 'vi') => t(`agreements.manage.clause${l === 'zh' ? 'Zh' : l === 'en' ? 'En' : 'Vi'}`);
};

function FieldsEditor({ d, set }: Edit) {
  const { t } = useTranslation();
  const langName = useLangName();
  return (
    <>
      <h2 className="agr-h">{t('agreements.manage.fields')}</h2>
      {d.fields.map((f, i) => (
        <fieldset key={i} className="agr-fieldset agr-block">
          <legend className="agr-label">{t('agreements.manage.field', { n: i + 1 })}</legend>
          <label className="agr-field">
            <span className="agr-label">{t('agreements.manage.fieldKey')}</span>
            <FieldInput testId={`agr-field-key-${i}`} value={f.key} onChange={(key) => set({ fields: d.fields.map((x, j) => (j === i ? { ...x, key } : x)) })} maxLength={32} />
          </label>
          <Chips<AgreementFieldType>
            aria-label={t('agreements.manage.fieldType')}
            options={AGREEMENT_FIELD_TYPES.map((k) => ({ label: t(`agreements.manage.type.${k}`), value: k }))}
            value={[f.type]}
            onChange={(v) => v[0] && set({ fields: d.fields.map((x, j) => (j === i ? { ...x, type: v[0]! } : x)) })}
          />
          <Texts value={f.label} onChange={(label) => set({ fields: d.fields.map((x, j) => (j === i ? { ...x, label } : x)) })} label={langName} testId={`agr-field-label-${i}`} />
          <Checkbox checked={f.required} onChange={(required) => set({ fields: d.fields.map((x, j) => (j === i ? { ...x, required } : x)) })}>
            {t('agreements.manage.fieldRequired')}
          </Checkbox>
          {d.fields.length > 1 && (
            <Button size="small" fill="none" color="danger" onClick={() => set({ fields: d.fields.filter((_, j) => j !== i) })}>
              {t('agreements.manage.remove')}
            </Button>
          )}
        </fieldset>
      ))}
      <Button size="small" fill="outline" onClick={() => set({ fields: [...d.fields, { key: '', type: 'text', label: empty3(), required: true }] })}>
        {t('agreements.manage.addField')}
      </Button>
    </>
  );
}

function ClausesEditor({ d, set }: Edit) {
  const { t } = useTranslation();
  const langName = useLangName();
  return (
    <>
      <h2 className="agr-h">{t('agreements.manage.clauses')}</h2>
      <p className="agr-hint">{t('agreements.manage.clauseHint')}</p>
      {d.clauses.map((c, i) => (
        <fieldset key={i} className="agr-fieldset agr-block">
          <legend className="agr-label">{t('agreements.manage.clause', { n: i + 1 })}</legend>
          <Texts long value={c} onChange={(v) => set({ clauses: d.clauses.map((x, j) => (j === i ? v : x)) })} label={langName} testId={`agr-clause-${i}`} />
          {d.clauses.length > 1 && (
            <Button size="small" fill="none" color="danger" onClick={() => set({ clauses: d.clauses.filter((_, j) => j !== i) })}>
              {t('agreements.manage.remove')}
            </Button>
          )}
        </fieldset>
      ))}
      <Button size="small" fill="outline" onClick={() => set({ clauses: [...d.clauses, empty3()] })}>
        {t('agreements.manage.addClause')}
      </Button>
    </>
  );
}
