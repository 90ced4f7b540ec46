import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import type { ListingKindDef } from '@haiwai/contracts/listings';
import type { Lang } from '../../lib/contracts';
import { Chips } from '../common/chips';
import { controlKeys, patchFilters, type FilterControl, type FilterState } from './filters';
import { pick } from './registry';
import './filter-panels.css';

/** The filter bar's titles, each with its panel. */
export type FilterPanelKey = 'district' | 'price' | 'more' | 'sort';

type Patch = Record<string, string | undefined>;

/** What the panels draw from: the bar's controls and state, and where a choice goes. */
export interface PanelData {
  def: ListingKindDef;
  state: FilterState;
  district?: FilterControl;
  price?: FilterControl;
  others: FilterControl[];
  districts?: ReadonlyArray<{ id: number; name: string }>;
  areaSymbol: string;
  lang: Lang;
  onApply(patch: Patch): void;
}

/**
 * The open title's panel in a sheet that drops from under the bar over a dimmed backdrop (a tap on it closes), as
 * antd-mobile's Dropdown did, on CSS transitions. A panel stays mounted once shown (a half-typed range survives
 * closing); Escape closes and gives the focus back to the title.
 */
export function FilterSheet({ active, bar, onClose, panel }: { active: FilterPanelKey | null; bar: RefObject<HTMLDivElement | null>; onClose(): void; panel: PanelData }) {
  const open = active !== null;
  const body = useRef<HTMLDivElement>(null);
  const top = useBarBottom(bar, open);
  // Panels shown so far, and the one shown (kept while the sheet closes).
  const [shown, setShown] = useState<FilterPanelKey[]>([]);
  const [last, setLast] = useState(active);
  if (active && !shown.includes(active)) setShown([...shown, active]);
  if (active && active !== last) setLast(active);

  // Listeners and the focus follow opening and closing only (the bar renders again whenever its list does).
  const latest = useRef({ onClose, last });
  useEffect(() => {
    latest.current = { onClose, last };
  });
  useEffect(() => {
    const sheet = body.current;
    if (!sheet) return;
    if (open) {
      sheet.focus({ preventScroll: true });
      const onKey = (e: KeyboardEvent) => e.key === 'Escape' && latest.current.onClose();
      document.addEventListener('keydown', onKey);
      return () => document.removeEventListener('keydown', onKey);
    }
    if (sheet.contains(document.activeElement)) bar.current?.querySelector<HTMLElement>(`[data-key="${latest.current.last}"]`)?.focus();
    return undefined;
  }, [open, bar]);

  return createPortal(
    <div className={open ? 'lfilter-sheet lfilter-sheet--open' : 'lfilter-sheet'} style={{ top }} data-testid="filter-sheet">
      <div className="lfilter-sheet__mask" onClick={onClose} data-testid="filter-mask" />
      <div className="lfilter-sheet__body" ref={body} tabIndex={-1}>
        {shown.map((key) => (
          <div key={key} hidden={key !== last}>
            <Panel name={key} {...panel} />
          </div>
        ))}
      </div>
    </div>,
    document.body,
  );
}

/** Where the bar ends on screen, followed while the sheet is open (the page may still scroll under it). */
function useBarBottom(bar: RefObject<HTMLDivElement | null>, open: boolean): number | undefined {
  const [top, setTop] = useState<number>();
  useLayoutEffect(() => {
    if (!open) return;
    const measure = () => bar.current && setTop(bar.current.getBoundingClientRect().bottom);
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', later, { passive: true, capture: true });
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', later, { capture: true });
      window.removeEventListener('resize', later);
    };
  }, [bar, open]);
  return top;
}

function Panel({ name, def, state, district, price, others, districts, areaSymbol, lang, onApply }: PanelData & { name: FilterPanelKey }) {
  const { t } = useTranslation();
  if (name === 'district' && district) {
    return (
      <div className="lfilter__panel" data-testid="filter-district">
        <Chips
          value={[state.district_id ?? '']}
          options={[{ label: t('listing.filter.any'), value: '' }, ...(districts ?? []).map((d) => ({ label: d.name, value: String(d.id) }))]}
          onChange={(v) => onApply({ district_id: v[0] || undefined })}
        />
      </div>
    );
  }
  if (name === 'price' && price) return <RangePanel control={price} state={state} onApply={onApply} suffix={areaSymbol} />;
  if (name === 'more') return <MorePanel controls={others} state={state} onApply={onApply} lang={lang} />;
  const sort = state.sort ?? def.sorts[0];
  return (
    <div className="lfilter__sort" data-testid="filter-sort">
      {def.sorts.map((s) => (
        <button
          key={s}
          type="button"
          className={s === sort ? 'lfilter__sort-item lfilter__sort-item--on' : 'lfilter__sort-item'}
          onClick={() => onApply({ sort: s === def.sorts[0] ? undefined : s })}
          data-testid={`sort-${s}`}
        >
          {t(`listing.sort.${s}`)}
        </button>
      ))}
    </div>
  );
}

function RangePanel({ control, state, onApply, suffix }: { control: FilterControl; state: FilterState; onApply(p: Patch): void; suffix?: string }) {
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
function MorePanel({ controls, state, onApply, lang }: { controls: FilterControl[]; state: FilterState; onApply(p: Patch): void; lang: Lang }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<FilterState>(() => Object.fromEntries(controls.flatMap((c) => controlKeys(c)).filter((k) => state[k]).map((k) => [k, state[k]!])));
  const set = (k: string, v: string | undefined) => setDraft((d) => patchFilters(d, { [k]: v }));
  const allKeys = controls.flatMap((c) => controlKeys(c));
  return (
    <div className="lfilter__panel lfilter__panel--more" data-testid="filter-more">
      {controls.map((c) => (
        <MoreGroup key={c.field} control={c} draft={draft} set={set} lang={lang} />
      ))}
      <div className="lfilter__actions">
        <Button onClick={() => onApply(Object.fromEntries(allKeys.map((k) => [k, undefined])))}>{t('listing.filter.reset')}</Button>
        <Button color="primary" onClick={() => onApply(Object.fromEntries(allKeys.map((k) => [k, draft[k]])))} data-testid="filter-more-apply">
          {t('listing.filter.apply')}
        </Button>
      </div>
    </div>
  );
}

/** One declared filter of the "more" panel, with its label. */
function MoreGroup({ control: c, draft, set, lang }: { control: FilterControl; draft: FilterState; set(k: string, v: string | undefined): void; lang: Lang }) {
  const { t } = useTranslation();
  const f = c.def!;
  const group = (input: ReactNode) => (
    <div className="lfilter__group">
      <div className="lfilter__label">{pick(f.label, lang)}</div>
      {input}
    </div>
  );
  if (c.mode === 'range') {
    const [minKey, maxKey] = controlKeys(c) as [string, string];
    const unit = 'unit' in f ? pick(f.unit, lang) : '';
    return group(<RangeInputs min={draft[minKey] ?? ''} max={draft[maxKey] ?? ''} setMin={(v) => set(minKey, v)} setMax={(v) => set(maxKey, v)} suffix={unit} />);
  }
  if (f.type === 'enum' || f.type === 'multi') {
    const value = draft[c.field] ? draft[c.field]!.split(',') : [];
    return group(
      <Chips
        multiple={c.mode === 'in'}
        value={value}
        options={Object.entries(f.options).map(([k, l]) => ({ label: pick(l, lang), value: k }))}
        onChange={(v) => set(c.field, v.length ? v.join(',') : undefined)}
        testId={`filter-${c.field}`}
      />,
    );
  }
  if (f.type === 'bool') {
    return group(
      <Chips
        value={draft[c.field] ? [draft[c.field]!] : []}
        options={[
          { label: t('listing.detail.yes'), value: 'true' },
          { label: t('listing.detail.no'), value: 'false' },
        ]}
        onChange={(v) => set(c.field, v[0])}
      />,
    );
  }
  // int/number with `eq` (bedrooms): a row of common values.
  const nums = f.type === 'int' ? Array.from({ length: Math.min(6, f.max - Math.max(f.min, 0) + 1) }, (_, i) => String(Math.max(f.min, 0) + i + (f.min <= 0 ? 1 : 0))) : [];
  return group(
    nums.length ? (
      <Chips value={draft[c.field] ? [draft[c.field]!] : []} options={nums.map((n) => ({ label: n, value: n }))} onChange={(v) => set(c.field, v[0])} testId={`filter-${c.field}`} />
    ) : (
      <Input type="number" value={draft[c.field] ?? ''} onChange={(v) => set(c.field, v)} clearable />
    ),
  );
}
