import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { call, fetchFile } from '../../lib/http';
import { showToast } from '../../lib/feedback';
import { useApp } from '../../stores/app-store';
import { ReasonPopup } from '../common/reason-popup';
import { StatusTag, when } from './bits';
import { ContractScreen, ContractText } from './contract-text';
import { InviteSheet } from './invite-sheet';
import { agreementPaths } from './paths';
import { useAgreementChanged, type Agreement } from './queries';
import { VerifyFile } from './verify-file';
import './agreements.css';

/** `/pagesA/sign/detail?id=`: the contract, its parties and states, the signing record, the PDF's hash and a file check. */
export function AgreementDetailPage() {
  return <ContractScreen testId="agr-detail" render={(a, token) => <Contract a={a} token={token} />} />;
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="agr-section" data-testid={testId}>
      <h2 className="agr-h">{title}</h2>
      {children}
    </section>
  );
}

function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function Contract({ a, token }: { a: Agreement; token: string | null }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const changed = useAgreementChanged();
  const [inviting, setInviting] = useState(false);
  const [voiding, setVoiding] = useState(false);
  const [busy, setBusy] = useState(false);
  const voidIt = async (reason: string) => {
    setBusy(true);
    try {
      changed(await call('contractVoid', { body: { id: a.id, reason } }));
      setVoiding(false);
      showToast(t('agreements.detail.voided'));
    } catch {
      // The call showed its message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <header className="agr-hero">
        <StatusTag status={a.status} />
        <h1 className="agr-title" data-testid="agr-detail-title" lang="zh">
          {a.title.zh}
        </h1>
        <p className="agr-sub" lang={a.side_lang}>
          {a.title.side}
        </p>
        {a.status === 'awaiting' && a.expires_at && <p className="agr-hint">{t('agreements.detail.expires', { time: when(a.expires_at, lang) })}</p>}
        {a.void_reason && <p className="agr-note">{t('agreements.detail.voidReason', { reason: a.void_reason })}</p>}
      </header>
      <Section title={t('agreements.detail.parties')} testId="agr-parties">
        <dl className="agr-facts">
          <div>
            <dt>{t('agreements.detail.creator')}</dt>
            <dd>{a.creator.nickname}</dd>
          </div>
          <div>
            <dt>{t('agreements.detail.counterparty')}</dt>
            <dd data-testid="agr-counterparty">{a.counterparty?.nickname ?? (a.invited_mobile ? t('agreements.detail.invitedMobile', { mobile: a.invited_mobile }) : t('agreements.detail.noParty'))}</dd>
          </div>
        </dl>
      </Section>
      <Actions a={a} token={token} onInvite={() => setInviting(true)} onVoid={() => setVoiding(true)} />
      <Section title={t('agreements.detail.content')} testId="agr-content">
        <ContractText a={a} />
      </Section>
      <Section title={t('agreements.detail.signatures')} testId="agr-signatures">
        {a.signatures.length === 0 && <p className="agr-hint">{t('agreements.detail.notSigned')}</p>}
        <ul className="agr-sigs">
          {a.signatures.map((s) => (
            <li key={s.role} data-testid={`agr-sig-${s.role}`}>
              <strong>
                {t(`agreements.detail.${s.role}`)} · {s.nickname}
              </strong>
              <span>{t('agreements.detail.signedAt', { time: when(s.signed_at, lang) })}</span>
              <span>{t('agreements.detail.ip', { ip: s.ip })}</span>
              <span className="agr-ua">{t('agreements.detail.device', { device: s.user_agent })}</span>
            </li>
          ))}
        </ul>
      </Section>
      {a.pdf_sha256 && (
        <Section title={t('agreements.detail.hash')} testId="agr-hash-section">
          <code className="agr-hash" data-testid="agr-hash">
            {a.pdf_sha256}
          </code>
          <VerifyFile id={a.id} />
        </Section>
      )}
      <InviteSheet a={a} visible={inviting} onClose={() => setInviting(false)} />
      <ReasonPopup title={t('agreements.detail.voidTitle')} visible={voiding} busy={busy} onClose={() => setVoiding(false)} onSubmit={(r) => void voidIt(r)} />
    </>
  );
}

function Actions({ a, token, onInvite, onVoid }: { a: Agreement; token: string | null; onInvite(): void; onVoid(): void }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await fetchFile('contractPdf', { id: a.id }), `contract-${a.id}.pdf`);
    } catch {
      // The call showed its message.
    } finally {
      setDownloading(false);
    }
  };
  const { can } = a;
  if (!can.edit && !can.invite && !can.sign && !can.void && !can.download) return null;
  return (
    <div className="agr-actions agr-actions--wrap">
      {can.sign && (
        <Link className="adm-button adm-button-primary adm-button-shape-rounded agr-link-button" to={agreementPaths.signOf(a.id, a.my_role === 'invitee' ? token : null)} data-testid="agr-go-sign">
          {t('agreements.detail.sign')}
        </Link>
      )}
      {can.download && (
        <Button shape="rounded" color="primary" loading={downloading} onClick={() => void download()} data-testid="agr-download">
          {t('agreements.detail.download')}
        </Button>
      )}
      {can.edit && (
        <Link className="adm-button adm-button-default adm-button-shape-rounded agr-link-button" to={agreementPaths.editOf(a.id)} data-testid="agr-edit">
          {t('agreements.detail.edit')}
        </Link>
      )}
      {can.invite && (
        <Button shape="rounded" color="primary" fill="outline" onClick={onInvite} data-testid="agr-invite">
          {t('agreements.detail.invite')}
        </Button>
      )}
      {can.void && (
        <Button shape="rounded" color="danger" fill="outline" onClick={onVoid} data-testid="agr-void">
          {t('agreements.detail.void')}
        </Button>
      )}
    </div>
  );
}
