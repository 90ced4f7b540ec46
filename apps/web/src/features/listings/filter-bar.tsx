import { lazy, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import DownFill from 'antd-mobile-icons/es/DownFill';
import type { ListingKindDef } from '@haiwai/contracts/listings';
import { useApp } from '../../stores/app-store';
import { OnceOpened } from '../common/once-opened';
import { activeFilterCount, controlKeys, filterControls, patchFilters, type FilterState } from './filters';
import type { FilterPanelKey } from './filter-panels';
import { currencySymbol } from '../../lib/money';
import { useDistricts } from './queries';
// The bar wears antd-mobile Dropdown's classes and stylesheet, so it looks as the Dropdown did, without its code.
import 'antd-mobile/es/components/dropdown/dropdown.css';

/** The panels and their sheet, loaded when a title is first tapped (with their chips, buttons and inputs). */
const FilterSheet = lazy(() => import('./filter-panels').then((m) => ({ default: m.FilterSheet })));

interface Props {
  def: ListingKindDef;
  state: FilterState;
  fixed: Record<string, string>;
  onChange(next: FilterState): void;
  /** At the end of the bar's row (the list page's "save this search"). */
  extra?: ReactNode;
}

/**
 * District, price, the declaration's other filters and the sort: a bar of titles, each opening its panel in a sheet
 * under the bar (closed by tapping the backdrop, the title again, or by choosing). The first paint draws the titles
 * only; the sheet's code loads on the first tap.
 */
export function FilterBar({ def, state, fixed, onChange, extra }: Props) {
  const { t } = useTranslation();
  const bar = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<FilterPanelKey | null>(null);
  const lang = useApp((s) => s.lang);
  const areaCurrency = useApp((s) => s.basicConfig?.currency ?? '');
  const areaSymbol = currencySymbol(areaCurrency, areaCurrency, useApp((s) => s.basicConfig?.currency_symbol));
  const controls = filterControls(def).filter((c) => c.field !== 'category_id' && !controlKeys(c).some((k) => k in fixed));
  const district = controls.find((c) => c.field === 'district_id');
  const price = def.price ? controls.find((c) => c.field === 'price') : undefined;
  const others = controls.filter((c) => c !== district && c !== price && c.def);
  const districts = useDistricts(Boolean(district));
  const apply = (patch: Record<string, string | undefined>) => {
    onChange(patchFilters(state, patch));
    setActive(null);
  };
  const moreCount = activeFilterCount(def, state, fixed) - (state.district_id ? 1 : 0) - (state.price_min || state.price_max ? 1 : 0);
  const districtName = districts.data?.find((d) => String(d.id) === state.district_id)?.name;
  const sort = state.sort ?? def.sorts[0];
  const tabs: Array<{ key: FilterPanelKey; on: boolean; title: string }> = [
    ...(district ? [{ key: 'district' as const, on: Boolean(state.district_id), title: districtName ?? t('listing.filter.district') }] : []),
    ...(price ? [{ key: 'price' as const, on: Boolean(state.price_min || state.price_max), title: t('listing.filter.price') }] : []),
    ...(others.length > 0 ? [{ key: 'more' as const, on: moreCount > 0, title: moreCount > 0 ? `${t('listing.filter.more')}(${moreCount})` : t('listing.filter.more') }] : []),
    { key: 'sort', on: sort !== def.sorts[0], title: t(`listing.sort.${sort}`) },
  ];

  return (
    <div className="lfilter" data-testid="listing-filters" ref={bar}>
      <div className={active ? 'adm-dropdown adm-dropdown-open' : 'adm-dropdown'}>
        <div className="adm-dropdown-nav">
          {tabs.map((tab) => (
            <Tab key={tab.key} name={tab.key} active={tab.key === active} onClick={() => setActive(tab.key === active ? null : tab.key)}>
              <span className={tab.on ? 'lfilter__title lfilter__title--on' : 'lfilter__title'}>{tab.title}</span>
            </Tab>
          ))}
          {extra}
        </div>
      </div>
      <OnceOpened open={active !== null}>
        <FilterSheet
          active={active}
          bar={bar}
          onClose={() => setActive(null)}
          panel={{ def, state, district, price, others, districts: districts.data, areaSymbol, lang, onApply: apply }}
        />
      </OnceOpened>
    </div>
  );
}

/** One title of the bar, as antd-mobile's Dropdown.Item drew it, as a button. */
function Tab({ name, active, onClick, children }: { name: FilterPanelKey; active: boolean; onClick(): void; children: ReactNode }) {
  return (
    <button
      type="button"
      className={active ? 'adm-dropdown-item adm-dropdown-item-active adm-dropdown-item-highlight lfilter__tab' : 'adm-dropdown-item lfilter__tab'}
      aria-expanded={active}
      data-key={name}
      data-testid={`filter-title-${name}`}
      onClick={onClick}
    >
      <span className="adm-dropdown-item-title">
        <span className="adm-dropdown-item-title-text">{children}</span>
        <span className={active ? 'adm-dropdown-item-title-arrow adm-dropdown-item-title-arrow-active' : 'adm-dropdown-item-title-arrow'} aria-hidden>
          <DownFill />
        </span>
      </span>
    </button>
  );
}
