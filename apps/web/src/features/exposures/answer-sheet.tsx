import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import Toast from 'antd-mobile/es/components/toast';
import { EXPOSURE, type ExposureProof } from '@haiwai/contracts/exposures/constants';
import { ApiError } from '../../lib/http';
import { RequireLogin } from '../common/require-login';
import { useReply, useReplyCode, type Exposure } from './queries';
import { Popup } from '../common/lazy-parts';

/** The proofs this exposure allows: the SMS code when it names a phone, ownership when it names a company or a listing. */
const proofsOf = (e: Exposure): ExposureProof[] => [...(e.party.phone ? (['sms'] as const) : []), ...(e.party.company ? (['company'] as const) : []), ...(e.party.listing ? (['listing'] as const) : [])];

/** The exposed party's one answer: prove who you are (SMS code to the named phone, or owning the company or listing), then write. */
export function AnswerSheet({ e, onClose }: { e: Exposure; onClose(): void }) {
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="expo-sheet" destroyOnClose>
      <RequireLogin>
        <AnswerForm e={e} onDone={onClose} />
      </RequireLogin>
    </Popup>
  );
}

function AnswerForm({ e, onDone }: { e: Exposure; onDone(): void }) {
  const { t } = useTranslation();
  const proofs = proofsOf(e);
  const [proof, setProof] = useState<ExposureProof>(proofs[0] ?? 'sms');
  const [areaCode, setAreaCode] = useState('84');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState('');
  const [wait, setWait] = useState(0);
  const sendCode = useReplyCode();
  const reply = useReply();
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  const fail = (err: unknown) => setError(err instanceof ApiError ? err.message : String(err));

  const send = async () => {
    if (!mobile.trim()) return setError(t('exposure.answer.phoneRequired'));
    setError('');
    try {
      const sent = await sendCode.mutateAsync({ id: e.id, body: { area_code: areaCode.trim().replace(/^\+/, ''), mobile: mobile.trim() } });
      setWait(sent.resend_in);
      Toast.show({ content: t('exposure.answer.codeSent') });
    } catch (err) {
      fail(err);
    }
  };
  const submit = async () => {
    const problem = body.trim().length < EXPOSURE.replyMin ? t('exposure.answer.bodyShort') : proof === 'sms' && !/^\d{6}$/.test(code.trim()) ? t('exposure.answer.codeRequired') : '';
    setError(problem);
    if (problem) return;
    const sms = proof === 'sms' ? { area_code: areaCode.trim().replace(/^\+/, ''), mobile: mobile.trim(), code: code.trim() } : {};
    try {
      await reply.mutateAsync({ id: e.id, body: { proof, body: body.trim(), ...sms } });
      Toast.show({ content: t('exposure.answer.done') });
      onDone();
    } catch (err) {
      fail(err);
    }
  };

  return (
    <div className="expo-form" data-testid="exposure-answer-sheet">
      <h2 className="expo-sheet__title">{t('exposure.answer.title')}</h2>
      <p className="expo-note">{t('exposure.answer.intro')}</p>
      <fieldset className="expo-proofs">
        <legend>{t('exposure.answer.proof')}</legend>
        {proofs.map((p) => (
          <label key={p} className="expo-check">
            <input type="radio" name="proof" checked={proof === p} onChange={() => setProof(p)} data-testid={`exposure-proof-${p}`} />
            <span>{t(`exposure.proof.${p}`)}</span>
          </label>
        ))}
      </fieldset>
      {proof === 'sms' && (
        <>
          <div className="expo-row">
            <label className="expo-field expo-field--code">
              <span>{t('exposure.answer.areaCode')}</span>
              <input value={areaCode} inputMode="numeric" onChange={(ev) => setAreaCode(ev.target.value)} data-testid="exposure-answer-area" />
            </label>
            <label className="expo-field">
              <span>{t('exposure.answer.mobile')}</span>
              <input type="tel" value={mobile} onChange={(ev) => setMobile(ev.target.value)} data-testid="exposure-answer-mobile" />
            </label>
          </div>
          <div className="expo-row">
            <label className="expo-field">
              <span>{t('exposure.answer.code')}</span>
              <input value={code} inputMode="numeric" maxLength={6} autoComplete="one-time-code" onChange={(ev) => setCode(ev.target.value)} data-testid="exposure-answer-code" />
            </label>
            <Button shape="rounded" className="expo-send" disabled={wait > 0} loading={sendCode.isPending} onClick={() => void send()} data-testid="exposure-answer-send">
              {wait > 0 ? t('exposure.answer.resend', { seconds: wait }) : t('exposure.answer.sendCode')}
            </Button>
          </div>
        </>
      )}
      <div className="expo-field">
        <span>{t('exposure.answer.body')}</span>
        <TextArea value={body} onChange={setBody} placeholder={t('exposure.answer.bodyPlaceholder')} maxLength={EXPOSURE.replyMax} rows={4} aria-label={t('exposure.answer.body')} data-testid="exposure-answer-body" />
      </div>
      {error && (
        <div className="expo-error" role="alert" data-testid="exposure-answer-error">
          {error}
        </div>
      )}
      <Button block color="primary" shape="rounded" size="large" loading={reply.isPending} onClick={() => void submit()} data-testid="exposure-answer-submit">
        {t('exposure.answer.submit')}
      </Button>
    </div>
  );
}
