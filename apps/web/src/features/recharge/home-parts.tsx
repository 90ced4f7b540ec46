import DownFill from 'antd-mobile-icons/es/DownFill';
import { useTranslation } from 'react-i18next';
import { formatMinorAmount } from '../../lib/money';
import { useApp } from '../../stores/app-store';
import { faceValueText } from './money';
import type { RechargeConfig } from './queries';

type Operator = RechargeConfig['operators'][number];
type FaceValue = Operator['face_values'][number];

/** "+84 ▾" in front of the number: opens the app's area-code page. */
export function CallingCodeButton({ code, onPick }: { code: string; onPick(): void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="recharge-code" onClick={onPick} aria-label={`+${code} ${t('recharge.home.areaCode')}`} data-testid="recharge-area-code">
      +{code}
      <DownFill fontSize={10} />
    </button>
  );
}

/** The operator: the recognised one with a way to change it, or the country's operators to choose from. */
export function OperatorLine(props: { operators: Operator[]; current: string | null; recognised: string | null; portedOften: boolean; open: boolean; onOpen(): void; onChoose(id: string): void }) {
  const { t } = useTranslation();
  const { operators, current, recognised, portedOften, open } = props;
  const name = operators.find((o) => o.id === current)?.name;
  return (
    <section className="recharge-card" aria-label={t('recharge.home.operator')}>
      <div className="recharge-operator">
        <span className="recharge-label">{t('recharge.home.operator')}</span>
        {name ? (
          <span className="recharge-operator__name" data-testid="recharge-operator">
            {name}
            <span className="muted recharge-operator__how">{current === recognised ? t('recharge.home.recognised') : t('recharge.home.chosen')}</span>
          </span>
        ) : (
          <span className="muted recharge-operator__how" data-testid="recharge-operator-none">{t('recharge.home.notRecognised')}</span>
        )}
        {name && !open && (
          <button type="button" className="recharge-link" onClick={props.onOpen} data-testid="recharge-operator-change">
            {t('recharge.home.change')}
          </button>
        )}
      </div>
      {name && portedOften && <p className="recharge-hint">{t('recharge.home.portedHint')}</p>}
      {(open || !name) && (
        <div className="recharge-chips" role="radiogroup">
          {operators.map((o) => (
            <button key={o.id} type="button" role="radio" aria-checked={o.id === current} className={`recharge-chip${o.id === current ? ' is-on' : ''}`} onClick={() => props.onChoose(o.id)} data-testid={`recharge-operator-${o.id}`}>
              {o.name}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

/** The operator's face values, three a row: the credit in its currency, and the price in the area's. */
export function FaceValueGrid({ values, chosen, onChoose }: { values: FaceValue[]; chosen: number | null; onChoose(v: number): void }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  if (!values.length) return <p className="muted recharge-hint">{t('recharge.home.noFaceValues')}</p>;
  return (
    <div className="recharge-grid" role="radiogroup" aria-label={t('recharge.home.faceValues')}>
      {values.map((v) => {
        const value = faceValueText(v.amount, v.currency, lang);
        const price = formatMinorAmount(v.price, v.price_currency, lang);
        return (
          <button key={v.amount} type="button" role="radio" aria-checked={v.amount === chosen} className={`recharge-face${v.amount === chosen ? ' is-on' : ''}`} onClick={() => onChoose(v.amount)} data-testid={`recharge-face-${v.amount}`}>
            <span className="recharge-face__value">{value}</span>
            {/* The price only where it is not the face value itself. */}
            {price !== value && <span className="recharge-face__price">{t('recharge.home.price', { price })}</span>}
          </button>
        );
      })}
    </div>
  );
}
