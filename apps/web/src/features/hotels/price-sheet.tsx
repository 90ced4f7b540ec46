import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { FieldInput } from '../common/field-input';
import { minorToTyped, typedToMinor } from './money';
import { Popup } from '../common/lazy-parts';

/** The nightly price range, typed in the area's currency (major units) and handed back in minor units. */
export function PriceSheet({ visible, currency, min, max, onClose, onApply }: { visible: boolean; currency: string; min: string; max: string; onClose(): void; onApply(min: string, max: string): void }) {
  const { t } = useTranslation();
  const [low, setLow] = useState(min ? minorToTyped(Number(min), currency) : '');
  const [high, setHigh] = useState(max ? minorToTyped(Number(max), currency) : '');
  const lowMinor = typedToMinor(low, currency);
  const highMinor = typedToMinor(high, currency);
  const bad = (low.trim() !== '' && lowMinor === null) || (high.trim() !== '' && highMinor === null) || (lowMinor !== null && highMinor !== null && highMinor < lowMinor);
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="hsheet">
      <div data-testid="hotel-price-sheet">
        <div className="hsheet__title">{t('hotels.list.priceLabel', { currency })}</div>
        <div className="hsheet__range">
          <FieldInput type="number" inputMode="decimal" value={low} onChange={setLow} placeholder={t('hotels.list.priceMin')} aria-label={t('hotels.list.priceMin')} testId="hotel-price-min" />
          <span aria-hidden>–</span>
          <FieldInput type="number" inputMode="decimal" value={high} onChange={setHigh} placeholder={t('hotels.list.priceMax')} aria-label={t('hotels.list.priceMax')} testId="hotel-price-max" />
        </div>
        <div className="hsheet__actions">
          <Button shape="rounded" onClick={() => onApply('', '')} data-testid="hotel-price-reset">
            {t('hotels.list.priceReset')}
          </Button>
          <Button color="primary" shape="rounded" disabled={bad} onClick={() => onApply(lowMinor === null ? '' : String(lowMinor), highMinor === null ? '' : String(highMinor))} data-testid="hotel-price-apply">
            {t('hotels.list.priceApply')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
