import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { imageUrl } from '../../lib/image-url';
import { Chips } from '../common/chips';
import { PagedList } from '../common/paged-list';
import { SnapStrip } from '../common/snap-strip';
import { RequireLogin } from '../common/require-login';
import { CITY_WALK_ADD, CITY_WALK_LIST, CITY_WALK_SEARCH } from './paths';
import { useCarousel, useCategories, useMyWalks, useWalks, type WalkFilter } from './queries';
import { WalkCardView } from './walk-card';
import './city-walk.css';

/**
 * /pagesA/cityWalk/list — the area's city walks: a carousel of official routes, categories, the official routes, then
 * members' walks and notes (newest or most liked, paged); `?mine=1` lists my own with their review state.
 */
export function WalkListPage() {
  const [params] = useSearchParams();
  if (params.get('mine') === '1') return <RequireLogin><MyWalks /></RequireLogin>;
  return <AreaWalks />;
}

function AreaWalks() {
  const { t } = useTranslation();
  const [category, setCategory] = useState<number>(0);
  const [sort, setSort] = useState<NonNullable<WalkFilter['sort']>>('newest');
  const filter = { category_id: category || undefined };
  const members = useWalks(false, { ...filter, sort });
  return (
    <div className="cwalk" data-testid="walk-list">
      <PagedList
        query={members}
        className="cwalk__list"
        testId="member-walks"
        header={
          <>
            <TopBar />
            <Carousel />
            <CategoryChips value={category} onChange={setCategory} />
            <OfficialRoutes categoryId={category || undefined} />
            <div className="cwalk__section-head">
              <h2 className="cwalk__section-title">{t('cityWalk.members')}</h2>
              <Chips<'newest' | 'popular'>
                testId="walk-sort"
                value={[sort]}
                onChange={(v) => v[0] && setSort(v[0])}
                options={[
                  { value: 'newest', label: t('cityWalk.sort.newest') },
                  { value: 'popular', label: t('cityWalk.sort.popular') },
                ]}
              />
            </div>
          </>
        }
        renderItem={(w) => <WalkCardView walk={w} />}
        empty={{ title: t('cityWalk.emptyMembers'), text: t('cityWalk.emptyMembersHint'), testId: 'member-walks-empty' }}
        noMore={t('cityWalk.noMore')}
        loadMoreFailed={t('cityWalk.loadMoreFailed')}
      />
    </div>
  );
}

function TopBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="cwalk__top">
      <button type="button" className="cwalk__search" onClick={() => navigate(CITY_WALK_SEARCH)} data-testid="walk-search-open">
        {t('cityWalk.searchPlaceholder')}
      </button>
      <Link className="cwalk__mine" to={`${CITY_WALK_LIST}?mine=1`} data-testid="walk-mine">
        {t('cityWalk.mine')}
      </Link>
      <Link className="cwalk__add" to={CITY_WALK_ADD} data-testid="walk-add">
        {t('cityWalk.publish')}
      </Link>
    </div>
  );
}

function Carousel() {
  const { t } = useTranslation();
  const slides = useCarousel().data ?? [];
  if (!slides.length) return null;
  return (
    <SnapStrip className="cwalk__carousel" testId="walk-carousel">
      {slides.map((s) => (
        <Link key={s.id} to={s.link} className="cwalk__slide" aria-label={t('cityWalk.openRoute', { title: s.title })}>
          <img src={imageUrl(s.image, { preset: 'h5Banner' })} alt="" />
          <span className="cwalk__slide-title">{s.title}</span>
        </Link>
      ))}
    </SnapStrip>
  );
}

function CategoryChips({ value, onChange }: { value: number; onChange(v: number): void }) {
  const { t } = useTranslation();
  const categories = useCategories().data ?? [];
  return (
    <Chips<number>
      testId="walk-categories"
      className="cwalk__chips"
      value={[value]}
      onChange={(v) => onChange(v[0] ?? 0)}
      options={[{ value: 0, label: t('cityWalk.allCategories') }, ...categories.map((c) => ({ value: c.id, label: c.name }))]}
    />
  );
}

/** The area's official routes, in their order, side by side (the first ten; all of them on the search screen). */
function OfficialRoutes({ categoryId }: { categoryId?: number }) {
  const { t } = useTranslation();
  const routes = useWalks(true, { category_id: categoryId });
  const list = routes.data?.pages[0]?.list ?? [];
  return (
    <section className="cwalk__official" aria-labelledby="cwalk-official">
      <h2 className="cwalk__section-title" id="cwalk-official">
        {t('cityWalk.officialRoutes')}
      </h2>
      {list.length ? (
        <div className="cwalk__row" data-testid="official-walks">
          {list.map((w) => (
            <WalkCardView key={w.id} walk={w} wide />
          ))}
        </div>
      ) : (
        <p className="cwalk__none">{routes.isPending ? t('cityWalk.loading') : t('cityWalk.emptyOfficial')}</p>
      )}
    </section>
  );
}

function MyWalks() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mine = useMyWalks();
  return (
    <div className="cwalk" data-testid="my-walks">
      <PagedList
        query={mine}
        className="cwalk__list"
        testId="my-walk-list"
        header={<h2 className="cwalk__section-title cwalk__pad">{t('cityWalk.mine')}</h2>}
        renderItem={(w) => <WalkCardView walk={w} mine />}
        empty={{ title: t('cityWalk.emptyMine'), action: { label: t('cityWalk.publish'), onClick: () => navigate(CITY_WALK_ADD) }, testId: 'my-walks-empty' }}
        noMore={t('cityWalk.noMore')}
      />
    </div>
  );
}
