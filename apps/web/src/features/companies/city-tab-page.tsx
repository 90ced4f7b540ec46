import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useApp } from '../../stores/app-store';
import { PullRefresh } from '../common/pull-refresh';
import { QueryState } from '../common/query-state';
import { CityNews } from '../articles';
import { ListingCardView, KINDS, isListingKind, paths, pick, countText } from '../listings';
import { EmptyBlock } from '../common/empty-block';
import { useCityNewest } from './queries';
// The listing cards and chips are styled by the listing screens' sheet.
import '../listings/listings.css';
import './companies.css';

/** Tab 1, Same city: the area's newest live listings, one section per kind, each with a "more" link to its list. */
export function CityTabPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useApp((s) => s.lang);
  const siteName = useApp((s) => s.siteName);
  const groups = useCityNewest();
  const shown = (groups.data ?? []).filter((g) => g.list.length > 0 && isListingKind(g.kind));
  return (
    <div className="tabpage" data-testid="city-tab">
      <header className="tabpage__head">
        <div className="tabpage__title">{t('companies.city.title')}</div>
        <div className="tabpage__sub">{[siteName, t('companies.city.subtitle')].filter(Boolean).join(' · ')}</div>
      </header>
      <PullRefresh onRefresh={() => groups.refetch()}>
        <QueryState isPending={groups.isPending} error={groups.error} onRetry={() => void groups.refetch()}>
          {shown.length === 0 ? (
            <EmptyBlock title={t('companies.city.empty')} action={{ label: t('companies.city.publish'), onClick: () => navigate(paths.edit({ kind: 'shGoods' })) }} testId="city-empty" />
          ) : (
            shown.map((g) => {
              const kind = g.kind as keyof typeof KINDS;
              return (
                <section key={g.kind} className="section" data-testid={`city-section-${g.kind}`}>
                  <Link to={paths.list({ kind })} className="section__title section__head" data-testid={`city-more-${g.kind}`}>
                    <span>{pick(KINDS[kind].def.label, lang)}</span>
                    <span className="section__more">
                      {t('companies.city.more')} ({countText(g.total, g.total_capped)})
                      <RightOutline />
                    </span>
                  </Link>
                  <div className={`llist__items llist__items--${KINDS[kind].layout} tabpage__items`}>
                    {g.list.map((item) => (
                      <ListingCardView key={item.id} item={item} />
                    ))}
                  </div>
                </section>
              );
            })
          )}
        </QueryState>
        <CityNews />
      </PullRefresh>
    </div>
  );
}
