import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { EXHIBITION_INDUSTRIES, type ExhibitionIndustry } from '@haiwai/contracts/exhibitions/constants';
import { Chips } from '../common/chips';
import { PagedList } from '../common/paged-list';
import { RequireLogin } from '../common/require-login';
import { TabStrip } from '../common/tab-strip';
import { useLoginFirst } from '../common/use-login-first';
import { ExhibitionCard } from './exhibition-card';
import { ExhibitionForm } from './exhibition-form';
import { useExhibitions, useMyExhibitions } from './queries';
import '../clubs/clubs.css';

type Tab = 'upcoming' | 'mine';
type Filter = ExhibitionIndustry | 'all';

/**
 * `/pagesA/exhibition/list`: the area's coming fairs, soonest first, by industry; `?tab=mine` a merchant's own with
 * "publish" (the spec has no publishing screen: the form opens here, docs/clubs-exhibitions.md).
 */
export function ExhibitionListPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'mine' ? 'mine' : 'upcoming';
  const loginFirst = useLoginFirst();
  return (
    <div className="ce" data-testid="exhibition-list">
      <TabStrip<Tab>
        activeKey={tab}
        onChange={(key) => {
          if (key === 'upcoming' || loginFirst()) setSearch(key === 'mine' ? { tab: key } : {}, { replace: true });
        }}
        items={[
          { key: 'upcoming', title: <span data-testid="exhibition-tab-upcoming">{t('exhibition.list.upcoming')}</span> },
          { key: 'mine', title: <span data-testid="exhibition-tab-mine">{t('exhibition.list.mine')}</span> },
        ]}
      />
      {tab === 'mine' ? (
        <RequireLogin>
          <Mine />
        </RequireLogin>
      ) : (
        <Upcoming />
      )}
    </div>
  );
}

function Upcoming() {
  const { t } = useTranslation();
  const [industry, setIndustry] = useState<Filter>('all');
  const list = useExhibitions(industry === 'all' ? null : industry);
  return (
    <>
      <h2 className="ce-h">{t('exhibition.list.industries')}</h2>
      <Chips<Filter>
        options={(['all', ...EXHIBITION_INDUSTRIES] as const).map((i) => ({ label: t(`exhibition.industry.${i}`), value: i }))}
        value={[industry]}
        onChange={(v) => setIndustry(v[0] ?? 'all')}
        testId="exhibition-industries"
      />
      <PagedList
        query={list}
        className="ce-cards"
        testId="exhibition-cards"
        renderItem={(e) => <ExhibitionCard e={e} />}
        empty={{ title: t('exhibition.list.empty'), text: t('exhibition.list.emptyText'), testId: 'exhibition-empty' }}
        noMore={t('exhibition.list.noMore')}
      />
    </>
  );
}

function Mine() {
  const { t } = useTranslation();
  const list = useMyExhibitions(true);
  const [publishing, setPublishing] = useState(false);
  return (
    <>
      <div className="ce-actions">
        <Button size="small" color="primary" shape="rounded" onClick={() => setPublishing(true)} data-testid="exhibition-publish">
          {t('exhibition.list.publish')}
        </Button>
      </div>
      <PagedList
        query={list}
        className="ce-cards"
        testId="exhibition-mine"
        renderItem={(e) => <ExhibitionCard e={e} />}
        empty={{ title: t('exhibition.list.emptyMine'), text: t('exhibition.list.emptyMineText'), testId: 'exhibition-mine-empty' }}
        noMore={t('exhibition.list.noMore')}
      />
      {publishing && <ExhibitionForm exhibition={null} visible onClose={() => setPublishing(false)} />}
    </>
  );
}
