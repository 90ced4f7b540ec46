import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApp } from '../../stores/app-store';
import { QueryState } from '../common/query-state';
import { loginOnly } from '../common/require-login';
import { formatMinorAmount } from '../../lib/money';
import { CallingCodeButton, FaceValueGrid, OperatorLine } from './home-parts';
import type { RechargeConfig } from './queries';
import { rechargePaths } from './paths';
import { useTopUpForm, type TopUpForm } from './use-top-up-form';
import './recharge.css';

const LOCALES = { zh: 'zh-CN', en: 'en', vi: 'vi' } as const;

/** The number: "+code ▾" (opens the area-code page) and the national number. */
function NumberCard({ form }: { form: TopUpForm }) {
  const { t } = useTranslation();
  return (
    <section className="recharge-card">
      <label className="recharge-label" htmlFor="recharge-mobile">{t('recharge.home.number')}</label>
      <div className="recharge-number">
        <CallingCodeButton code={form.code || form.draft.callingCode} onPick={form.pickCode} />
        <Input id="recharge-mobile" type="tel" inputMode="tel" autoComplete="tel-national" clearable value={form.draft.mobile} onChange={form.typed} placeholder={t('recharge.home.numberPlaceholder')} maxLength={20} data-testid="recharge-mobile" />
      </div>
    </section>
  );
}

/** The calling code's offer: a warning when it cannot be paid here, the operator, and its face values. */
function TopUpChoices({ form, config }: { form: TopUpForm; config: RechargeConfig }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const country = new Intl.DisplayNames([LOCALES[lang]], { type: 'region' }).of(config.country.iso);
  return (
    <>
      {!config.payable && <p className="recharge-warn" data-testid="recharge-not-payable">{t('recharge.home.notPayable', { country, currency: config.country.currency })}</p>}
      <OperatorLine
        operators={config.operators}
        current={form.current}
        recognised={form.recognised}
        portedOften={config.country.ported_often}
        open={form.choosing}
        onOpen={form.openChoice}
        onChoose={form.chooseOperator}
      />
      {form.operator && (
        <section className="recharge-card">
          <span className="recharge-label">{t('recharge.home.faceValues')}</span>
          <FaceValueGrid values={form.operator.face_values} chosen={form.draft.faceValue} onChoose={form.chooseFaceValue} />
        </section>
      )}
    </>
  );
}

/** The bottom bar: the chosen face value's price and "pay". */
function PayBar({ form }: { form: TopUpForm }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const { face } = form;
  return (
    <div className="recharge-paybar">
      <span className="recharge-paybar__total">
        {t('recharge.home.total')} <strong data-testid="recharge-total">{face ? formatMinorAmount(face.price, face.price_currency, lang) : '—'}</strong>
      </span>
      <Button color="primary" shape="rounded" disabled={!form.canPay} loading={form.paying} onClick={() => void form.submit()} data-testid="recharge-pay">
        {t('recharge.home.pay')}
      </Button>
    </div>
  );
}

/**
 * /pagesA/recharge/phone/home — a number (area code + national number), its operator recognised as it is
 * typed (the contracts' prefix table) and correctable, the operator's face values with their price in the
 * area's currency, and "pay", which orders the top-up and hands the answer to the payment engine's helper.
 */
function RechargeHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useTopUpForm();
  const { config } = form;

  return (
    <div className="recharge" data-testid="recharge-home">
      <button type="button" className="recharge-history" onClick={() => navigate(rechargePaths.list)} data-testid="recharge-history">
        {t('recharge.home.history')} <RightOutline />
      </button>
      <NumberCard form={form} />
      {!form.supported ? (
        <p className="recharge-warn" data-testid="recharge-unsupported">{t('recharge.home.unsupported', { code: form.draft.callingCode })}</p>
      ) : (
        <QueryState isPending={config.isPending} error={config.error} onRetry={() => void config.refetch()}>
          {config.data && <TopUpChoices form={form} config={config.data} />}
        </QueryState>
      )}
      <PayBar form={form} />
    </div>
  );
}

export const RechargeHomePage = loginOnly(RechargeHome);
