import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { LOGISTICS, LOGISTICS_MODES, type LogisticsMode } from '@haiwai/contracts/logistics/constants';
import { fromMinor, toMinor } from '@haiwai/contracts/payments/constants';
import { ApiError, call } from '../../lib/http';
import { showToast } from '../../lib/feedback';
import { Chips } from '../common/chips';
import { useContentScope } from '../common/content-scope';
import { useSaveLine, type LogisticsLine } from './queries';
import { Popup } from '../common/lazy-parts';

interface Draft {
  company: number;
  from: string;
  to: string;
  mode: LogisticsMode;
  perKg: string;
  perCbm: string;
  min: string;
  daysMin: string;
  daysMax: string;
  note: string;
}

const draftOf = (l: LogisticsLine | null): Draft =>
  l
    ? { company: l.company.id, from: l.from_place, to: l.to_place, mode: l.mode, perKg: fromMinor(l.price_per_kg, l.currency), perCbm: fromMinor(l.price_per_cbm, l.currency), min: fromMinor(l.min_charge, l.currency), daysMin: String(l.days_min), daysMax: String(l.days_max), note: l.note }
    : { company: 0, from: '', to: '', mode: 'sea', perKg: '', perCbm: '', min: '0', daysMin: '', daysMax: '', note: '' };

/** My companies that may carry: live and passed review, in the area on screen. */
function useCarriers() {
  const { site } = useContentScope();
  return useQuery({
    queryKey: ['logistics', 'carriers', site],
    queryFn: async () => (await call('companyListUser', { query: { limit: 50 }, noLoading: true, silent: true })).list.filter((c) => c.status === 'online' && c.review_status === 'passed' && c.site_area_id === site),
  });
}

/** Publishing or editing a line (a sheet): my passed company, from → to, mode, prices in the area's currency, days. It waits for review. */
export function LineForm({ line, onClose }: { line: LogisticsLine | null; onClose(): void }) {
  const { t } = useTranslation();
  const carriers = useCarriers();
  const save = useSaveLine();
  const [d, setD] = useState<Draft>(() => draftOf(line));
  const [error, setError] = useState('');
  const edit = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const companies = carriers.data ?? [];
  const company = d.company || companies[0]?.id || 0;
  const currency = companies.find((c) => c.id === company)?.currency ?? line?.currency ?? 'VND';
  const submit = async () => {
    const perKg = toMinor(d.perKg || '0', currency);
    const perCbm = toMinor(d.perCbm || '0', currency);
    const min = toMinor(d.min || '0', currency);
    const daysMin = Number(d.daysMin);
    const daysMax = Number(d.daysMax);
    const problem = !company ? t('logistics.form.companyRequired') : d.from.trim().length < 2 || d.to.trim().length < 2 ? t('logistics.form.placesRequired') : perKg === null || perCbm === null || min === null || (perKg === 0 && perCbm === 0) ? t('logistics.form.priceRequired') : !Number.isInteger(daysMin) || !Number.isInteger(daysMax) || daysMin < 1 || daysMax < daysMin || daysMax > LOGISTICS.daysMax ? t('logistics.form.daysRequired') : '';
    setError(problem);
    if (problem || perKg === null || perCbm === null || min === null) return;
    try {
      await save.mutateAsync({ ...(line ? { id: line.id } : {}), company_id: company, from_place: d.from.trim(), to_place: d.to.trim(), mode: d.mode, price_per_kg: perKg, price_per_cbm: perCbm, min_charge: min, days_min: daysMin, days_max: daysMax, note: d.note.trim() });
      showToast(t('logistics.form.saved'));
      onClose();
    } catch (e) {
      if (e instanceof ApiError) setError(e.message);
    }
  };
  const text = (key: keyof Draft, label: string, props: Record<string, unknown> = {}) => (
    <label className="lg-field">
      <span>{label}</span>
      <input value={String(d[key])} onChange={(e) => edit({ [key]: e.target.value })} data-testid={`line-${key}`} {...props} />
    </label>
  );
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="lg-sheet" destroyOnClose>
      <div data-testid="line-form">
        <div className="lg-sheet__title">{line ? t('logistics.form.editTitle') : t('logistics.form.newTitle')}</div>
        {!carriers.isPending && !companies.length ? (
          <p className="lg-muted" data-testid="line-no-company">
            {t('logistics.form.noCompany')}
          </p>
        ) : (
          <>
            <div className="lg-field">
              <span>{t('logistics.form.company')}</span>
              <Chips<number> testId="line-company" value={[company]} onChange={(v) => v[0] && edit({ company: v[0] })} options={companies.map((c) => ({ label: c.title, value: c.id }))} />
            </div>
            <div className="lg-row2">
              {text('from', t('logistics.form.from'), { maxLength: LOGISTICS.placeMax })}
              {text('to', t('logistics.form.to'), { maxLength: LOGISTICS.placeMax })}
            </div>
            <div className="lg-field">
              <span>{t('logistics.form.mode')}</span>
              <Chips<LogisticsMode> testId="line-mode" value={[d.mode]} onChange={(v) => v[0] && edit({ mode: v[0] })} options={LOGISTICS_MODES.map((m) => ({ label: t(`logistics.mode.${m}`), value: m }))} />
            </div>
            <div className="lg-row2">
              {text('perKg', t('logistics.form.perKg', { currency }), { inputMode: 'decimal' })}
              {text('perCbm', t('logistics.form.perCbm', { currency }), { inputMode: 'decimal' })}
            </div>
            <div className="lg-row3">
              {text('min', t('logistics.form.min', { currency }), { inputMode: 'decimal' })}
              {text('daysMin', t('logistics.form.daysMin'), { inputMode: 'numeric' })}
              {text('daysMax', t('logistics.form.daysMax'), { inputMode: 'numeric' })}
            </div>
            {text('note', t('logistics.form.note'), { maxLength: LOGISTICS.noteMax })}
            {error && (
              <div className="lg-error" role="alert" data-testid="line-error">
                {error}
              </div>
            )}
            <Button block color="primary" shape="rounded" loading={save.isPending} onClick={() => void submit()} data-testid="line-submit">
              {t('logistics.form.submit')}
            </Button>
          </>
        )}
      </div>
    </Popup>
  );
}
