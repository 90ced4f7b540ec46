import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { PagedList } from '../common/paged-list';
import { ExposureCard } from './bits';
import { exposurePaths } from './paths';
import { useExposureList } from './queries';
import './exposures.css';

/** `/pagesA/exposure/list`: the area's approved exposures, masked; search by phone (any spelling), name or company. */
export function ExposureListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const list = useExposureList(q);
  const total = list.data?.pages[0]?.total;
  const search = (value: string) => setParams(value.trim() ? { q: value.trim() } : {}, { replace: true });
  return (
    <div className="expo" data-testid="exposure-list">
      <p className="expo-rules">{t('exposure.list.rules')}</p>
      <form
        role="search"
        className="expo-search"
        onSubmit={(e) => {
          e.preventDefault();
          search(typed);
        }}
      >
        <SearchBar value={typed} onChange={setTyped} onSearch={search} onClear={() => search('')} placeholder={t('exposure.list.searchPlaceholder')} aria-label={t('exposure.list.searchPlaceholder')} data-testid="exposure-search" />
      </form>
      <div className="expo-actions">
        <Link to={exposurePaths.release} className="expo-button expo-button--primary" data-testid="exposure-release-link">
          {t('exposure.list.release')}
        </Link>
        <Link to={exposurePaths.manage} className="expo-button" data-testid="exposure-manage-link">
          {t('exposure.list.mine')}
        </Link>
      </div>
      <PagedList
        query={list}
        className="expo-list"
        testId="exposure-items"
        total={total}
        header={total !== undefined && total > 0 ? <div className="expo-count">{t('exposure.list.total', { count: total })}</div> : undefined}
        renderItem={(e) => <ExposureCard e={e} />}
        empty={{ title: t('exposure.list.empty'), text: t('exposure.list.emptyText'), testId: 'exposure-empty' }}
        noMore={t('exposure.list.noMore')}
      />
    </div>
  );
}
