import { lazy, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { HOTEL_SORTS, type HotelSort } from '@haiwai/contracts/hotels/constants';
import { showToast } from '../../lib/feedback';
import { useApp } from '../../stores/app-store';
import { OnceOpened } from '../common/once-opened';
import { PagedList } from '../common/paged-list';
import { countText, PublishButton, useDistricts } from '../listings';
import { filtersFromSearch, filtersToSearch, narrowed, toApiQuery, type HotelFilters } from './filters';
import { HotelCardView } from './hotel-card';
import { useMinor } from './money';
import { hotelPaths } from './paths';
import { useHotelList, useHotelTags } from './queries';
import { StayBar } from './stay-bar';
import '../listings/listings.css';
import '../listings/list-controls.css';
import './hotels.css';

/** The price sheet loads when first opened (its popup brings antd-mobile's animation library). */
const PriceSheet = lazy(() => import('./price-sheet').then((m) => ({ default: m.PriceSheet })));

/**
 * /pagesA/hotel/list — hotels of the area with a room free for the chosen nights and guests: area, price range, tags,
 * sort by price, rating or distance; everything in the address.
 */
export function HotelListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const f = useMemo(() => filtersFromSearch(search), [search]);
  const query = useMemo(() => toApiQuery(f), [f]);
  const list = useHotelList(query);
  const [keyword, setKeyword] = useState(f.keyword);
  useEffect(() => setKeyword(f.keyword), [f.keyword]);
  const change = (patch: Partial<HotelFilters>) => setSearch(filtersToSearch({ ...f, ...patch }), { replace: true });
  const first = list.data?.pages[0];

  return (
    <div className="llist" data-testid="hotel-list">
      <div className="llist__head">
        <StayBar stay={f.stay} onChange={(stay) => change({ stay })} />
        <SearchBar
          placeholder={t('hotels.list.searchPlaceholder')}
          value={keyword}
          onChange={setKeyword}
          onSearch={(v) => change({ keyword: v.trim() })}
          onClear={() => change({ keyword: '' })}
          aria-label={t('hotels.list.searchPlaceholder')}
          data-testid="hotel-search"
        />
        <FilterRow f={f} change={change} />
      </div>
      <PagedList
        query={list}
        className="hlist__items"
        testId="hotel-items"
        total={first?.total}
        renderItem={(h) => <HotelCardView h={h} stay={f.stay} />}
        header={
          first && first.total > 0 ? (
            <div className="llist__total" data-testid="hotel-total">
              {t('hotels.list.total', { shown: countText(first.total, first.total_capped) })}
            </div>
          ) : null
        }
        empty={{
          title: t('hotels.list.empty'),
          text: t('hotels.list.emptyHint'),
          testId: 'hotel-empty',
          action: narrowed(f) ? { label: t('hotels.list.clearFilters'), onClick: () => change({ keyword: '', districtId: '', tags: [], priceMin: '', priceMax: '' }) } : undefined,
        }}
        noMore={t('hotels.list.noMore')}
        loadMoreFailed={t('hotels.list.loadMoreFailed')}
      />
      <PublishButton label={t('hotels.list.publish')} onClick={() => navigate(hotelPaths.release())} testId="hotel-publish" mine="hotel" />
    </div>
  );
}

/** Area, price and sort, then the area's tags as chips. */
function FilterRow({ f, change }: { f: HotelFilters; change(patch: Partial<HotelFilters>): void }) {
  const { t } = useTranslation();
  const districts = useDistricts();
  const tags = useHotelTags();
  const minor = useMinor();
  const currency = useApp((s) => s.basicConfig?.currency ?? 'USD');
  const [pricing, setPricing] = useState(false);
  const priced = Boolean(f.priceMin || f.priceMax);
  const priceTitle = priced
    ? [f.priceMin ? minor(Number(f.priceMin), currency) : '', f.priceMax ? minor(Number(f.priceMax), currency) : ''].join(' – ')
    : t('hotels.list.price');
  const chooseSort = (sort: HotelSort) => {
    if (sort !== 'distance') return change({ sort });
    if (!navigator.geolocation) return showToast(t('hotels.list.noLocation'));
    showToast(t('hotels.list.locating'));
    navigator.geolocation.getCurrentPosition(
      (p) => change({ sort, lat: p.coords.latitude.toFixed(5), lng: p.coords.longitude.toFixed(5) }),
      () => showToast(t('hotels.list.noLocation')),
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };
  const toggleTag = (code: string) => change({ tags: f.tags.includes(code) ? f.tags.filter((x) => x !== code) : [...f.tags, code] });
  return (
    <>
      <div className="hfilter">
        <label className={f.districtId ? 'hfilter__pick hfilter__pick--on' : 'hfilter__pick'}>
          <select aria-label={t('hotels.list.area')} value={f.districtId} onChange={(e) => change({ districtId: e.target.value })} data-testid="hotel-district">
            <option value="">{t('hotels.list.allAreas')}</option>
            {districts.data?.map((d) => (
              <option key={d.id} value={String(d.id)}>
                {d.name}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={priced ? 'hfilter__pick hfilter__pick--on' : 'hfilter__pick'} onClick={() => setPricing(true)} data-testid="hotel-price">
          {priceTitle}
        </button>
        <label className={f.sort !== 'newest' ? 'hfilter__pick hfilter__pick--on' : 'hfilter__pick'}>
          <select aria-label={t('hotels.list.sort')} value={f.sort} onChange={(e) => chooseSort(e.target.value as HotelSort)} data-testid="hotel-sort">
            {HOTEL_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`hotels.list.sorts.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {tags.data && tags.data.length > 0 && (
        <div className="llist__cats" role="group" aria-label={t('hotels.list.tags')} data-testid="hotel-tags">
          {tags.data.map((tag) => (
            <button key={tag.code} type="button" className={f.tags.includes(tag.code) ? 'lchip lchip--on' : 'lchip'} aria-pressed={f.tags.includes(tag.code)} onClick={() => toggleTag(tag.code)} data-testid={`hotel-tag-${tag.code}`}>
              {tag.name}
            </button>
          ))}
        </div>
      )}
      <OnceOpened open={pricing}>
        <PriceSheet
          visible={pricing}
          currency={currency}
          min={f.priceMin}
          max={f.priceMax}
          onClose={() => setPricing(false)}
          onApply={(priceMin, priceMax) => {
            setPricing(false);
            change({ priceMin, priceMax });
          }}
        />
      </OnceOpened>
    </>
  );
}
