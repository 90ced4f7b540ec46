import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { fromMinor, toMinor } from '@haiwai/contracts/payments/constants';
import { VISA, VISA_DOCUMENTS, type VisaDocument } from '@haiwai/contracts/visa/constants';
import { call, ApiError } from '../../lib/http';
import { showToast } from '../../lib/feedback';
import { Chips } from '../common/chips';
import { useContentScope } from '../common/content-scope';
import { useSavePackage, useVisaTypes, type VisaPackage, type VisaType } from './queries';
import { Popup } from '../common/lazy-parts';

interface Draft {
  company: number | null;
  type: number | null;
  title: string;
  summary: string;
  price: string;
  days: string;
  includes: string;
  documents: VisaDocument[];
  steps: string;
  refund: string;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

function draftOf(p: VisaPackage | null): Draft {
  if (!p) return { company: null, type: null, title: '', summary: '', price: '', days: '', includes: '', documents: ['passport', 'photo'], steps: '', refund: '0' };
  return {
    company: p.company.id,
    type: p.type.id,
    title: p.title,
    summary: p.summary,
    price: fromMinor(p.price, p.currency),
    days: String(p.processing_days),
    includes: p.includes.join('\n'),
    documents: p.documents,
    steps: p.steps.join('\n'),
    refund: String(p.refund_percent),
  };
}

/** My companies that may be agencies: live and passed review, in the area on screen. */
function useAgencies() {
  const { site } = useContentScope();
  return useQuery({
    queryKey: ['visa', 'agencies', site],
    queryFn: async () => {
      const page = await call('companyListUser', { query: { limit: 50 }, noLoading: true, silent: true });
      return page.list.filter((c) => c.status === 'online' && c.review_status === 'passed' && c.site_area_id === site);
    },
  });
}

/** Which field is wrong first, as the message to show; '' when the draft can be sent. */
function problemOf(d: Draft, currency: string, t: (k: string) => string): string {
  if (!d.company) return t('visa.form.company');
  if (!d.type) return t('visa.form.type');
  if (d.title.trim().length < 2) return t('visa.form.title');
  if (!toMinor(d.price, currency)) return t('visa.form.price');
  const days = Number(d.days);
  if (!Number.isInteger(days) || days < 1 || days > VISA.processingDaysMax) return t('visa.form.days');
  if (!lines(d.includes).length) return t('visa.form.includes');
  if (!d.documents.length) return t('visa.form.documents');
  if (!lines(d.steps).length) return t('visa.form.steps');
  const refund = Number(d.refund);
  if (!Number.isInteger(refund) || refund < 0 || refund > 100) return t('visa.form.refund');
  return '';
}

/** An agency's package: created or edited here, sent to the area's review. */
export function PackageForm({ pkg, visible, onClose }: { pkg: VisaPackage | null; visible: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const agencies = useAgencies();
  const types = useVisaTypes();
  const save = useSavePackage();
  const [d, setD] = useState<Draft>(() => draftOf(pkg));
  const [error, setError] = useState('');
  const edit = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const companies = agencies.data ?? [];
  const currency = companies.find((c) => c.id === d.company)?.currency ?? pkg?.currency ?? 'USD';

  const submit = async () => {
    const problem = problemOf(d, currency, (k) => t('visa.form.fix', { field: t(k) }));
    setError(problem);
    if (problem) return;
    try {
      await save.mutateAsync({
        ...(pkg ? { id: pkg.id } : {}),
        company_id: d.company!,
        type_id: d.type!,
        title: d.title.trim(),
        summary: d.summary.trim(),
        price: toMinor(d.price, currency)!,
        processing_days: Number(d.days),
        includes: lines(d.includes),
        documents: d.documents,
        steps: lines(d.steps),
        refund_percent: Number(d.refund),
      });
      showToast({ icon: 'success', content: t('visa.form.saved') });
      onClose();
    } catch (e) {
      if (e instanceof ApiError) setError(e.message);
    }
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="visa-sheet" destroyOnClose>
      <div data-testid="visa-package-form">
        <div className="visa-sheet__title">{pkg ? t('visa.form.editTitle') : t('visa.form.newTitle')}</div>
        {!agencies.isPending && !companies.length ? (
          <p className="visa-note" data-testid="visa-form-no-company">
            {t('visa.form.noCompany')}
          </p>
        ) : (
          <>
            <PackageFields d={d} edit={edit} companies={companies} types={types.data ?? []} currency={currency} />
            {error && (
              <div className="visa-error" role="alert" data-testid="visa-form-error">
                {error}
              </div>
            )}
            <Button block color="primary" shape="rounded" size="large" loading={save.isPending} onClick={() => void submit()} data-testid="visa-form-submit">
              {t('visa.form.submit')}
            </Button>
          </>
        )}
      </div>
    </Popup>
  );
}

type Agency = { id: number; title: string };

/** The form's fields: agency, type, name, summary, price, days, refund share, what is included, documents, steps. */
function PackageFields({ d, edit, companies, types, currency }: { d: Draft; edit(patch: Partial<Draft>): void; companies: Agency[]; types: VisaType[]; currency: string }) {
  const { t } = useTranslation();
  return (
    <>
    <div className="visa-field">
      <span>{t('visa.form.company')}</span>
      <Chips<number> options={companies.map((c) => ({ label: c.title, value: c.id }))} value={d.company ? [d.company] : []} onChange={(v) => edit({ company: v[0] ?? null })} testId="visa-form-company" />
    </div>
    <div className="visa-field">
      <span>{t('visa.form.type')}</span>
      <Chips<number> options={types.map((ty) => ({ label: ty.name, value: ty.id }))} value={d.type ? [d.type] : []} onChange={(v) => edit({ type: v[0] ?? null })} testId="visa-form-type" />
    </div>
    <label className="visa-field">
      <span>{t('visa.form.title')}</span>
      <input value={d.title} maxLength={VISA.titleMax} onChange={(e) => edit({ title: e.target.value })} data-testid="visa-form-title" />
    </label>
    <div className="visa-field">
      <span>{t('visa.form.summary')}</span>
      <TextArea value={d.summary} onChange={(summary) => edit({ summary })} maxLength={VISA.summaryMax} rows={2} aria-label={t('visa.form.summary')} data-testid="visa-form-summary" />
    </div>
    <div className="visa-form__row">
      <label className="visa-field">
        <span>{t('visa.form.priceIn', { currency })}</span>
        <input inputMode="decimal" value={d.price} onChange={(e) => edit({ price: e.target.value })} data-testid="visa-form-price" />
      </label>
      <label className="visa-field">
        <span>{t('visa.form.days')}</span>
        <input inputMode="numeric" value={d.days} onChange={(e) => edit({ days: e.target.value })} data-testid="visa-form-days" />
      </label>
      <label className="visa-field">
        <span>{t('visa.form.refund')}</span>
        <input inputMode="numeric" value={d.refund} onChange={(e) => edit({ refund: e.target.value })} data-testid="visa-form-refund" />
      </label>
    </div>
    <div className="visa-field">
      <span>{t('visa.form.includes')}</span>
      <TextArea value={d.includes} onChange={(includes) => edit({ includes })} placeholder={t('visa.form.perLine')} rows={3} aria-label={t('visa.form.includes')} data-testid="visa-form-includes" />
    </div>
    <div className="visa-field">
      <span>{t('visa.form.documents')}</span>
      <Chips<VisaDocument> multiple options={VISA_DOCUMENTS.map((c) => ({ label: t(`visa.doc.${c}`), value: c }))} value={d.documents} onChange={(documents) => edit({ documents })} testId="visa-form-documents" />
    </div>
    <div className="visa-field">
      <span>{t('visa.form.steps')}</span>
      <TextArea value={d.steps} onChange={(steps) => edit({ steps })} placeholder={t('visa.form.perLine')} rows={3} aria-label={t('visa.form.steps')} data-testid="visa-form-steps" />
    </div>
    </>
  );
}
