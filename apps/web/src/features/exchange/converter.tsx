import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { EXCHANGE, minorDigits, toMinor } from '@haiwai/contracts/exchange/constants';
import { useApp } from '../../stores/app-store';
import { formatMinorAmount } from '../listings';
import { currencyName, formatRate } from './currency';
import { useConvert } from './queries';

interface Props {
  /** The currencies offered, the area's first. */
  currencies: readonly string[];
  initialFrom: string;
  initialTo: string;
}

/** Amount, from, to, swap: the server converts exactly and says at which rate (and whether it is stale). */
export function Converter({ currencies, initialFrom, initialTo }: Props) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const [amount, setAmount] = useState('100');
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const [invalid, setInvalid] = useState(false);
  const convert = useConvert();
  const answer = convert.data && convert.data.from === from && convert.data.to === to ? convert.data : null;

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const minor = toMinor(amount.replace(/[,\s]/g, ''), from);
    const ok = minor !== null && minor <= EXCHANGE.amountMax;
    setInvalid(!ok);
    if (ok) convert.mutate({ from, to, amount: minor });
  };
  const swap = () => {
    setFrom(to);
    setTo(from);
    convert.reset();
  };
  const picker = (id: string, value: string, onChange: (v: string) => void) => (
    <select
      id={id}
      className="fx-select"
      value={value}
      onChange={(e) => {
        onChange(e.target.value);
        convert.reset();
      }}
      data-testid={id}
    >
      {currencies.map((c) => (
        <option key={c} value={c}>
          {`${c} · ${currencyName(c, lang)}`}
        </option>
      ))}
    </select>
  );

  return (
    <form className="fx-section fx-conv" onSubmit={submit} data-testid="fx-converter">
      <h2 className="fx-section__title">{t('exchange.converter.title')}</h2>
      <label className="fx-field">
        <span className="fx-field__label">{t('exchange.converter.amount')}</span>
        <input className="fx-input" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} aria-invalid={invalid} data-testid="fx-amount" />
      </label>
      {invalid && (
        <p className="fx-error" role="alert">
          {t('exchange.converter.invalid', { code: from, digits: minorDigits(from) })}
        </p>
      )}
      <div className="fx-conv__pair">
        <label className="fx-field" htmlFor="fx-from">
          <span className="fx-field__label">{t('exchange.converter.from')}</span>
        </label>
        {picker('fx-from', from, setFrom)}
        <button type="button" className="fx-swap" onClick={swap} aria-label={t('exchange.converter.swap')} data-testid="fx-swap">
          <span aria-hidden>⇅</span>
        </button>
        <label className="fx-field" htmlFor="fx-to">
          <span className="fx-field__label">{t('exchange.converter.to')}</span>
        </label>
        {picker('fx-to', to, setTo)}
      </div>
      <Button type="submit" color="primary" block shape="rounded" loading={convert.isPending} data-testid="fx-submit">
        {t('exchange.converter.submit')}
      </Button>
      {answer && (
        <div className="fx-result" data-testid="fx-result" aria-live="polite">
          <div className="fx-result__main">
            {t('exchange.converter.result', { from: formatMinorAmount(answer.amount, answer.from, lang), to: formatMinorAmount(answer.result, answer.to, lang) })}
          </div>
          <div className="fx-result__rate">
            {t('exchange.converter.rate', { from: answer.from, to: answer.to, rate: formatRate(answer.rate, lang) })}
            {answer.stale && <span className="fx-tag fx-tag--stale">{t('exchange.home.stale')}</span>}
          </div>
        </div>
      )}
    </form>
  );
}
