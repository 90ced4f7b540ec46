import { Fragment, type Key, type ReactNode } from 'react';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import { useAfterFirstPaint } from './after-first-paint';
import { useDeferredData } from './deferred-data';
import { PullRefresh } from './pull-refresh';
import { QueryState } from './query-state';
import { EmptyBlock, type EmptyBlockProps } from './empty-block';
import './paged-list.css';

/** What the list reads of a TanStack infinite query whose pages carry `list` (any `useInfiniteQuery` result fits). */
export interface PagedQuery<T> {
  data: { pages: readonly { list: readonly T[] }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchNextPageError: boolean;
  refetch(): Promise<unknown>;
  fetchNextPage(): Promise<unknown>;
}

type Identified = { id: number | string };

interface PagedListProps<T extends Identified> {
  /** The infinite query; its pages' `list`s, in order, are the items. */
  query: PagedQuery<T>;
  /** One item's view; the list keys it. */
  renderItem(item: T): ReactNode;
  /** The React key of an item; its id unless said otherwise. */
  itemKey?(item: T): Key;
  /** The class and test id of the items' box; `total` is written on it as `data-total`. */
  className: string;
  testId?: string;
  total?: number;
  /** What an empty list shows. */
  empty: EmptyBlockProps;
  /** The line under the last page. */
  noMore: string;
  /** Above the items (or the empty block) once the first page is in, such as a count line. */
  header?: ReactNode;
  /** With a text: a failed next page shows a button with it that tries again (without: the scroller's own footer). */
  loadMoreFailed?: string;
  /** Pull to refresh around the list (on unless `false`); `onRefresh` replaces the query's refetch. */
  pull?: boolean;
  onRefresh?(): Promise<unknown>;
}

const byId = (item: Identified): Key => item.id;

/**
 * About a phone screen of cards: what the first page renders at once when it arrives; the rest follow right after
 * (`useAfterFirstPaint`: twenty cards rendered at once were a long task on a slow phone). Later pages render whole.
 */
const FIRST_PAINT_ITEMS = 6;

/**
 * A server list read page by page: pull to refresh, loading / error-with-retry, the items (or the empty block) and
 * the next page on scroll, down to a "no more" line.
 */
export function PagedList<T extends Identified>({ query, renderItem, itemKey = byId, className, testId, total, empty, noMore, header, loadMoreFailed, pull = true, onRefresh }: PagedListProps<T>) {
  const { data, arriving } = useDeferredData(query.data);
  const all = data?.pages.flatMap((p) => p.list) ?? [];
  const whole = useAfterFirstPaint(all.length > 0);
  const items = whole ? all : all.slice(0, FIRST_PAINT_ITEMS);
  // The next-page trigger waits for the whole first page: under six cards it would be on screen and fetch page two.
  const complete = items.length === all.length;
  // Under the last page a "no more" line; while a page is to come, the retry button if asked for and the next page
  // failed, else the scroller's own footer.
  const footer = !query.hasNextPage ? (
    <span>{noMore}</span>
  ) : loadMoreFailed && query.isFetchNextPageError ? (
    <button type="button" className="llist__retry" onClick={() => void query.fetchNextPage()}>
      {loadMoreFailed}
    </button>
  ) : undefined;
  const body = (
    <QueryState isPending={query.isPending || arriving} error={query.isError && !query.data ? query.error : null} onRetry={() => void query.refetch()}>
      {header}
      {items.length === 0 ? (
        <EmptyBlock {...empty} />
      ) : (
        <div className={className} data-testid={testId} data-total={total}>
          {items.map((item) => (
            <Fragment key={itemKey(item)}>{renderItem(item)}</Fragment>
          ))}
        </div>
      )}
      {items.length > 0 && complete && (
        <InfiniteScroll loadMore={async () => void (await query.fetchNextPage())} hasMore={query.hasNextPage && !query.isFetchNextPageError}>
          {footer}
        </InfiniteScroll>
      )}
    </QueryState>
  );
  if (!pull) return body;
  return <PullRefresh onRefresh={() => (onRefresh ? onRefresh() : query.refetch())}>{body}</PullRefresh>;
}
