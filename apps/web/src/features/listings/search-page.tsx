import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import SearchBar from 'antd-mobile/es/components/search-bar';
import DeleteOutline from 'antd-mobile-icons/es/DeleteOutline';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useQuery } from '@tanstack/react-query';
import { useGoBack } from '../../shell/navigation';
import { call } from '../../lib/http';
import { readJson, write } from '../../lib/storage';
import { useContentScope } from '../common/content-scope';
import { QueryState } from '../common/query-state';
import { EmptyBlock } from '../common/empty-block';
import { ListingCardView } from './listing-card';
import { listingKeys } from './queries';
import { useScrollTopOnEnter } from './scroll-top';
import { KINDS, isListingKind, paths, pick } from './registry';
import { countText } from './display';
import './listings.css';

/** Recent searches stay on this device (not a spec key; nothing else reads it). */
export const RECENT_KEY = 'search_recent';
const RECENT_MAX = 10;

/** Puts a keyword first in the recent list, without duplicates, keeping at most ten. */
export function pushRecent(list: string[], keyword: string): string[] {
  const k = keyword.trim();
  if (!k) return list;
  return [k, ...list.filter((x) => x !== k)].slice(0, RECENT_MAX);
}

/** One search over every kind: grouped results with "see all", hot keywords and recent searches. */
export function SearchPage() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  useScrollTopOnEnter();
  const [search, setSearch] = useSearchParams();
  const keyword = (search.get('keyword') ?? '').trim();
  const [text, setText] = useState(keyword);
  const [recent, setRecent] = useState<string[]>(() => readJson<string[]>(RECENT_KEY) ?? []);

  const run = (k: string) => {
    const word = k.trim().slice(0, 50);
    setText(word);
    if (!word) return setSearch({}, { replace: true });
    const next = pushRecent(recent, word);
    setRecent(next);
    write(RECENT_KEY, next);
    setSearch({ keyword: word }, { replace: Boolean(keyword) });
  };
  const clearRecent = () => {
    setRecent([]);
    write(RECENT_KEY, null);
  };

  return (
    <div className="lsearch" data-testid="search-page">
      <div className="lsearch__bar">
        <SearchBar
          placeholder={t('listing.search.placeholder')}
          value={text}
          onChange={setText}
          onSearch={run}
          onClear={() => run('')}
          data-testid="search-input"
          style={{ flex: 1 }}
        />
        <Button size="small" fill="none" onClick={goBack}>
          {t('listing.search.cancel')}
        </Button>
      </div>
      {keyword ? <Results keyword={keyword} /> : <Suggestions recent={recent} onPick={run} onClearRecent={clearRecent} />}
    </div>
  );
}

function Suggestions({ recent, onPick, onClearRecent }: { recent: string[]; onPick(k: string): void; onClearRecent(): void }) {
  const { t } = useTranslation();
  const { lang, site, ready } = useContentScope();
  // Searches of the last two weeks; the admin-curated basis list when nobody has searched yet.
  const hot = useQuery({
    queryKey: listingKeys.hot(site, lang),
    enabled: ready,
    queryFn: async () => {
      const top = (await call('hotKeywordTop', { query: { limit: 12 }, noLoading: true, silent: true }).catch(() => [])).map((w) => w.keyword);
      if (top.length >= 8) return top;
      // Few searches yet: fill up with the area's curated words.
      const basis = (await call('hotKeyword', { noLoading: true, silent: true }).catch(() => [])).map((w) => w.keyword);
      return [...new Set([...top, ...basis])].slice(0, 12);
    },
  });
  return (
    <>
      {recent.length > 0 && (
        <section className="lsearch__block" data-testid="search-recent">
          <div className="lsearch__head">
            <span>{t('listing.search.recent')}</span>
            <button type="button" className="lsearch__clear" onClick={onClearRecent} aria-label={t('listing.search.clearRecent')} data-testid="search-recent-clear">
              <DeleteOutline />
            </button>
          </div>
          <div className="lsearch__words">
            {recent.map((w) => (
              <button key={w} type="button" className="lchip" onClick={() => onPick(w)}>
                {w}
              </button>
            ))}
          </div>
        </section>
      )}
      {hot.data && hot.data.length > 0 && (
        <section className="lsearch__block" data-testid="search-hot">
          <div className="lsearch__head">
            <span>{t('listing.search.hot')}</span>
          </div>
          <div className="lsearch__words">
            {hot.data.map((w, i) => (
              <button key={w} type="button" className={i < 3 ? 'lchip lchip--hot' : 'lchip'} onClick={() => onPick(w)}>
                {w}
              </button>
            ))}
          </div>
        </section>
      )}
    </>
  );
}

function Results({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  const { lang, site, ready } = useContentScope();
  const groups = useQuery({
    queryKey: listingKeys.search(keyword, site, lang),
    enabled: ready,
    queryFn: () => call('hotKeywordDataGroup', { query: { keyword, per_kind: 3 }, noLoading: true, silent: true }),
  });
  const found = (groups.data ?? []).filter((g) => g.total > 0 && isListingKind(g.kind));
  return (
    <QueryState isPending={groups.isPending} error={groups.error} onRetry={() => void groups.refetch()}>
      {found.length === 0 ? (
        <EmptyBlock title={t('listing.search.noResult', { keyword })} text={t('listing.search.noResultHint')} testId="search-empty" />
      ) : (
        <div data-testid="search-results">
          {found.map((g) => {
            const entry = KINDS[g.kind];
            return (
              <section key={g.kind} className="section lsearch__group" data-testid={`search-group-${g.kind}`}>
                <div className="lsearch__group-head">
                  <span className="lsearch__group-title">{pick(entry.def.label, lang)}</span>
                  <Link to={paths.list({ kind: g.kind }, { keyword })} className="lsearch__all" data-testid={`search-all-${g.kind}`}>
                    {t('listing.search.seeAll', { count: g.total, shown: countText(g.total, g.total_capped) })}
                    <RightOutline />
                  </Link>
                </div>
                <div className="llist__items llist__items--row">
                  {g.list.map((item) => (
                    <ListingCardView key={item.id} item={item} layout="row" />
                  ))}
                </div>
              </section>
            );
          })}
        </div>
      )}
    </QueryState>
  );
}
