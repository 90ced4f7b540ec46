import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/http';

const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** "Verify a file": hashes the chosen PDF on the device (SHA-256) and asks whether it is the signed contract's. */
export function VerifyFile({ id }: { id: number }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [result, setResult] = useState<boolean | null>(null);
  const check = async (file: File | undefined) => {
    setResult(null);
    if (!file) return;
    const sha256 = hex(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()));
    try {
      setResult((await call('contractVerify', { body: { id, sha256 } })).match);
    } catch {
      // The call showed its message.
    }
  };
  return (
    <div className="agr-verify">
      <label htmlFor={inputId} className="agr-verify__label">
        {t('agreements.detail.verify')}
      </label>
      <p className="agr-hint">{t('agreements.detail.verifyHint')}</p>
      <input id={inputId} type="file" accept="application/pdf,.pdf" data-testid="agr-verify-input" onChange={(e) => void check(e.target.files?.[0])} />
      {result !== null && (
        <p role="status" className={result ? 'agr-ok' : 'agr-bad'} data-testid="agr-verify-result">
          {t(result ? 'agreements.detail.verifyMatch' : 'agreements.detail.verifyNoMatch')}
        </p>
      )}
    </div>
  );
}
