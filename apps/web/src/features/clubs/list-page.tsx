import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CLUB_CATEGORIES, type ClubCategory } from '@haiwai/contracts/clubs/constants';
import { Chips } from '../common/chips';
import { PagedList } from '../common/paged-list';
import { ClubCard } from './club-card';
import { clubPaths } from './paths';
import { useClubs } from './queries';
import './clubs.css';

type Filter = ClubCategory | 'all';

/** `/pagesA/club/list`: the area's clubs, by category, through the shared pager. */
export function ClubListPage() {
  const { t } = useTranslation();
  const [category, setCategory] = useState<Filter>('all');
  const clubs = useClubs(category === 'all' ? null : category);
  return (
    <div className="ce" data-testid="club-list">
      <div className="ce-head">
        <h2 className="ce-h">{t('club.list.categories')}</h2>
        <Link to={clubPaths.customer} className="ce-link" data-testid="club-mine">
          {t('club.list.mine')}
        </Link>
      </div>
      <Chips<Filter>
        options={(['all', ...CLUB_CATEGORIES] as const).map((c) => ({ label: t(`club.category.${c}`), value: c }))}
        value={[category]}
        onChange={(v) => setCategory(v[0] ?? 'all')}
        testId="club-categories"
      />
      <PagedList
        query={clubs}
        className="ce-cards"
        testId="club-cards"
        renderItem={(c) => <ClubCard c={c} />}
        empty={{ title: t('club.list.empty'), text: t('club.list.emptyText'), testId: 'club-empty' }}
        noMore={t('club.list.noMore')}
      />
    </div>
  );
}
