import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import Selector from 'antd-mobile/es/components/selector';
import { ADS } from '@haiwai/contracts/ads/constants';
import { call } from '../../lib/http';
import type { Lang } from '../../lib/contracts';
import { FieldInput, FieldTextArea } from '../common/field-input';
import { QueryState } from '../common/query-state';
import { loginOnly } from '../common/require-login';
import { uploadImage } from '../common/upload';
import { formatMinorAmount } from '../../lib/money';
 
import { usePay } from '../payments';
import { DayPicker } from './day-picker';
import { useAdPositions, useMyLiveListings, type AdPosition } from './queries';
import { showToast } from '../../lib/feedback';
import { ImageUploader } from '../common/lazy-parts';
import './ads.css';

/** /pagesA/common/ad-buy: a position, its days (taken ones disabled), the creative and its link, then pay. */
function AdBuy() {
  const { t, i18n } = useTranslation();
  const positions = useAdPositions();
  const [priceId, setPriceId] = useState(0);
  const list = positions.data ?? [];
  const position = list.find((p) => p.price.id === priceId) ?? list[0];
  return (
    <div className="ad-buy" data-testid="ad-buy">
      <QueryState isPending={positions.isPending} error={positions.error} onRetry={() => void positions.refetch()}>
        {!position ? (
          <p className="ad-empty">{t('ads.buy.none')}</p>
        ) : (
          <>
            <section className="ad-card">
              <h3>{t('ads.buy.position')}</h3>
              <Selector
                columns={1}
                value={[position.price.id]}
                onChange={(v) => v[0] && setPriceId(v[0])}
                options={list.map((p) => ({ value: p.price.id, label: p.price.name, description: t('ads.buy.perDay', { price: formatMinorAmount(p.price.amount, p.price.currency, i18n.language as Lang) }) }))}
              />
            </section>
            <AdForm key={position.price.id} position={position} />
          </>
        )}
      </QueryState>
    </div>
  );
}

function AdForm({ position }: { position: AdPosition }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const pay = usePay();
  const navigate = useNavigate();
  const listings = useMyLiveListings();
  const [days, setDays] = useState<string[]>([]);
  const [images, setImages] = useState<ImageUploadItem[]>([]);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [link, setLink] = useState(0);
  const [contact, setContact] = useState('');
  const [busy, setBusy] = useState(false);
  const total = position.price.amount * days.length;

  const submit = async () => {
    if (!days.length) return void showToast({ content: t('ads.buy.needDates') });
    if (!images[0]) return void showToast({ content: t('ads.buy.needImage') });
    setBusy(true);
    try {
      const body = { price_id: position.price.id, dates: days, image: images[0].url, title: title.trim(), text: text.trim(), contact: contact.trim(), ...(link ? { listing_id: link } : {}) };
      pay(await call('adPay', { body }));
    } catch {
      // The call showed its message (a day just taken, a field); the buyer fixes it and taps again.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <section className="ad-card">
        <h3>{t('ads.buy.dates')}</h3>
        <p className="muted">{t('ads.buy.datesHint', { days: ADS.horizonDays, max: position.max_days })}</p>
        <DayPicker first={position.first_day} last={position.last_day} taken={position.taken} max={position.max_days} value={days} onChange={setDays} />
        <div className="ad-days__summary">
          <span data-testid="ad-days-count">{t('ads.buy.selected', { count: days.length })}</span>
          {days.length > 0 && (
            <button type="button" className="link-button" onClick={() => setDays([])}>
              {t('ads.buy.clear')}
            </button>
          )}
        </div>
      </section>
      <section className="ad-card ad-form">
        <h3>{t('ads.buy.image')}</h3>
        <p className="muted">{t('ads.buy.imageHint')}</p>
        <ImageUploader value={images} onChange={setImages} maxCount={1} accept="image/*" upload={async (file) => ({ url: (await uploadImage(file)).url })} data-testid="ad-image" />
        <label>{t('ads.buy.title')}</label>
        <FieldInput value={title} onChange={setTitle} maxLength={ADS.titleMax} placeholder={t('ads.buy.titlePlaceholder')} testId="ad-title" />
        <label>{t('ads.buy.text')}</label>
        <FieldTextArea value={text} onChange={setText} maxLength={ADS.textMax} rows={3} showCount placeholder={t('ads.buy.textPlaceholder')} testId="ad-text" />
        <label>{t('ads.buy.link')}</label>
        <Selector columns={1} value={[link]} onChange={(v) => setLink(v[0] ?? 0)} options={[{ value: 0, label: t('ads.buy.linkNone') }, ...listings.map((l) => ({ value: l.id, label: l.title }))]} />
        <label>{t('ads.buy.contact')}</label>
        <FieldInput value={contact} onChange={setContact} maxLength={ADS.contactMax} placeholder={t('ads.buy.contactPlaceholder')} testId="ad-contact" />
      </section>
      <p className="muted ad-note">{t('ads.buy.review')}</p>
      <div className="ad-paybar">
        <span>
          {t('ads.buy.total')} <strong data-testid="ad-total">{formatMinorAmount(total, position.price.currency, lang)}</strong>
        </span>
        <Button color="primary" shape="rounded" loading={busy} disabled={!title.trim()} onClick={() => void submit()} data-testid="ad-pay">
          {t('ads.buy.pay')}
        </Button>
      </div>
      <button type="button" className="link-button ad-mine-link" onClick={() => navigate(ADS.listPath)} data-testid="ad-my-ads">
        {t('ads.buy.myAds')}
      </button>
    </>
  );
}

export const AdBuyPage = loginOnly(AdBuy);
