// The listing engine's public entry for other features: kinds and paths, queries, display helpers and the list
// and card components. Light on purpose (no page and no style sheet behind it); the page building blocks are in
// ./pages.ts.
export { KINDS, isListingKind, kindCall, paths, pick, type ListingKind } from './registry';
export { flattenPages, listingKeys, useCategories, useDistricts, useListingInfo, useListingList, useShownListing, useUserListings } from './queries';
export { cardChips, countText, formatAttr, useAttrText, useMoney, usePriceText, useRelativeTime, useSharedPrice, type Priced } from './display';
export { filtersFromSearch, filtersToSearch, patchFilters, toApiQuery, type FilterState } from './filters';
export { FilterBar } from './filter-bar';
export { EmptyBlock } from '../common/empty-block';
export { ListingCardView } from './listing-card';
export { LogoCover } from './logo-cover';
export { CategoryIcon } from './category-icon';
export { PagedList } from '../common/paged-list';
export { CategoryChips, PublishButton } from './list-controls';
