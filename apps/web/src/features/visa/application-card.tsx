import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { VISA, VISA_DOCUMENTS, type VisaAgencyMove, type VisaDocument } from '@haiwai/contracts/visa/constants';
import { confirmDialog, showToast } from '../../lib/feedback';
import { Chips } from '../common/chips';
import { Term } from '../common/term';
import { documentRefs, DocumentUploads, StatusTag, useMoney, type DocumentFiles } from './bits';
import { visaPaths } from './paths';
import { useMoveApplication, useSupply, type VisaApplication } from './queries';

/** One application: its state, the package, the applicant, the documents (signed links for the reader), and the moves the reader may make. */
export function ApplicationCard({ a }: { a: VisaApplication }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className="visa-app" data-testid={`visa-application-${a.id}`}>
      <div className="visa-app__head">
        <Link to={visaPaths.detailOf(a.package.id)} className="visa-app__title">
          {a.package.title}
        </Link>
        <StatusTag status={a.status} />
      </div>
      <div className="visa-app__sub">
        {a.package.type_name} · {a.company.title}
      </div>
      <dl className="visa-app__rows">
        <Term label={t('visa.customer.applicant')}>{a.applicant_name}</Term>
        {a.phone && (
          <Term label={t('visa.customer.phone')}>
            <a href={`tel:${a.phone.replace(/\s+/g, '')}`}>{a.phone}</a>
          </Term>
        )}
        {a.note && <Term label={t('visa.customer.note')}>{a.note}</Term>}
        <Term label={t('visa.customer.paid')}>{money(a.amount, a.currency)}</Term>
        {a.refunded_amount > 0 && <Term label={t('visa.customer.refunded')}>{money(a.refunded_amount, a.currency)}</Term>}
        <Term label={t('visa.customer.orderNo')}>{a.order_no}</Term>
        {a.requested.length > 0 && (
          <Term label={t('visa.customer.requested')} testId="visa-requested">
            {a.requested.map((c) => t(`visa.doc.${c}`)).join(t('visa.apply.separator'))}
          </Term>
        )}
        {a.request_note && a.status === 'documents_requested' && <Term label={t('visa.customer.requestNote')}>{a.request_note}</Term>}
        {a.reason && <Term label={t('visa.customer.reason')}>{a.reason}</Term>}
      </dl>
      <Documents a={a} />
      {a.is_agency && (a.can.request || a.can.process || a.can.issue || a.can.refuse) && <AgencyActions a={a} />}
      {a.can.supply && <SupplyDocuments a={a} />}
    </div>
  );
}

function Documents({ a }: { a: VisaApplication }) {
  const { t } = useTranslation();
  return (
    <div className="visa-app__docs" aria-label={t('visa.customer.documents')} role="group">
      {a.documents.map((d, i) =>
        d.link ? (
          <a key={`${d.url}-${i}`} href={d.link} target="_blank" rel="noreferrer" className="visa-doc" data-testid={`visa-doc-${d.code}`}>
            <img src={`${d.link}?w=160&h=160&fit=cover`} alt={t(`visa.doc.${d.code}`)} />
            <span>{t(`visa.doc.${d.code}`)}</span>
          </a>
        ) : (
          <span key={`${d.url}-${i}`} className="visa-doc visa-doc--hidden">
            <span>{t(`visa.doc.${d.code}`)}</span>
            <span className="muted">{t('visa.customer.noLink')}</span>
          </span>
        ),
      )}
    </div>
  );
}

/** The agency's moves, each asked first: which documents to request and why, processing, issued, refused with a reason. */
function AgencyActions({ a }: { a: VisaApplication }) {
  const { t } = useTranslation();
  const move = useMoveApplication();
  const run = async (status: VisaAgencyMove, extra: { requested?: VisaDocument[]; reason?: string } = {}) => {
    try {
      await move.mutateAsync({ id: a.id, status, ...extra });
      showToast({ icon: 'success', content: t('visa.customer.done') });
    } catch {
      // the http client showed the server's message
    }
  };
  const onRequest = async () => {
    let requested: VisaDocument[] = [];
    let reason = '';
    const ok = await confirmDialog({
      title: t('visa.customer.requestTitle'),
      content: (
        <div className="visa-dialog">
          <Chips<VisaDocument> multiple options={VISA_DOCUMENTS.map((c) => ({ label: t(`visa.doc.${c}`), value: c }))} onChange={(v) => (requested = v)} testId="visa-request-docs" />
          <TextArea placeholder={t('visa.customer.requestNotePlaceholder')} maxLength={VISA.reasonMax} rows={2} onChange={(v) => (reason = v)} aria-label={t('visa.customer.requestNote')} data-testid="visa-request-note" />
        </div>
      ),
      confirmText: t('visa.customer.request'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    if (!requested.length) return showToast(t('visa.customer.requestPick'));
    await run('documents_requested', { requested, reason: reason.trim() || undefined });
  };
  const onAsk = async (status: 'processing' | 'issued', ask: string, label: string) => {
    if (await confirmDialog({ content: ask, confirmText: label, cancelText: t('common.cancel') })) await run(status);
  };
  const onRefuse = async () => {
    let reason = '';
    const ok = await confirmDialog({
      title: t('visa.customer.refuseTitle'),
      content: (
        <div className="visa-dialog">
          <TextArea placeholder={t('visa.customer.refusePlaceholder')} maxLength={VISA.reasonMax} rows={3} onChange={(v) => (reason = v)} aria-label={t('visa.customer.refuseTitle')} data-testid="visa-refuse-reason" />
          <p className="muted">{t('visa.customer.refundHint', { percent: a.package.refund_percent })}</p>
        </div>
      ),
      confirmText: t('visa.customer.refuse'),
      cancelText: t('common.cancel'),
    });
    if (ok) await run('refused', { reason: reason.trim() || undefined });
  };
  return (
    <div className="visa-app__actions">
      {a.can.request && (
        <Button size="small" shape="rounded" onClick={() => void onRequest()} data-testid="visa-act-request">
          {t('visa.customer.request')}
        </Button>
      )}
      {a.can.refuse && (
        <Button size="small" shape="rounded" color="danger" fill="outline" onClick={() => void onRefuse()} data-testid="visa-act-refuse">
          {t('visa.customer.refuse')}
        </Button>
      )}
      {a.can.process && (
        <Button size="small" shape="rounded" color="primary" onClick={() => void onAsk('processing', t('visa.customer.processAsk'), t('visa.customer.process'))} data-testid="visa-act-process">
          {t('visa.customer.process')}
        </Button>
      )}
      {a.can.issue && (
        <Button size="small" shape="rounded" color="success" onClick={() => void onAsk('issued', t('visa.customer.issueAsk'), t('visa.customer.issue'))} data-testid="visa-act-issue">
          {t('visa.customer.issue')}
        </Button>
      )}
    </div>
  );
}

/** The applicant uploads what the agency asked for; the application is submitted again. */
function SupplyDocuments({ a }: { a: VisaApplication }) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<DocumentFiles>({});
  const supply = useSupply();
  const submit = async () => {
    const { documents, missing } = documentRefs(a.requested, files);
    if (missing.length) return showToast(t('visa.apply.missing', { documents: missing.map((c) => t(`visa.doc.${c}`)).join(t('visa.apply.separator')) }));
    try {
      await supply.mutateAsync({ id: a.id, documents });
      showToast({ icon: 'success', content: t('visa.customer.done') });
    } catch {
      // the http client showed the server's message
    }
  };
  return (
    <div className="visa-app__supply" data-testid="visa-supply">
      <div className="visa-app__supply-title">{t('visa.customer.supply')}</div>
      <DocumentUploads codes={a.requested} files={files} onChange={setFiles} />
      <Button block size="middle" shape="rounded" color="primary" loading={supply.isPending} onClick={() => void submit()} data-testid="visa-supply-submit">
        {t('visa.customer.supplySubmit')}
      </Button>
    </div>
  );
}
