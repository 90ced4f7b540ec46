import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { EXCHANGE_BASE, RATE_PATTERN } from '@haiwai/contracts/exchange/constants';
import { useApp } from '../../stores/app-store';
import { AdminOnly, useAdminAreas } from '../common/admin-access';
import { useContentScope } from '../common/content-scope';
import { QueryState } from '../common/query-state';
import { useSiteAreas } from '../site';
import { CurrencyLabel, formatRate } from './currency';
import { useExchangeRates, usePutExchange, type CurrencyRate, type ExchangeRates } from './queries';
import { SourceTag } from './tags';
import { showToast } from '../../lib/feedback';
import './exchange.css';
import { formatDateTime } from '../../lib/time';

/** /pagesA/manage/exchange — an area admin sets the area's own rates (units per 1 USD), sees who set them and when. */
export function ManageExchangePage() {
  return (
    <AdminOnly>
      <ManageExchange />
    </AdminOnly>
  );
}

/** The area to edit: the current one when I manage it (super admins manage every area), else my first. */
function useManagedArea(): number {
  const mine = useAdminAreas();
  const { site } = useContentScope();
  return mine.length === 0 || mine.includes(site) ? site : mine[0]!;
}

function ManageExchange() {
  const areaId = useManagedArea();
  const rates = useExchangeRates(areaId || undefined);
  return (
    <div className="fx" data-testid="exchange-manage">
      <QueryState isPending={rates.isPending} error={rates.error} onRetry={() => void rates.refetch()}>
        {rates.data && <RateForm key={rates.data.site_area_id} rates={rates.data} />}
      </QueryState>
    </div>
  );
}

const validRate = (v: string) => RATE_PATTERN.test(v) && /[1-9]/.test(v);

/** 1 `of` in area units, with the drafts in place of the stored rates: what the admin is about to say. */
function preview(rates: ExchangeRates, drafts: Record<string, string>, of: string): string | null {
  const perUsd = (c: string) => (validRate(drafts[c] ?? '') ? drafts[c]! : rates.currencies.find((x) => x.currency === c)?.per_usd);
  const a = perUsd(rates.area_currency);
  const b = perUsd(of);
  return a && b ? String(Number(a) / Number(b)) : null;
}

function RateForm({ rates }: { rates: ExchangeRates }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const areaName = useSiteAreas().data?.find((a) => a.id === rates.site_area_id)?.name ?? rates.area_currency;
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [resets, setResets] = useState<readonly string[]>([]);
  const put = usePutExchange();
  const editable = rates.currencies.filter((c) => c.currency !== EXCHANGE_BASE);
  const bad = Object.entries(drafts).filter(([, v]) => v.trim() !== '' && !validRate(v.trim()));

  const save = () => {
    if (bad.length) return;
    const changed = Object.entries(drafts)
      .map(([currency, v]) => ({ currency, per_usd: v.trim() }))
      .filter((r) => r.per_usd !== '' && r.per_usd !== rates.currencies.find((c) => c.currency === r.currency)?.per_usd);
    const list = [...changed, ...resets.filter((c) => !drafts[c]?.trim()).map((currency) => ({ currency, per_usd: null }))];
    if (list.length === 0) {
      showToast({ content: t('exchange.manage.nothing') });
      return;
    }
    put.mutate(
      { site_area_id: rates.site_area_id, rates: list },
      {
        onSuccess: () => {
          setDrafts({});
          setResets([]);
          showToast({ icon: 'success', content: t('exchange.manage.saved') });
        },
      },
    );
  };

  return (
    <>
      <header className="fx-section">
        <h1 className="fx-section__title">{t('exchange.manage.title', { area: areaName })}</h1>
        <p className="fx-hint">{t('exchange.manage.hint')}</p>
      </header>
      <ul className="fx-list fx-section">
        {editable.map((c) => (
          <RateRow
            key={c.currency}
            rate={c}
            rates={rates}
            draft={drafts[c.currency] ?? ''}
            reset={resets.includes(c.currency)}
            onDraft={(v) => setDrafts((d) => ({ ...d, [c.currency]: v }))}
            onReset={(on) => setResets((r) => (on ? [...r, c.currency] : r.filter((x) => x !== c.currency)))}
            previewRate={preview(rates, drafts, c.currency === rates.area_currency ? rates.home : c.currency)}
            lang={lang}
          />
        ))}
      </ul>
      <div className="fx-actions">
        <Button color="primary" block shape="rounded" loading={put.isPending} disabled={bad.length > 0} onClick={save} data-testid="fx-save">
          {t('exchange.manage.save')}
        </Button>
      </div>
    </>
  );
}

interface RowProps {
  rate: CurrencyRate;
  rates: ExchangeRates;
  draft: string;
  reset: boolean;
  onDraft(v: string): void;
  onReset(on: boolean): void;
  previewRate: string | null;
  lang: ReturnType<typeof useApp.getState>['lang'];
}

function RateRow({ rate: c, rates, draft, reset, onDraft, onReset, previewRate, lang }: RowProps) {
  const { t } = useTranslation();
  const id = `fx-rate-${c.currency}`;
  const invalid = draft.trim() !== '' && !validRate(draft.trim());
  const of = c.currency === rates.area_currency ? rates.home : c.currency;
  return (
    <li className="fx-row fx-row--edit" data-testid={`fx-edit-${c.currency}`}>
      <CurrencyLabel code={c.currency} lang={lang} />
      <div className="fx-row__rates">
        <div className="fx-row__meta">
          {t('exchange.manage.now', { rate: formatRate(c.per_usd, lang) })}
          <SourceTag source={c.source} />
          {c.stale && <span className="fx-tag fx-tag--stale">{t('exchange.home.stale')}</span>}
        </div>
        {c.source === 'admin' && (
          <div className="fx-row__meta" data-testid={`fx-setby-${c.currency}`}>
            {c.set_by && t('exchange.manage.setBy', { name: c.set_by.name, time: formatDateTime(c.updated_at, lang) })}
            {c.feed_per_usd && ` · ${t('exchange.manage.feed', { rate: formatRate(c.feed_per_usd, lang) })}`}
          </div>
        )}
        <label className="fx-field" htmlFor={id}>
          <span className="fx-field__label">{t('exchange.manage.perUsd', { code: c.currency })}</span>
        </label>
        <input id={id} className="fx-input" inputMode="decimal" value={draft} placeholder={c.per_usd} onChange={(e) => onDraft(e.target.value)} aria-invalid={invalid} data-testid={id} />
        {invalid && <p className="fx-error" role="alert">{t('exchange.manage.invalid')}</p>}
        {draft.trim() && !invalid && previewRate && of !== rates.area_currency && (
          <div className="fx-row__meta">{t('exchange.manage.preview', { home: of, area: rates.area_currency, rate: formatRate(previewRate, lang) })}</div>
        )}
        {c.source === 'admin' && (
          <button type="button" className="fx-link" onClick={() => onReset(!reset)} data-testid={`fx-reset-${c.currency}`}>
            {reset ? t('exchange.manage.undoReset') : t('exchange.manage.reset')}
          </button>
        )}
        {reset && <div className="fx-row__meta">{t('exchange.manage.willReset')}</div>}
      </div>
    </li>
  );
}
