import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TRAVEL } from '@haiwai/contracts/travel/constants';
import { PagedList } from '../common/paged-list';
import { useWalks } from './queries';
import { WalkCardView } from './walk-card';
import './city-walk.css';

/** /pagesA/cityWalk/search?keyword= — official routes and members' walks matching the words (the listings' Chinese-aware search). */
export function WalkSearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const [text, setText] = useState(keyword);
  const official = useWalks(true, { keyword }, keyword.length > 0);
  const members = useWalks(false, { keyword }, keyword.length > 0);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setParams(text.trim() ? { keyword: text.trim() } : {}, { replace: true });
  };
  const officialList = official.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className="cwalk" data-testid="walk-search">
      <form className="cwalk__searchform" role="search" onSubmit={submit}>
        <input aria-label={t('cityWalk.searchLabel')} type="search" enterKeyHint="search" value={text} maxLength={TRAVEL.keywordMax} onChange={(e) => setText(e.target.value)} placeholder={t('cityWalk.searchPlaceholder')} data-testid="walk-search-input" />
        <button type="submit" data-testid="walk-search-go">
          {t('cityWalk.search')}
        </button>
      </form>
      {!keyword ? (
        <p className="cwalk__none cwalk__pad">{t('cityWalk.searchHint')}</p>
      ) : (
        <PagedList
          query={members}
          className="cwalk__list"
          testId="walk-search-results"
          header={
            officialList.length > 0 && (
              <section aria-labelledby="cwalk-found-official">
                <h2 className="cwalk__section-title cwalk__pad" id="cwalk-found-official">
                  {t('cityWalk.officialRoutes')}
                </h2>
                <div data-testid="walk-search-official">
                  {officialList.map((w) => (
                    <WalkCardView key={w.id} walk={w} />
                  ))}
                </div>
                <h2 className="cwalk__section-title cwalk__pad">{t('cityWalk.members')}</h2>
              </section>
            )
          }
          renderItem={(w) => <WalkCardView walk={w} />}
          empty={{ title: officialList.length ? t('cityWalk.noMembersFound') : t('cityWalk.nothingFound', { keyword }), testId: 'walk-search-empty' }}
          noMore={t('cityWalk.noMore')}
        />
      )}
    </div>
  );
}
