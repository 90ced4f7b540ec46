import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { RECHARGE, RECHARGE_CALLING_CODES, recogniseOperator } from '@haiwai/contracts/recharge/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../app/paths';
import { useApp } from '../../stores/app-store';
import { QueryState } from '../common/query-state';
import { loginOnly } from '../common/require-login';
import { formatMinorAmount } from '../listings';
// The payment engine's pay helper (docs/payments.md §10); the payments feature has no index.ts to export it from yet.
 
import { usePay } from '../payments';
import { useRechargeDraft } from './draft-store';
import { CallingCodeButton, FaceValueGrid, OperatorLine } from './home-parts';
import { useOrderTopUp, useRechargeConfig } from './queries';
import { rechargePaths } from './screens';
import './recharge.css';

const LOCALES = { zh: 'zh-CN', en: 'en', vi: 'vi' } as const;

/**
 * /pagesA/recharge/phone/home — a number (area code + national number), its operator recognised as it is
 * typed (the contracts' prefix table) and correctable, the operator's face values with their price in the
 * area's currency, and "pay", which orders the top-up and hands the answer to the payment engine's helper.
 */
function RechargeHome() {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const navigate = useNavigate();
  const pay = usePay();
  const draft = useRechargeDraft();
  const [choosing, setChoosing] = useState(false);

  // Back from the area-code page it was sent to: take the code picked there.
  useEffect(() => {
    const d = useRechargeDraft.getState();
    if (d.pickingAreaCode) d.set({ pickingAreaCode: false, callingCode: useApp.getState().areaCode, operator: null, faceValue: null });
  }, []);

  const supported = !draft.callingCode || RECHARGE_CALLING_CODES.includes(draft.callingCode);
  const config = useRechargeConfig(draft.callingCode, supported);
  const c = config.data;
  const code = draft.callingCode || c?.country.calling_code || '';
  const recognised = code ? recogniseOperator(code, draft.mobile) : null;
  const current = draft.operator ?? recognised;
  const operator = c?.operators.find((o) => o.id === current);
  const face = operator?.face_values.find((v) => v.amount === draft.faceValue);
  const digits = draft.mobile.replace(/\D/g, '').replace(/^0+/, '');
  const order = useOrderTopUp();
  const canPay = Boolean(c?.payable && operator && face && digits.length >= RECHARGE.nationalMin);

  const typed = (mobile: string) => {
    const next = code ? recogniseOperator(code, mobile) : null;
    draft.set({ mobile, ...(next !== recognised ? { operator: null, faceValue: null } : {}) });
  };
  const pickCode = () => {
    draft.set({ pickingAreaCode: true });
    navigate(PATHS.areaCode);
  };
  const submit = async () => {
    if (!operator || !face) return;
    pay(await order.mutateAsync({ area_code: code, mobile: draft.mobile, operator: operator.id, face_value: face.amount }));
  };
  const country = c ? new Intl.DisplayNames([LOCALES[lang]], { type: 'region' }).of(c.country.iso) : '';

  return (
    <div className="recharge" data-testid="recharge-home">
      <button type="button" className="recharge-history" onClick={() => navigate(rechargePaths.list)} data-testid="recharge-history">
        {t('recharge.home.history')} <RightOutline />
      </button>
      <section className="recharge-card">
        <label className="recharge-label" htmlFor="recharge-mobile">{t('recharge.home.number')}</label>
        <div className="recharge-number">
          <CallingCodeButton code={code || draft.callingCode} onPick={pickCode} />
          <Input id="recharge-mobile" type="tel" inputMode="tel" autoComplete="tel-national" clearable value={draft.mobile} onChange={typed} placeholder={t('recharge.home.numberPlaceholder')} maxLength={20} data-testid="recharge-mobile" />
        </div>
      </section>
      {!supported ? (
        <p className="recharge-warn" data-testid="recharge-unsupported">{t('recharge.home.unsupported', { code: draft.callingCode })}</p>
      ) : (
        <QueryState isPending={config.isPending} error={config.error} onRetry={() => void config.refetch()}>
          {c && (
            <>
              {!c.payable && <p className="recharge-warn" data-testid="recharge-not-payable">{t('recharge.home.notPayable', { country, currency: c.country.currency })}</p>}
              <OperatorLine
                operators={c.operators}
                current={current}
                recognised={recognised}
                portedOften={c.country.ported_often}
                open={choosing}
                onOpen={() => setChoosing(true)}
                onChoose={(id) => {
                  draft.set({ operator: id, faceValue: null });
                  setChoosing(false);
                }}
              />
              {operator && (
                <section className="recharge-card">
                  <span className="recharge-label">{t('recharge.home.faceValues')}</span>
                  <FaceValueGrid values={operator.face_values} chosen={draft.faceValue} onChoose={(v) => draft.set({ faceValue: v })} />
                </section>
              )}
            </>
          )}
        </QueryState>
      )}
      <div className="recharge-paybar">
        <span className="recharge-paybar__total">
          {t('recharge.home.total')} <strong data-testid="recharge-total">{face ? formatMinorAmount(face.price, face.price_currency, lang) : '—'}</strong>
        </span>
        <Button color="primary" shape="rounded" disabled={!canPay} loading={order.isPending} onClick={() => void submit()} data-testid="recharge-pay">
          {t('recharge.home.pay')}
        </Button>
      </div>
    </div>
  );
}

export const RechargeHomePage = loginOnly(RechargeHome);
