import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import { call } from '../../lib/http';
import { showToast } from '../../lib/feedback';
import { ContractScreen, ContractText } from './contract-text';
import { agreementPaths } from './paths';
import { useAgreementChanged, type Agreement } from './queries';
import { SignatureField, type SignatureHandle } from './signature-field';
import './agreements.css';

/** `/pagesA/sign/sign?id=[&token=]`: read the contract, agree, draw the signature and sign. */
export function AgreementSignPage() {
  return <ContractScreen testId="agr-sign" render={(a, token) => <Signing a={a} token={token} />} />;
}

function Signing({ a, token }: { a: Agreement; token: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const changed = useAgreementChanged();
  const pad = useRef<SignatureHandle>(null);
  const [agree, setAgree] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const signature = pad.current?.png();
    if (!agree) return showToast(t('agreements.sign.mustAgree'));
    if (!signature) return showToast(t('agreements.sign.empty'));
    setBusy(true);
    try {
      const signed = await call('contractSign', { body: { id: a.id, agree: true, signature, ...(token ? { token } : {}) } });
      changed(signed);
      showToast(t('agreements.sign.done'));
      navigate(agreementPaths.detailOf(a.id), { replace: true });
    } catch {
      // The call showed its message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <h1 className="agr-title" lang="zh">
        {a.title.zh}
      </h1>
      <p className="agr-sub" lang={a.side_lang}>
        {a.title.side}
      </p>
      <p className="agr-note">{t('agreements.sign.read')}</p>
      <div className="agr-doc" tabIndex={0} role="region" aria-label={t('agreements.sign.read')} data-testid="agr-sign-text">
        <ContractText a={a} />
      </div>
      {a.can.sign ? (
        <>
          <div className="agr-agree" data-testid="agr-agree">
            <Checkbox checked={agree} onChange={setAgree}>
              {t('agreements.sign.agree')}
            </Checkbox>
          </div>
          <SignatureField ref={pad} />
          <Button block color="primary" shape="rounded" loading={busy} onClick={() => void submit()} data-testid="agr-sign-submit">
            {t('agreements.sign.submit')}
          </Button>
        </>
      ) : (
        <p className="agr-note" role="status">
          {t('agreements.sign.cannot', { status: t(`agreements.status.${a.status}`) })}
        </p>
      )}
    </>
  );
}
