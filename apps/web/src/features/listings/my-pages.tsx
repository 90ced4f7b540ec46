import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { TabStrip } from '../common/tab-strip';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingCard, ListingPage } from '@haiwai/contracts/listings';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { loginOnly } from '../common/require-login';
import { CollectTabTitle, CollectedArticles } from '../articles';
import type { EmptyBlockProps } from '../common/empty-block';
import { ListingCardView } from './listing-card';
import { PagedList, type PagedQuery } from '../common/paged-list';
import { flattenPages, listingKeys } from './queries';
import { useScrollTopOnEnter } from './scroll-top';
import { KINDS, LISTING_KIND_NAMES, isListingKind, pick, type ListingKind } from './registry';
import { confirmDialog, showToast } from '../../lib/feedback';
import './listings.css';

const nextCursor = (last: ListingPage) => (last.has_more && last.next_cursor ? last.next_cursor : undefined);

/** My cards of every kind (favourites, history), a cursor page of 20 at a time. */
function useMyCards(queryKey: readonly unknown[], fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<ListingPage>) {
  return useInfiniteQuery({
    queryKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: nextCursor,
  });
}

const CollectScreen = loginOnly(Collect);
const HistoryScreen = loginOnly(History);

/** /pages/my/collect: my favourites of every kind, a tab per kind. */
export function CollectPage() {
  useScrollTopOnEnter();
  return <CollectScreen />;
}

/** /pages/my/history: listings I viewed, latest first; can be cleared. */
export function HistoryPage() {
  useScrollTopOnEnter();
  return <HistoryScreen />;
}

function Collect() {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const [search, setSearch] = useSearchParams();
  const raw = search.get('kind') ?? '';
  const kind: ListingKind | undefined = isListingKind(raw) ? raw : undefined;
  // Collected news articles have their own tab (the articles feature's list).
  const articles = raw === 'articles';
  const list = useMyCards([...listingKeys.collect(kind ?? 'all'), lang], (cursor, signal) => call('collectList', { query: { kind, cursor, limit: 20 }, noLoading: true, silent: true, signal }));
  const setKind = (k: string) => setSearch(k === 'all' ? {} : { kind: k }, { replace: true });
  return (
    <div className="lmy" data-testid="my-collect">
      <TabStrip
        activeKey={articles ? 'articles' : (kind ?? 'all')}
        onChange={setKind}
        className="lmy__tabs"
        items={[
          { key: 'all', title: t('listing.all') },
          ...LISTING_KIND_NAMES.map((k) => ({ key: k, title: <span data-testid={`collect-tab-${k}`}>{pick(KINDS[k].def.label, lang)}</span> })),
          { key: 'articles', title: <CollectTabTitle /> },
        ]}
      />
      {articles ? <CollectedArticles /> : <CardList list={list} empty={{ title: t('listing.collect.empty'), text: t('listing.collect.emptyHint'), testId: 'collect-empty' }} showKind={!kind} />}
    </div>
  );
}

function History() {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const qc = useQueryClient();
  const list = useMyCards([...listingKeys.history(), lang], (cursor, signal) => call('userVestigeList', { query: { cursor, limit: 20 }, noLoading: true, silent: true, signal }));
  const clear = useMutation({
    mutationFn: () => call('userVestigeClear'),
    onSuccess: () => {
      showToast({ icon: 'success', content: t('listing.history.cleared') });
      void qc.invalidateQueries({ queryKey: listingKeys.history() });
    },
  });
  const has = flattenPages(list.data).length > 0;
  const onClear = async () => {
    if (!(await confirmDialog({ content: t('listing.history.clearConfirm'), confirmText: t('listing.history.clear'), cancelText: t('common.cancel') }))) return;
    clear.mutate();
  };
  return (
    <div className="lmy" data-testid="my-history">
      {has && (
        <div className="lmy__bar">
          <Button size="small" fill="none" color="danger" onClick={() => void onClear()} loading={clear.isPending} data-testid="history-clear">
            {t('listing.history.clear')}
          </Button>
        </div>
      )}
      <CardList list={list} empty={{ title: t('listing.history.empty'), testId: 'history-empty' }} showKind />
    </div>
  );
}

/** Listing cards of every kind (an id is unique only within its kind), newest first, a page at a time. */
function CardList({ list, empty, showKind }: { list: PagedQuery<ListingCard>; empty: EmptyBlockProps; showKind: boolean }) {
  const { t } = useTranslation();
  return (
    <PagedList
      query={list}
      className="llist__items llist__items--row"
      testId="my-items"
      itemKey={(item) => `${item.kind}-${item.id}`}
      renderItem={(item) => <ListingCardView item={item} layout="row" showKind={showKind} />}
      empty={empty}
      noMore={t('listing.noMore')}
    />
  );
}
