import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Dropdown, { type DropdownRef } from 'antd-mobile/es/components/dropdown';
import Input from 'antd-mobile/es/components/input';
import type { ListingKindDef } from '@haiwai/contracts/listings';
import { useApp } from '../../stores/app-store';
import { Chips } from '../common/chips';
import { activeFilterCount, controlKeys, filterControls, patchFilters, type FilterControl, type FilterState } from './filters';
import { currencySymbol } from './price';
import { pick } from './registry';
import { useDistricts } from './queries';

interface Props {
  def: ListingKindDef;
  state: FilterState;
  fixed: Record<string, string>;
  onChange(next: FilterState): void;
}

/** District, price, the declaration's other filters and the sort, as one antd-mobile Dropdown. */
export function FilterBar({ def, state, fixed, onChange }: Props) {
  const { t } = useTranslation();
  const ref = useRef<DropdownRef>(null);
  const lang = useApp((s) => s.lang);
  const areaCurrency = useApp((s) => s.basicConfig?.currency ?? '');
  const areaSymbol = currencySymbol(areaCurrency, areaCurrency, useApp((s) => s.basicConfig?.currency_symbol));
  const controls = filterControls(def).filter((c) => c.field !== 'category_id' && !controlKeys(c).some((k) => k in fixed));
  const district = controls.find((c) => c.field === 'district_id');
  const price = def.price ? controls.find((c) => c.field === 'price') : undefined;
  const others = controls.filter((c) => c !== district && c !== price && c.def);
  const districts = useDistricts(Boolean(district));
  const close = () => ref.current?.close();
  const apply = (patch: Record<string, string | undefined>) => {
    onChange(patchFilters(state, patch));
    close();
  };
  const moreCount = activeFilterCount(def, state, fixed) - (state.district_id ? 1 : 0) - (state.price_min || state.price_max ? 1 : 0);
  const districtName = districts.data?.find((d) => String(d.id) === state.district_id)?.name;
  const sort = state.sort ?? def.sorts[0];

  return (
    <div className="lfilter" data-testid="listing-filters">
      <Dropdown ref={ref}>
        {district ? (
          <Dropdown.Item key="district" title={<Title on={Boolean(state.district_id)}>{districtName ?? t('listing.filter.district')}</Title>}>
            <div className="lfilter__panel" data-testid="filter-district">
              <Chips
                value={[state.district_id ?? '']}
                options={[{ label: t('listing.filter.any'), value: '' }, ...(districts.data ?? []).map((d) => ({ label: d.name, value: String(d.id) }))]}
                onChange={(v) => apply({ district_id: v[0] || undefined })}
              />
            </div>
          </Dropdown.Item>
        ) : null}
        {price ? (
          <Dropdown.Item key="price" title={<Title on={Boolean(state.price_min || state.price_max)}>{t('listing.filter.price')}</Title>}>
            <RangePanel control={price} state={state} onApply={apply} suffix={areaSymbol} />
          </Dropdown.Item>
        ) : null}
        {others.length > 0 ? (
          <Dropdown.Item key="more" title={<Title on={moreCount > 0}>{moreCount > 0 ? `${t('listing.filter.more')}(${moreCount})` : t('listing.filter.more')}</Title>}>
            <MorePanel controls={others} state={state} onApply={apply} lang={lang} />
          </Dropdown.Item>
        ) : null}
        <Dropdown.Item key="sort" title={<Title on={sort !== def.sorts[0]}>{t(`listing.sort.${sort}`)}</Title>}>
          <div className="lfilter__sort" data-testid="filter-sort">
            {def.sorts.map((s) => (
              <button
                key={s}
                type="button"
                className={s === sort ? 'lfilter__sort-item lfilter__sort-item--on' : 'lfilter__sort-item'}
                onClick={() => apply({ sort: s === def.sorts[0] ? undefined : s })}
                data-testid={`sort-${s}`}
              >
                {t(`listing.sort.${s}`)}
              </button>
            ))}
          </div>
        </Dropdown.Item>
      </Dropdown>
    </div>
  );
}

function Title({ on, children }: { on: boolean; children: ReactNode }) {
  return <span className={on ? 'lfilter__title lfilter__title--on' : 'lfilter__title'}>{children}</span>;
}

function RangePanel({ control, state, onApply, suffix }: { control: FilterControl; state: FilterState; onApply(p: Record<string, string | undefined>): void; suffix?: string }) {
  const { t } = useTranslation();
  const [minKey, maxKey] = controlKeys(control) as [string, string];
  const [min, setMin] = useState(state[minKey] ?? '');
  const [max, setMax] = useState(state[maxKey] ?? '');
  return (
    <div className="lfilter__panel" data-testid={`filter-${control.field}`}>
      <RangeInputs min={min} max={max} setMin={setMin} setMax={setMax} suffix={suffix} />
      <div className="lfilter__actions">
        <Button onClick={() => onApply({ [minKey]: undefined, [maxKey]: undefined })}>{t('listing.filter.reset')}</Button>
        <Button color="primary" onClick={() => onApply({ [minKey]: min.trim() || undefined, [maxKey]: max.trim() || undefined })} data-testid={`filter-${control.field}-apply`}>
          {t('listing.filter.apply')}
        </Button>
      </div>
    </div>
  );
}

function RangeInputs({ min, max, setMin, setMax, suffix }: { min: string; max: string; setMin(v: string): void; setMax(v: string): void; suffix?: string }) {
  const { t } = useTranslation();
  return (
    <div className="lfilter__range">
      <Input type="number" inputMode="decimal" placeholder={t('listing.filter.min')} value={min} onChange={setMin} clearable />
      <span>—</span>
      <Input type="number" inputMode="decimal" placeholder={t('listing.filter.max')} value={max} onChange={setMax} clearable />
      {suffix && <span className="lfilter__suffix">{suffix}</span>}
    </div>
  );
}

/** Every other declared filter: enums as chips (several for `in`), ranges as two numbers. Applied together. */
function MorePanel({ controls, state, onApply, lang }: { controls: FilterControl[]; state: FilterState; onApply(p: Record<string, string | undefined>): void; lang: 'zh' | 'en' | 'vi' }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<FilterState>(() => Object.fromEntries(controls.flatMap((c) => controlKeys(c)).filter((k) => state[k]).map((k) => [k, state[k]!])));
  const set = (k: string, v: string | undefined) => setDraft((d) => patchFilters(d, { [k]: v }));
  const allKeys = controls.flatMap((c) => controlKeys(c));
  return (
    <div className="lfilter__panel lfilter__panel--more" data-testid="filter-more">
      {controls.map((c) => {
        const f = c.def!;
        const label = pick(f.label, lang);
        if (c.mode === 'range') {
          const [minKey, maxKey] = controlKeys(c) as [string, string];
          const unit = 'unit' in f ? pick(f.unit, lang) : '';
          return (
            <div key={c.field} className="lfilter__group">
              <div className="lfilter__label">{label}</div>
              <RangeInputs min={draft[minKey] ?? ''} max={draft[maxKey] ?? ''} setMin={(v) => set(minKey, v)} setMax={(v) => set(maxKey, v)} suffix={unit} />
            </div>
          );
        }
        if (f.type === 'enum' || f.type === 'multi') {
          const multiple = c.mode === 'in';
          const value = draft[c.field] ? draft[c.field]!.split(',') : [];
          return (
            <div key={c.field} className="lfilter__group">
              <div className="lfilter__label">{label}</div>
              <Chips
                multiple={multiple}
                value={value}
                options={Object.entries(f.options).map(([k, l]) => ({ label: pick(l, lang), value: k }))}
                onChange={(v) => set(c.field, v.length ? v.join(',') : undefined)}
                testId={`filter-${c.field}`}
              />
            </div>
          );
        }
        if (f.type === 'bool') {
          return (
            <div key={c.field} className="lfilter__group">
              <div className="lfilter__label">{label}</div>
              <Chips
                value={draft[c.field] ? [draft[c.field]!] : []}
                options={[
                  { label: t('listing.detail.yes'), value: 'true' },
                  { label: t('listing.detail.no'), value: 'false' },
                ]}
                onChange={(v) => set(c.field, v[0])}
              />
            </div>
          );
        }
        // int/number with `eq` (bedrooms): a row of common values.
        const nums = f.type === 'int' ? Array.from({ length: Math.min(6, f.max - Math.max(f.min, 0) + 1) }, (_, i) => String(Math.max(f.min, 0) + i + (f.min <= 0 ? 1 : 0))) : [];
        return (
          <div key={c.field} className="lfilter__group">
            <div className="lfilter__label">{label}</div>
            {nums.length ? (
              <Chips value={draft[c.field] ? [draft[c.field]!] : []} options={nums.map((n) => ({ label: n, value: n }))} onChange={(v) => set(c.field, v[0])} testId={`filter-${c.field}`} />
            ) : (
              <Input type="number" value={draft[c.field] ?? ''} onChange={(v) => set(c.field, v)} clearable />
            )}
          </div>
        );
      })}
      <div className="lfilter__actions">
        <Button onClick={() => onApply(Object.fromEntries(allKeys.map((k) => [k, undefined])))}>{t('listing.filter.reset')}</Button>
        <Button color="primary" onClick={() => onApply(Object.fromEntries(allKeys.map((k) => [k, draft[k]])))} data-testid="filter-more-apply">
          {t('listing.filter.apply')}
        </Button>
      </div>
    </div>
  );
}
