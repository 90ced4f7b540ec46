import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { EXCHANGE, minorDigits, toMinor } from '@haiwai/contracts/exchange/constants';
import { useApp } from '../../stores/app-store';
import { formatMinorAmount } from '../../lib/money';
import { currencyName, formatRate } from './currency';
import { useConvert, type Conversion } from './queries';

interface Props {
  /** The currencies offered, the area's first. */
  currencies: readonly string[];
  initialFrom: string;
  initialTo: string;
}

/** The converter's amount, pair and the server's answer for that pair (an answer for another pair is not shown). */
function useConverterForm(initialFrom: string, initialTo: string) {
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
  // A new currency makes the shown answer stale.
  const pickFrom = (code: string) => {
    setFrom(code);
    convert.reset();
  };
  const pickTo = (code: string) => {
    setTo(code);
    convert.reset();
  };
  return { amount, setAmount, from, to, invalid, converting: convert.isPending, answer, submit, swap, pickFrom, pickTo };
}

/** One side of the pair: every offered currency with its name in the person's language. */
function CurrencyPicker({ id, value, currencies, onChange }: { id: string; value: string; currencies: readonly string[]; onChange(code: string): void }) {
  const lang = useApp((s) => s.lang);
  return (
    <select id={id} className="fx-select" value={value} onChange={(e) => onChange(e.target.value)} data-testid={id}>
      {currencies.map((c) => (
        <option key={c} value={c}>
          {`${c} · ${currencyName(c, lang)}`}
        </option>
      ))}
    </select>
  );
}

/** The server's answer: both amounts, the rate used and whether that rate is stale. */
function ConversionResult({ answer }: { answer: Conversion }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  return (
    <div className="fx-result" data-testid="fx-result" aria-live="polite">
      <div className="fx-result__main">
        {t('exchange.converter.result', { from: formatMinorAmount(answer.amount, answer.from, lang), to: formatMinorAmount(answer.result, answer.to, lang) })}
      </div>
      <div className="fx-result__rate">
        {t('exchange.converter.rate', { from: answer.from, to: answer.to, rate: formatRate(answer.rate, lang) })}
        {answer.stale && <span className="fx-tag fx-tag--stale">{t('exchange.home.stale')}</span>}
      </div>
    </div>
  );
}

/** Amount, from, to, swap: the server converts exactly and says at which rate (and whether it is stale). */
export function Converter({ currencies, initialFrom, initialTo }: Props) {
  const { t } = useTranslation();
  const form = useConverterForm(initialFrom, initialTo);

  return (
    <form className="fx-section fx-conv" onSubmit={form.submit} data-testid="fx-converter">
      <h2 className="fx-section__title">{t('exchange.converter.title')}</h2>
      <label className="fx-field">
        <span className="fx-field__label">{t('exchange.converter.amount')}</span>
        <input className="fx-input" inputMode="decimal" value={form.amount} onChange={(e) => form.setAmount(e.target.value)} aria-invalid={form.invalid} data-testid="fx-amount" />
      </label>
      {form.invalid && (
        <p className="fx-error" role="alert">
          {t('exchange.converter.invalid', { code: form.from, digits: minorDigits(form.from) })}
        </p>
      )}
      <div className="fx-conv__pair">
        <label className="fx-field" htmlFor="fx-from">
          <span className="fx-field__label">{t('exchange.converter.from')}</span>
        </label>
        <CurrencyPicker id="fx-from" value={form.from} currencies={currencies} onChange={form.pickFrom} />
        <button type="button" className="fx-swap" onClick={form.swap} aria-label={t('exchange.converter.swap')} data-testid="fx-swap">
          <span aria-hidden>⇅</span>
        </button>
        <label className="fx-field" htmlFor="fx-to">
          <span className="fx-field__label">{t('exchange.converter.to')}</span>
        </label>
        <CurrencyPicker id="fx-to" value={form.to} currencies={currencies} onChange={form.pickTo} />
      </div>
      <Button type="submit" color="primary" block shape="rounded" loading={form.converting} data-testid="fx-submit">
        {t('exchange.converter.submit')}
      </Button>
      {form.answer && <ConversionResult answer={form.answer} />}
    </form>
  );
}
