import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import SearchBar from 'antd-mobile/es/components/search-bar';
import AddOutline from 'antd-mobile-icons/es/AddOutline';
import CalendarOutline from 'antd-mobile-icons/es/CalendarOutline';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import UnorderedListOutline from 'antd-mobile-icons/es/UnorderedListOutline';
import { QueryState } from '../common/query-state';
import { CategoryIcon, ListingCardView, flattenPages, useCategories, useListingList, paths, countText } from '../listings';
import { EmptyBlock } from '../common/empty-block';
import { APPOINTMENTS_PATH } from './queries';
// The listing cards and chips are styled by the listing screens' sheet.
import '../listings/listings.css';
import './cars.css';

const RENT = { kind: 'car', variant: 'rent' } as const;
const NEWEST = { deal: 'rent', sort: 'newest' };

/** Car rental landing: search, the car categories (rental counts come from the list), newest cars for rent, shortcuts. */
export function RentalHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const categories = useCategories('car');
  const newest = useListingList('car', NEWEST);
  const cars = flattenPages(newest.data).slice(0, 10);
  const total = newest.data?.pages[0]?.total ?? 0;
  const shownTotal = countText(total, newest.data?.pages[0]?.total_capped);
  const listUrl = (params: Record<string, string | number> = {}) => paths.list(RENT, params);

  return (
    <div className="rental" data-testid="rental-home">
      <div className="rental__hero">
        <SearchBar
          placeholder={t('cars.rental.searchPlaceholder')}
          value={keyword}
          onChange={setKeyword}
          onSearch={(v) => navigate(listUrl(v.trim() ? { keyword: v.trim() } : {}))}
          data-testid="rental-search"
        />
        <div className="rental__shortcuts">
          <Link to={listUrl()} className="rental__shortcut" data-testid="rental-all">
            <UnorderedListOutline />
            <span>{t('cars.rental.all')}</span>
          </Link>
          <Link to={APPOINTMENTS_PATH} className="rental__shortcut" data-testid="rental-bookings">
            <CalendarOutline />
            <span>{t('cars.rental.myBookings')}</span>
          </Link>
          <Link to={paths.edit(RENT)} className="rental__shortcut" data-testid="rental-publish">
            <AddOutline />
            <span>{t('cars.rental.publish')}</span>
          </Link>
        </div>
      </div>

      {categories.data && categories.data.length > 0 && (
        <section className="section" data-testid="rental-categories">
          <div className="section__title">{t('cars.rental.categories')}</div>
          <div className="rental__cats">
            {categories.data
              .filter((c) => c.parent_id === null)
              .map((c) => (
                <Link key={c.id} to={listUrl({ category_id: c.id })} className="rental__cat" data-testid={`rental-cat-${c.id}`}>
                  <CategoryIcon group="car" name={c.name} icon={c.icon} className="rental__cat-icon" />
                  <span>{c.name}</span>
                </Link>
              ))}
          </div>
        </section>
      )}

      <section className="section" data-testid="rental-newest">
        <Link to={listUrl()} className="section__title section__head rental__title">
          <span>{t('cars.rental.newest')}</span>
          <span className="rental__more section__more">
            {total > 0 ? `${t('cars.rental.more')} (${shownTotal})` : t('cars.rental.more')}
            <RightOutline />
          </span>
        </Link>
        <QueryState isPending={newest.isPending} error={newest.isError && !newest.data ? newest.error : null} onRetry={() => void newest.refetch()}>
          {cars.length === 0 ? (
            <EmptyBlock title={t('cars.rental.empty')} testId="rental-empty" />
          ) : (
            <div className="llist__items llist__items--row rental__items">
              {cars.map((c) => (
                <ListingCardView key={c.id} item={c} scope={RENT} layout="row" />
              ))}
            </div>
          )}
        </QueryState>
      </section>
    </div>
  );
}
