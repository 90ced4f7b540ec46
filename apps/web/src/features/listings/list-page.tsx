import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useApp } from '../../stores/app-store';
import { FilterBar } from './filter-bar';
import { filtersFromSearch, filtersToSearch, patchFilters, toApiQuery, type FilterState } from './filters';
import { CategoryChips, PublishButton } from './list-controls';
import { ListingCardView } from './listing-card';
import { PagedList } from '../common/paged-list';
import { SaveSearchButton } from '../saved-searches';
import { useCategories, useListingList, useUserListings } from './queries';
import { KINDS, VARIANTS, paths, pick, type ListingScope } from './registry';
import { countText } from './display';
import './listings.css';
import './list-controls.css';

const NO_FIXED: Record<string, string> = {};

/** A kind's list: keyword, category chips, declared filters and sorts, cursor paging, pull to refresh. */
export function ListPage({ scope }: { scope: ListingScope }) {
  const [search] = useSearchParams();
  const userId = Number(search.get('user_id')) || null;
  return userId ? <UserListings scope={scope} userId={userId} name={search.get('name') ?? ''} /> : <PublicList scope={scope} />;
}

function PublicList({ scope }: { scope: ListingScope }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useApp((s) => s.lang);
  const [search, setSearch] = useSearchParams();
  const { def } = KINDS[scope.kind];
  const fixed = scope.variant ? VARIANTS[scope.variant].fixed : NO_FIXED;
  const state = useMemo(() => filtersFromSearch(def, search, fixed), [def, search, fixed]);
  const query = useMemo(() => toApiQuery(def, state, fixed), [def, state, fixed]);
  const list = useListingList(scope.kind, query);
  const categories = useCategories(scope.kind, Boolean(def.categoryGroup));
  const [keyword, setKeyword] = useState(state.keyword ?? '');
  // The box follows the URL (cleared filters, a link with another keyword).
  useEffect(() => setKeyword(state.keyword ?? ''), [state.keyword]);
  const total = list.data?.pages[0]?.total;
  const kindName = scope.variant ? pick(VARIANTS[scope.variant].label, lang) : pick(def.label, lang);

  const change = (next: FilterState) => {
    const keep: Record<string, string> = {};
    const kindParam = search.get('kind');
    if (kindParam) keep.kind = kindParam;
    setSearch(filtersToSearch(next, keep), { replace: true });
  };
  const hasFilters = Object.keys(state).length > 0;

  return (
    <div className="llist" data-testid={`listing-list-${scope.kind}`}>
      <div className="llist__head">
        <SearchBar
          placeholder={t('listing.searchPlaceholder', { kind: kindName })}
          value={keyword}
          onChange={setKeyword}
          onSearch={(v) => change(patchFilters(state, { keyword: v.trim() }))}
          onClear={() => change(patchFilters(state, { keyword: '' }))}
          data-testid="listing-search"
        />
        {def.categoryGroup && (
          <CategoryChips
            categories={categories.data}
            chosen={state.category_id}
            onChoose={(id) => change(patchFilters(state, { category_id: id }))}
            allLabel={t('listing.all')}
            testId="listing-categories"
            chipTestId={(id) => `category-${id}`}
          />
        )}
        <FilterBar def={def} state={state} fixed={fixed} onChange={change} extra={<SaveSearchButton kind={scope.kind} query={query} />} />
      </div>

      <PagedList
        query={list}
        className={`llist__items llist__items--${KINDS[scope.kind].layout}`}
        testId="listing-items"
        renderItem={(item) => <ListingCardView item={item} scope={scope} />}
        header={
          total !== undefined && total > 0 && (
            <div className="llist__total" data-testid="listing-total">
              {t('listing.total', { count: total, shown: countText(total, list.data?.pages[0]?.total_capped) })}
            </div>
          )
        }
        empty={{ title: t('listing.empty'), text: t('listing.emptyHint'), action: hasFilters ? { label: t('listing.clearFilters'), onClick: () => change({}) } : undefined }}
        noMore={t('listing.noMore')}
        loadMoreFailed={t('listing.loadMoreFailed')}
      />

      <PublishButton label={t('listing.publish')} onClick={() => navigate(paths.edit(scope))} testId="listing-publish" mine={scope.kind} />
    </div>
  );
}

/** A publisher's live listings of this kind (the detail page's "their other posts"). */
function UserListings({ scope, userId, name }: { scope: ListingScope; userId: number; name: string }) {
  const { t } = useTranslation();
  const list = useUserListings(scope.kind, userId);
  return (
    <div className="llist" data-testid="listing-user-list">
      {name && <div className="llist__user">{t('listing.userListings', { name })}</div>}
      <PagedList
        query={list}
        pull={false}
        className={`llist__items llist__items--${KINDS[scope.kind].layout}`}
        renderItem={(item) => <ListingCardView item={item} scope={scope} />}
        empty={{ title: t('listing.empty') }}
        noMore={t('listing.noMore')}
      />
    </div>
  );
}
